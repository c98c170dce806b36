CREATE TABLE "ab_test_assignments" (
	"test_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"exposed_ts" bigint NOT NULL,
	"exposed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ab_test_assignments_test_id_session_id_pk" PRIMARY KEY("test_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "ab_test_results" (
	"test_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ab_test_results_test_id_session_id_event_type_pk" PRIMARY KEY("test_id","session_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "ab_test_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"traffic_allocation" integer NOT NULL,
	"is_control" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ab_test_variants_allocation" CHECK (traffic_allocation between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "ab_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"place" text NOT NULL,
	"target_metric" text DEFAULT 'bookmaker_clicks' NOT NULL,
	"confidence_level" integer DEFAULT 95 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ab_tests_confidence_level" CHECK (confidence_level between 80 and 99),
	CONSTRAINT "ab_tests_status" CHECK (status in ('draft', 'running', 'paused', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "ab_test_assignments" ADD CONSTRAINT "ab_test_assignments_test_id_ab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_test_assignments" ADD CONSTRAINT "ab_test_assignments_variant_id_ab_test_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."ab_test_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_test_results" ADD CONSTRAINT "ab_test_results_test_id_ab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_test_results" ADD CONSTRAINT "ab_test_results_variant_id_ab_test_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."ab_test_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_test_variants" ADD CONSTRAINT "ab_test_variants_test_id_ab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."ab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_tests" ADD CONSTRAINT "ab_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ab_test_assignments_variant_idx" ON "ab_test_assignments" USING btree ("test_id","variant_id","exposed_at");--> statement-breakpoint
CREATE INDEX "ab_test_assignments_session_idx" ON "ab_test_assignments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "ab_test_results_variant_idx" ON "ab_test_results" USING btree ("test_id","variant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ab_test_variants_test_position" ON "ab_test_variants" USING btree ("test_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ab_tests_one_running_per_place" ON "ab_tests" USING btree ("place") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "ab_tests_created_idx" ON "ab_tests" USING btree ("created_at");