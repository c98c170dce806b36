ALTER TABLE "teams" ADD COLUMN "search_text" text GENERATED ALWAYS AS (eb_search_text(name || ' ' || coalesce(acronym, ''))) STORED;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (eb_search_text(name || ' ' || coalesce(league_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "teams_search_text_trgm_idx" ON "teams" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_search_text_prefix_idx" ON "teams" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tournaments_search_text_trgm_idx" ON "tournaments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournaments_search_text_prefix_idx" ON "tournaments" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
-- The expression indexes of 0018 (not in the schema, so written here): the search reads the stored column now.
DROP INDEX IF EXISTS "teams_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tournaments_search_trgm_idx";
