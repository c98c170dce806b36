CREATE TYPE "public"."game" AS ENUM('cs2', 'lol', 'valorant', 'dota2');--> statement-breakpoint
CREATE TABLE "matches" (
	"id" bigint PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"game" "game" NOT NULL,
	"status" text NOT NULL,
	"name" text,
	"slug" text,
	"match_type" text,
	"number_of_games" integer,
	"scheduled_at" timestamp with time zone,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"tournament_id" bigint,
	"tournament_name" text,
	"league_name" text,
	"serie_name" text,
	"serie_full_name" text,
	"team_a_id" bigint,
	"team_a_name" text,
	"team_a_acronym" text,
	"team_a_logo" text,
	"team_b_id" bigint,
	"team_b_name" text,
	"team_b_acronym" text,
	"team_b_logo" text,
	"team_a_score" integer,
	"team_b_score" integer,
	"winner_id" bigint,
	"winner_name" text,
	"stream_url" text,
	"streams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" bigint PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"game" "game" NOT NULL,
	"name" text NOT NULL,
	"acronym" text,
	"slug" text,
	"image_url" text,
	"location" text,
	"provider_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"game" "game" NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"tier" text,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"prize_pool" text,
	"teams_count" integer DEFAULT 0 NOT NULL,
	"league_id" bigint,
	"league_name" text,
	"league_slug" text,
	"league_image_url" text,
	"serie_id" bigint,
	"serie_name" text,
	"serie_full_name" text,
	"serie_season" text,
	"serie_year" integer,
	"region" text,
	"country" text,
	"location" text,
	"description" text,
	"provider_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmaker_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"slug" text NOT NULL,
	"target_url" text NOT NULL,
	"click_count" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"bonus" text,
	"bonus_type" text DEFAULT 'deposit' NOT NULL,
	"button_text" text DEFAULT 'Welcome Bonus' NOT NULL,
	"cta_text" text,
	"description" text,
	"terms_highlight" text,
	"website_url" text,
	"affiliate_url" text,
	"key_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"publish_status" text DEFAULT 'published' NOT NULL,
	"redirect_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_usage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"game" text,
	"type" text,
	"endpoint" text NOT NULL,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "sync_status" (
	"game" "game" NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"last_sync_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_status_game_kind_pk" PRIMARY KEY("game","kind")
);
--> statement-breakpoint
ALTER TABLE "bookmaker_redirects" ADD CONSTRAINT "bookmaker_redirects_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_status_begin_idx" ON "matches" USING btree ("status","begin_at");--> statement-breakpoint
CREATE INDEX "matches_game_begin_idx" ON "matches" USING btree ("game","begin_at");--> statement-breakpoint
CREATE INDEX "matches_tournament_idx" ON "matches" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "matches_end_idx" ON "matches" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "teams_game_name_idx" ON "teams" USING btree ("game","name");--> statement-breakpoint
CREATE INDEX "tournaments_game_begin_idx" ON "tournaments" USING btree ("game","begin_at");--> statement-breakpoint
CREATE INDEX "tournaments_slug_idx" ON "tournaments" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tournaments_end_idx" ON "tournaments" USING btree ("end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmaker_redirects_slug_idx" ON "bookmaker_redirects" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmaker_redirects_bookmaker_idx" ON "bookmaker_redirects" USING btree ("bookmaker_id");--> statement-breakpoint
CREATE INDEX "api_usage_events_created_idx" ON "api_usage_events" USING btree ("created_at");