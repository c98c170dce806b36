CREATE TABLE "affiliate_click_rollups" (
	"grain" text NOT NULL,
	"dimension" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"clicks" bigint NOT NULL,
	CONSTRAINT "affiliate_click_rollups_grain_dimension_bucket_key_pk" PRIMARY KEY("grain","dimension","bucket","key")
);
--> statement-breakpoint
CREATE TABLE "affiliate_conversion_rollups" (
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"attributed" boolean NOT NULL,
	"currency" text NOT NULL,
	"registrations" bigint NOT NULL,
	"first_deposits" bigint NOT NULL,
	"reported" numeric(18, 4),
	"share_base" numeric(18, 4),
	"cpa_count" bigint NOT NULL,
	CONSTRAINT "affiliate_conversion_rollups_grain_bucket_bookmaker_id_attributed_currency_pk" PRIMARY KEY("grain","bucket","bookmaker_id","attributed","currency")
);
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD COLUMN "placement" text;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_clicks_id_idx" ON "affiliate_clicks" USING btree ("id");
--> statement-breakpoint
-- custom: conversions stored before this migration get their click's page, placement, country and variants.
UPDATE "affiliate_conversions" v SET "page" = c."page", "placement" = c."placement", "country" = c."country", "variants" = c."variants"
FROM "affiliate_clicks" c WHERE v."click_at" IS NOT NULL AND c."click_id" = v."click_id" AND c."bookmaker_id" = v."bookmaker_id";
--> statement-breakpoint
-- custom: affiliate_conversion_rollups is kept by this trigger, from the rows each insert really
-- inserted (the transition table holds none that ON CONFLICT DO NOTHING skipped), in its transaction.
CREATE FUNCTION "eb_affiliate_conversion_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "affiliate_conversion_rollups" AS t (grain, bucket, bookmaker_id, attributed, currency, registrations, first_deposits, reported, share_base, cpa_count)
  SELECT g.grain, g.bucket, n.bookmaker_id, n.click_at IS NOT NULL, coalesce(n.currency, ''),
    count(*) FILTER (WHERE n.event = 'registration'), count(*) FILTER (WHERE n.event = 'first_deposit'), sum(n.commission),
    sum(CASE WHEN n.commission IS NULL AND n.amount IS NOT NULL AND n.event IN ('revenue', 'chargeback')
      THEN CASE WHEN n.event = 'revenue' THEN n.amount ELSE -n.amount END END),
    count(*) FILTER (WHERE n.commission IS NULL AND n.event = 'first_deposit')
  FROM new_rows n
  CROSS JOIN LATERAL (VALUES
    ('hour', date_bin('1 hour', coalesce(n.click_at, n.occurred_at), timestamptz '2000-01-01 00:00:00+00')),
    ('day', date_bin('1 day', coalesce(n.click_at, n.occurred_at), timestamptz '2000-01-01 00:00:00+00'))
  ) g(grain, bucket)
  GROUP BY 1, 2, 3, 4, 5
  -- One order for every writer: two postbacks adding to the same hour and day never deadlock.
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (grain, bucket, bookmaker_id, attributed, currency) DO UPDATE SET
    registrations = t.registrations + excluded.registrations,
    first_deposits = t.first_deposits + excluded.first_deposits,
    reported = CASE WHEN t.reported IS NULL THEN excluded.reported WHEN excluded.reported IS NULL THEN t.reported ELSE t.reported + excluded.reported END,
    share_base = CASE WHEN t.share_base IS NULL THEN excluded.share_base WHEN excluded.share_base IS NULL THEN t.share_base ELSE t.share_base + excluded.share_base END,
    cpa_count = t.cpa_count + excluded.cpa_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "affiliate_conversion_rollups" AS t (grain, bucket, bookmaker_id, attributed, currency, registrations, first_deposits, reported, share_base, cpa_count)
  SELECT g.grain, g.bucket, n.bookmaker_id, n.click_at IS NOT NULL, coalesce(n.currency, ''),
    count(*) FILTER (WHERE n.event = 'registration'), count(*) FILTER (WHERE n.event = 'first_deposit'), sum(n.commission),
    sum(CASE WHEN n.commission IS NULL AND n.amount IS NOT NULL AND n.event IN ('revenue', 'chargeback')
      THEN CASE WHEN n.event = 'revenue' THEN n.amount ELSE -n.amount END END),
    count(*) FILTER (WHERE n.commission IS NULL AND n.event = 'first_deposit')
  FROM "affiliate_conversions" n
  CROSS JOIN LATERAL (VALUES
    ('hour', date_bin('1 hour', coalesce(n.click_at, n.occurred_at), timestamptz '2000-01-01 00:00:00+00')),
    ('day', date_bin('1 day', coalesce(n.click_at, n.occurred_at), timestamptz '2000-01-01 00:00:00+00'))
  ) g(grain, bucket)
  GROUP BY 1, 2, 3, 4, 5
  -- One order for every writer: two postbacks adding to the same hour and day never deadlock.
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (grain, bucket, bookmaker_id, attributed, currency) DO UPDATE SET
    registrations = t.registrations + excluded.registrations,
    first_deposits = t.first_deposits + excluded.first_deposits,
    reported = CASE WHEN t.reported IS NULL THEN excluded.reported WHEN excluded.reported IS NULL THEN t.reported ELSE t.reported + excluded.reported END,
    share_base = CASE WHEN t.share_base IS NULL THEN excluded.share_base WHEN excluded.share_base IS NULL THEN t.share_base ELSE t.share_base + excluded.share_base END,
    cpa_count = t.cpa_count + excluded.cpa_count;
--> statement-breakpoint
CREATE TRIGGER "affiliate_conversions_rollup" AFTER INSERT ON "affiliate_conversions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "eb_affiliate_conversion_rollup"();
