CREATE TABLE "redirect_hit_hours" (
	"hour" timestamp with time zone NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"placement" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "redirect_hit_hours_hour_bookmaker_id_slug_kind_placement_pk" PRIMARY KEY("hour","bookmaker_id","slug","kind","placement")
);
--> statement-breakpoint
-- custom: hits the rollup job has already counted (ids up to the 'redirects' watermark) are added to the hourly counts here, once; the job adds the ones above it as it catches up, so every hit is counted exactly once.
INSERT INTO "redirect_hit_hours" ("hour", "bookmaker_id", "slug", "kind", "placement", "n")
SELECT date_bin('1 hour', h."created_at", timestamptz '2000-01-01 00:00:00+00'), coalesce(r."bookmaker_id", 0), h."slug", h."kind", coalesce(h."placement", ''), count(*)
FROM "redirect_hits" h LEFT JOIN "bookmaker_redirects" r ON r."id" = h."redirect_id"
WHERE h."id" <= coalesce((SELECT "watermark" FROM "analytics_rollup_state" WHERE "stream" = 'redirects'), 0)
GROUP BY 1, 2, 3, 4, 5;
