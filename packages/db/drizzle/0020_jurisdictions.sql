CREATE TABLE "analytics_rollup_countries" (
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"refused" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollup_countries_grain_bucket_country_pk" PRIMARY KEY("grain","bucket","country")
);
--> statement-breakpoint
CREATE TABLE "bookmaker_jurisdiction_urls" (
	"bookmaker_id" integer NOT NULL,
	"code" text NOT NULL,
	"target_url" text NOT NULL,
	CONSTRAINT "bookmaker_jurisdiction_urls_bookmaker_id_code_pk" PRIMARY KEY("bookmaker_id","code")
);
--> statement-breakpoint
CREATE TABLE "bookmaker_licences" (
	"bookmaker_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'everywhere_except' NOT NULL,
	"jurisdictions" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurisdiction_rules" (
	"code" text PRIMARY KEY NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	"responsible_gambling_text" text NOT NULL,
	"helpline_name" text NOT NULL,
	"helpline_url" text NOT NULL,
	"helpline_phone" text,
	"bonuses_allowed" boolean DEFAULT true NOT NULL,
	"key_terms_in_full" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "redirect_hits" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "bookmaker_jurisdiction_urls" ADD CONSTRAINT "bookmaker_jurisdiction_urls_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmaker_licences" ADD CONSTRAINT "bookmaker_licences_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The two rows every deployment has: until an admin writes rules, every visitor sees what the footer said before.
INSERT INTO "jurisdiction_rules" ("code", "minimum_age", "responsible_gambling_text", "helpline_name", "helpline_url") VALUES
	('other', 18, 'Gambling can be addictive, please play responsibly.', 'BeGambleAware.org', 'https://www.begambleaware.org'),
	('unknown', 18, 'Gambling can be addictive, please play responsibly.', 'BeGambleAware.org', 'https://www.begambleaware.org')
ON CONFLICT DO NOTHING;
