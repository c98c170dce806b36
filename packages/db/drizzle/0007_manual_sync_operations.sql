CREATE TABLE "sync_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"instance_id" text,
	"progress" jsonb,
	"result" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "sync_status" ADD COLUMN "rows_changed" integer;--> statement-breakpoint
ALTER TABLE "sync_operations" ADD CONSTRAINT "sync_operations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_operations_one_unfinished_per_kind" ON "sync_operations" USING btree ("kind") WHERE finished_at is null;--> statement-breakpoint
CREATE INDEX "sync_operations_requested_idx" ON "sync_operations" USING btree ("requested_at");