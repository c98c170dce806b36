CREATE TABLE "odds_events" (
	"source" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"game" "game" NOT NULL,
	"sport_key" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"match_id" bigint,
	"unmatched_reason" text,
	"bookmakers" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odds_events_source_provider_event_id_pk" PRIMARY KEY("source","provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "odds_feed_bookmakers" (
	"source" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odds_feed_bookmakers_source_key_pk" PRIMARY KEY("source","key")
);
--> statement-breakpoint
CREATE TABLE "odds_poll_status" (
	"game" "game" PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"last_poll_at" timestamp with time zone NOT NULL,
	"error" text,
	"requests_remaining" integer,
	"events" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"prices_changed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_price_history" (
	"match_id" bigint NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"market" text DEFAULT 'h2h' NOT NULL,
	"outcome" text NOT NULL,
	"window" timestamp with time zone NOT NULL,
	"price" numeric(10, 3) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "odds_price_history_match_id_bookmaker_id_market_outcome_window_pk" PRIMARY KEY("match_id","bookmaker_id","market","outcome","window")
);
--> statement-breakpoint
CREATE TABLE "odds_prices" (
	"match_id" bigint NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"market" text DEFAULT 'h2h' NOT NULL,
	"outcome" text NOT NULL,
	"price" numeric(10, 3) NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"provider_updated_at" timestamp with time zone,
	CONSTRAINT "odds_prices_match_id_bookmaker_id_market_outcome_pk" PRIMARY KEY("match_id","bookmaker_id","market","outcome")
);
--> statement-breakpoint
ALTER TABLE "bookmakers" ADD COLUMN "odds_feed_key" text;--> statement-breakpoint
ALTER TABLE "api_usage_events" ADD COLUMN "provider" text DEFAULT 'esports' NOT NULL;--> statement-breakpoint
ALTER TABLE "redirect_hits" ADD COLUMN "match_id" bigint;--> statement-breakpoint
ALTER TABLE "odds_price_history" ADD CONSTRAINT "odds_price_history_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_prices" ADD CONSTRAINT "odds_prices_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "odds_events_match_idx" ON "odds_events" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "odds_events_seen_idx" ON "odds_events" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmakers_odds_feed_key_idx" ON "bookmakers" USING btree ("odds_feed_key");--> statement-breakpoint
CREATE INDEX "api_usage_events_provider_created_idx" ON "api_usage_events" USING btree ("provider","created_at");