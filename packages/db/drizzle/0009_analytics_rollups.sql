CREATE TABLE "analytics_event_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"min_id" bigint NOT NULL,
	"max_id" bigint NOT NULL,
	"events" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_bookmakers" (
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"tracked_clicks" bigint DEFAULT 0 NOT NULL,
	"redirect_clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollup_bookmakers_grain_bucket_bookmaker_id_pk" PRIMARY KEY("grain","bucket","bookmaker_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_events" (
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_rollup_events_grain_bucket_event_type_pk" PRIMARY KEY("grain","bucket","event_type")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_pages" (
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"page" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"scroll_25" bigint DEFAULT 0 NOT NULL,
	"scroll_50" bigint DEFAULT 0 NOT NULL,
	"scroll_75" bigint DEFAULT 0 NOT NULL,
	"scroll_100" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollup_pages_grain_bucket_page_pk" PRIMARY KEY("grain","bucket","page")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"stream" text PRIMARY KEY NOT NULL,
	"watermark" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_session_activity" (
	"hour" timestamp with time zone NOT NULL,
	"prev_hour" timestamp with time zone,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_session_activity_key" UNIQUE NULLS NOT DISTINCT("hour","prev_hour","device","browser")
);
--> statement-breakpoint
CREATE TABLE "analytics_session_lengths" (
	"start_hour" timestamp with time zone NOT NULL,
	"bucket" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_session_lengths_start_hour_bucket_pk" PRIMARY KEY("start_hour","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"hours" integer[] NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL
);
