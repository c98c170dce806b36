-- Highlights were a seed-only stand-in for the spec's key_features: keep them as key features.
UPDATE "bookmakers" SET "key_features" = (SELECT coalesce(jsonb_agg(jsonb_build_object('title', h)), '[]'::jsonb) FROM jsonb_array_elements_text("highlights") AS h)
WHERE "key_features" = '[]'::jsonb AND jsonb_array_length("highlights") > 0;--> statement-breakpoint
ALTER TABLE "bookmakers" DROP COLUMN "highlights";