-- Deal terms with an effective day (affiliate_deal_terms); the conversion measures as SQL functions
-- that the rollup trigger and the raw-conversion reads both call; the conversion rollups keyed by
-- the day each event occurred too (the day its deal terms and the report de-duplication go by);
-- an index to find the imported reports of a bookmaker.
CREATE TABLE "affiliate_deal_terms" (
	"bookmaker_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"cpa_amount" numeric(14, 2),
	"cpa_currency" text,
	"revenue_share_percent" numeric(5, 2),
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_deal_terms_bookmaker_id_effective_from_pk" PRIMARY KEY("bookmaker_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "affiliate_deal_terms" ADD CONSTRAINT "affiliate_deal_terms_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- custom: the terms saved so far applied to every day; they keep doing so (from the earliest day a
-- report may carry), so no estimate shown today changes.
INSERT INTO "affiliate_deal_terms" ("bookmaker_id", "effective_from", "cpa_amount", "cpa_currency", "revenue_share_percent", "saved_at")
SELECT "bookmaker_id", date '2000-01-01', "cpa_amount", "cpa_currency", "revenue_share_percent", "updated_at" FROM "affiliate_programs"
WHERE "cpa_amount" IS NOT NULL OR "revenue_share_percent" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "affiliate_programs" DROP COLUMN "cpa_amount";--> statement-breakpoint
ALTER TABLE "affiliate_programs" DROP COLUMN "cpa_currency";--> statement-breakpoint
ALTER TABLE "affiliate_programs" DROP COLUMN "revenue_share_percent";--> statement-breakpoint
CREATE INDEX "affiliate_report_imports_bookmaker_idx" ON "affiliate_report_imports" USING btree ("bookmaker_id","from_day");--> statement-breakpoint
-- custom: what one conversion adds to its group before deal terms apply, written once: the trigger
-- below and revenue/estimated-commission.ts (conversionMeasures) call these. Inlined by the planner.
CREATE FUNCTION "eb_conversion_registrations"(event text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (event = 'registration')::integer
$$;
--> statement-breakpoint
CREATE FUNCTION "eb_conversion_first_deposits"(event text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (event = 'first_deposit')::integer
$$;
--> statement-breakpoint
-- The base of a revenue-share estimate: a revenue event's amount, minus a chargeback's, where the
-- programme reported no commission for it.
CREATE FUNCTION "eb_conversion_share_base"(event text, amount numeric, commission numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN commission IS NULL AND amount IS NOT NULL AND event IN ('revenue', 'chargeback')
    THEN CASE WHEN event = 'revenue' THEN amount ELSE -amount END END
$$;
--> statement-breakpoint
-- A first deposit reported without commission: one CPA estimate.
CREATE FUNCTION "eb_conversion_cpa_count"(event text, commission numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (commission IS NULL AND event = 'first_deposit')::integer
$$;
--> statement-breakpoint
-- custom: the rollups gain the event's own UTC day; rebuilt from the conversions below.
DELETE FROM "affiliate_conversion_rollups";--> statement-breakpoint
ALTER TABLE "affiliate_conversion_rollups" DROP CONSTRAINT "affiliate_conversion_rollups_grain_bucket_bookmaker_id_attributed_currency_pk";--> statement-breakpoint
ALTER TABLE "affiliate_conversion_rollups" ADD COLUMN "event_day" date NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_conversion_rollups" ADD CONSTRAINT "affiliate_conversion_rollups_grain_bucket_bookmaker_id_attributed_currency_event_day_pk" PRIMARY KEY("grain","bucket","bookmaker_id","attributed","currency","event_day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "eb_affiliate_conversion_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "affiliate_conversion_rollups" AS t (grain, bucket, bookmaker_id, attributed, currency, event_day, registrations, first_deposits, reported, share_base, cpa_count)
  SELECT g.grain, g.bucket, n.bookmaker_id, n.click_at IS NOT NULL, coalesce(n.currency, ''), (n.occurred_at AT TIME ZONE 'UTC')::date,
    sum(eb_conversion_registrations(n.event)), sum(eb_conversion_first_deposits(n.event)), sum(n.commission),
    sum(eb_conversion_share_base(n.event, n.amount, n.commission)), sum(eb_conversion_cpa_count(n.event, n.commission))
  FROM new_rows n
  CROSS JOIN LATERAL (VALUES
    ('hour', date_bin('1 hour', coalesce(n.click_at, n.occurred_at), timestamptz '2000-01-01 00:00:00+00')),
    ('day', date_bin('1 day', coalesce(n.click_at, n.occurred_at), timestamptz '2000-01-01 00:00:00+00'))
  ) g(grain, bucket)
  GROUP BY 1, 2, 3, 4, 5, 6
  -- One order for every writer: two postbacks adding to the same hour and day never deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (grain, bucket, bookmaker_id, attributed, currency, event_day) DO UPDATE SET
    registrations = t.registrations + excluded.registrations,
    first_deposits = t.first_deposits + excluded.first_deposits,
    reported = CASE WHEN t.reported IS NULL THEN excluded.reported WHEN excluded.reported IS NULL THEN t.reported ELSE t.reported + excluded.reported END,
    share_base = CASE WHEN t.share_base IS NULL THEN excluded.share_base WHEN excluded.share_base IS NULL THEN t.share_base ELSE t.share_base + excluded.share_base END,
    cpa_count = t.cpa_count + excluded.cpa_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "affiliate_conversion_rollups" (grain, bucket, bookmaker_id, attributed, currency, event_day, registrations, first_deposits, reported, share_base, cpa_count)
  SELECT g.grain, g.bucket, n.bookmaker_id, n.click_at IS NOT NULL, coalesce(n.currency, ''), (n.occurred_at AT TIME ZONE 'UTC')::date,
    sum(eb_conversion_registrations(n.event)), sum(eb_conversion_first_deposits(n.event)), sum(n.commission),
    sum(eb_conversion_share_base(n.event, n.amount, n.commission)), sum(eb_conversion_cpa_count(n.event, n.commission))
  FROM "affiliate_conversions" n
  CROSS JOIN LATERAL (VALUES
    ('hour', date_bin('1 hour', coalesce(n.click_at, n.occurred_at), timestamptz '2000-01-01 00:00:00+00')),
    ('day', date_bin('1 day', coalesce(n.click_at, n.occurred_at), timestamptz '2000-01-01 00:00:00+00'))
  ) g(grain, bucket)
  GROUP BY 1, 2, 3, 4, 5, 6;
