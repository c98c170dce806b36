ALTER TABLE "security_events" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_events" ADD COLUMN "bucket" text;--> statement-breakpoint
ALTER TABLE "security_events" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
-- Rows written before aggregation stay one event each: a bucket of their own, count 1.
UPDATE "security_events" SET "bucket" = 'legacy:' || "id", "window_start" = "created_at";--> statement-breakpoint
ALTER TABLE "security_events" ALTER COLUMN "bucket" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "security_events" ALTER COLUMN "window_start" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "security_events_bucket_window_idx" ON "security_events" USING btree ("bucket","window_start");
