CREATE TABLE "affiliate_postback_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"event" text,
	"transaction_id" text,
	"outcome" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "affiliate_conversion_rollups" ALTER COLUMN "reported" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "affiliate_conversion_rollups" ALTER COLUMN "share_base" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "affiliate_programs" ADD COLUMN "previous_secret_ciphertext" text;--> statement-breakpoint
ALTER TABLE "affiliate_programs" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_postback_deliveries" ADD CONSTRAINT "affiliate_postback_deliveries_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_postback_deliveries_bookmaker_idx" ON "affiliate_postback_deliveries" USING btree ("bookmaker_id","id");