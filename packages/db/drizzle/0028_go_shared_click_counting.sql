CREATE TABLE "affiliate_click_aliases" (
	"alias_id" text PRIMARY KEY NOT NULL,
	"click_id" text NOT NULL
);
--> statement-breakpoint
-- Issue 38: UNLOGGED (Drizzle has no word for it): rows live a minute or two and a crash only empties them.
CREATE UNLOGGED TABLE "go_address_minutes" (
	"address" "bytea" NOT NULL,
	"minute" integer NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "go_address_minutes_address_minute_pk" PRIMARY KEY("address","minute")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "go_visitor_holds" (
	"fingerprint" "bytea" PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"click_id" text,
	"aliases" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_click_aliases" ADD CONSTRAINT "affiliate_click_aliases_click_id_affiliate_clicks_click_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."affiliate_clicks"("click_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_click_aliases_click_idx" ON "affiliate_click_aliases" USING btree ("click_id");--> statement-breakpoint
CREATE INDEX "go_visitor_holds_until_idx" ON "go_visitor_holds" USING btree ("held_until");