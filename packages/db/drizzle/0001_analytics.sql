CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"event_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_id" text,
	"page_url" text,
	"referrer" text,
	"user_agent" text,
	"ip_address" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"redirect_id" integer,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"page" text,
	"placement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redirect_hits" ADD CONSTRAINT "redirect_hits_redirect_id_bookmaker_redirects_id_fk" FOREIGN KEY ("redirect_id") REFERENCES "public"."bookmaker_redirects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_created_brin" ON "analytics_events" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "redirect_hits_created_brin" ON "redirect_hits" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "redirect_hits_redirect_idx" ON "redirect_hits" USING btree ("redirect_id","kind");