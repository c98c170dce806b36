CREATE TABLE "match_results" (
	"id" bigint PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"game" "game" NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"team_a_id" bigint,
	"team_a_name" text,
	"team_a_acronym" text,
	"team_b_id" bigint,
	"team_b_name" text,
	"team_b_acronym" text,
	"team_a_score" integer,
	"team_b_score" integer,
	"winner_id" bigint,
	"number_of_games" integer,
	"tournament_id" bigint,
	"tournament_name" text,
	"league_name" text,
	"serie_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" bigint PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"game" "game" NOT NULL,
	"team_id" bigint,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text,
	"nationality" text,
	"image_url" text,
	"provider_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "games" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "match_results_team_a_idx" ON "match_results" USING btree ("team_a_id","finished_at");--> statement-breakpoint
CREATE INDEX "match_results_team_b_idx" ON "match_results" USING btree ("team_b_id","finished_at");--> statement-breakpoint
CREATE INDEX "match_results_finished_idx" ON "match_results" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "matches_team_a_begin_idx" ON "matches" USING btree ("team_a_id","begin_at");--> statement-breakpoint
CREATE INDEX "matches_team_b_begin_idx" ON "matches" USING btree ("team_b_id","begin_at");