CREATE TABLE "demo_history" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"covers_from" timestamp with time zone NOT NULL,
	"covers_to" timestamp with time zone NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL,
	"days_written" integer DEFAULT 0 NOT NULL,
	"days" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"redirect_hits" integer DEFAULT 0 NOT NULL,
	"ab_tests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_history_one_row" CHECK (id = 1)
);
