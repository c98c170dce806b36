-- Search (issue 24): trigram similarity for typos and partial words, unaccent for accents.
-- Both are trusted contrib extensions (PostgreSQL 13+): a database owner may create them; PGlite
-- loads them in newPglite (client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The text a name is searched by: lower case, accents off. unaccent() itself is only STABLE (its
-- dictionary could change), so an index needs this IMMUTABLE wrapper naming the dictionary.
CREATE OR REPLACE FUNCTION eb_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "teams_search_trgm_idx" ON "teams" USING gin (eb_search_text("name" || ' ' || coalesce("acronym", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tournaments_search_trgm_idx" ON "tournaments" USING gin (eb_search_text("name" || ' ' || coalesce("league_name", '')) gin_trgm_ops);
