CREATE TABLE "bookmaker_feed_keys" (
	"bookmaker_id" integer NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "bookmaker_feed_keys_bookmaker_id_source_pk" PRIMARY KEY("bookmaker_id","source")
);
--> statement-breakpoint
DROP INDEX "bookmakers_odds_feed_key_idx";--> statement-breakpoint
ALTER TABLE "bookmaker_feed_keys" ADD CONSTRAINT "bookmaker_feed_keys_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmaker_feed_keys_source_key_idx" ON "bookmaker_feed_keys" USING btree ("source","key");--> statement-breakpoint
-- A bookmaker's one key was matched against every feed's bookmaker keys (The Odds API, Stadar,
-- Odds-API.io and the demo feed, whose books the demo seed keyed by their feed-style slugs): it keeps
-- that meaning as one key per feed, which an admin may then change feed by feed.
INSERT INTO "bookmaker_feed_keys" ("bookmaker_id", "source", "key")
SELECT b."id", f."source", b."odds_feed_key" FROM "bookmakers" b CROSS JOIN (VALUES ('the-odds-api'), ('stadar'), ('odds-api-io'), ('demo')) AS f("source")
WHERE b."odds_feed_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmakers" DROP COLUMN "odds_feed_key";