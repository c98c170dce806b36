CREATE TABLE "affiliate_clicks" (
	"click_id" text PRIMARY KEY NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"slug" text NOT NULL,
	"page" text,
	"placement" text,
	"country" text,
	"experiment_session" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"click_id" text,
	"click_at" timestamp with time zone,
	"event" text NOT NULL,
	"amount" numeric(18, 4),
	"currency" text,
	"commission" numeric(18, 4),
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_programs" (
	"bookmaker_id" integer PRIMARY KEY NOT NULL,
	"click_id_param" text,
	"postback_key" text,
	"postback_auth" text DEFAULT 'hmac' NOT NULL,
	"secret_ciphertext" text,
	"cpa_amount" numeric(14, 2),
	"cpa_currency" text,
	"revenue_share_percent" numeric(5, 2),
	"report_mapping" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_report_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"file_name" text,
	"rows_replaced" integer NOT NULL,
	"rows_imported" integer NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_report_rows" (
	"bookmaker_id" integer NOT NULL,
	"day" date NOT NULL,
	"sub_id" text NOT NULL,
	"currency" text NOT NULL,
	"registrations" bigint DEFAULT 0 NOT NULL,
	"first_deposits" bigint DEFAULT 0 NOT NULL,
	"deposits" numeric(18, 4) DEFAULT '0' NOT NULL,
	"net_revenue" numeric(18, 4) DEFAULT '0' NOT NULL,
	"commission" numeric(18, 4) DEFAULT '0' NOT NULL,
	"import_id" bigint NOT NULL,
	CONSTRAINT "affiliate_report_rows_bookmaker_id_day_sub_id_currency_pk" PRIMARY KEY("bookmaker_id","day","sub_id","currency")
);
--> statement-breakpoint
ALTER TABLE "affiliate_programs" ADD CONSTRAINT "affiliate_programs_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_created_brin" ON "affiliate_clicks" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_bookmaker_idx" ON "affiliate_clicks" USING btree ("bookmaker_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_conversions_transaction_idx" ON "affiliate_conversions" USING btree ("bookmaker_id","transaction_id");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_click_idx" ON "affiliate_conversions" USING btree ("click_id");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_click_at_idx" ON "affiliate_conversions" USING btree ("click_at");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_received_brin" ON "affiliate_conversions" USING brin ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_programs_postback_key_idx" ON "affiliate_programs" USING btree ("postback_key");