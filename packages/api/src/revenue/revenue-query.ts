import { queryRows, sql, type SQL } from "@eb/db";
import type { RevenueBreakdown } from "../contracts";
import { AFFILIATE_CLICKS, spanRows, spanSegments, type HourSpan, type RollupSnapshot } from "../analytics";
import { DAY_MS, HOUR_MS, type DbOrTx } from "../platform";
import { conversionMeasures, dealTermRows, termsInForce, termsOfEventDay } from "./estimated-commission";
import { reportCovers } from "./report-precedence";

/** Instants [from, to). */
export type RevenueSpan = { from: Date; to: Date };

/** What the figures are grouped by: a breakdown, or `total` for one row. */
export type RevenueGrouping = RevenueBreakdown | "total";

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A report row is per UTC day: it belongs to the span when its day starts inside it, so a day is
 * in exactly one of two adjacent spans (the previous period and this one never share a day).
 */
export function reportDays(span: RevenueSpan): { first: string; end: string } {
  return { first: dayOf(Math.ceil(span.from.getTime() / DAY_MS) * DAY_MS), end: dayOf(Math.ceil(span.to.getTime() / DAY_MS) * DAY_MS) };
}

/**
 * The grouping key of a row whose click attributes (page, placement, country, variants) are on
 * `row` and bookmaker is `bookmaker`: '' for none.
 */
function keyOf(by: RevenueGrouping, row: string, bookmaker: SQL): SQL {
  const r = sql.identifier(row);
  switch (by) {
    case "total":
      return sql`''`;
    case "bookmaker":
      return sql`${bookmaker}::text`;
    case "page":
      return sql`coalesce(${r}.page, '')`;
    case "placement":
      return sql`coalesce(${r}.placement, '')`;
    case "country":
      return sql`coalesce(${r}.country, '')`;
    case "variant":
      return sql`coalesce((e.value ->> 'testId') || ':' || (e.value ->> 'variantId'), '')`;
  }
}

/** A row in several tests counts once in each test's variant. */
const variantsOf = (by: RevenueGrouping, row: string) =>
  by === "variant" ? sql`left join lateral jsonb_array_elements(${sql.identifier(row)}.variants) e on true` : sql``;

/** Whether grouping by `by` needs where each click was (its page, placement, country, variants). */
const byClick = (by: RevenueGrouping) => by !== "total" && by !== "bookmaker";

/** The conversion rollup rows `v` of the span: its whole UTC days, and the hours at either edge. */
function rollupBuckets(span: RevenueSpan): SQL {
  const segments = spanSegments(hourSpan(span));
  const parts = segments.hours.map((h) => sql`(v.grain = 'hour' and v.bucket >= ${at(h.from)} and v.bucket < ${at(h.to)})`);
  if (segments.days) parts.push(sql`(v.grain = 'day' and v.bucket >= ${at(segments.days.from)} and v.bucket < ${at(segments.days.to)})`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** The span as the analytics rollups' whole UTC hours (revenue spans always are). */
function hourSpan(span: RevenueSpan): HourSpan {
  if (span.from.getTime() % HOUR_MS !== 0 || span.to.getTime() % HOUR_MS !== 0) throw new Error("a revenue span must be whole UTC hours");
  return { fromHour: span.from, toHour: new Date(span.to.getTime() - HOUR_MS) };
}

/**
 * The span's clicks as (bucket, key, clicks) rows of one dimension, from the click rollups (whole
 * days, edge hours) and the raw clicks past the watermark: a year is a few thousand day rows
 * rather than millions of clicks. Every click counts once per dimension (once per variant).
 */
function clickRows(snapshot: RollupSnapshot, span: RevenueSpan, by: RevenueGrouping): SQL {
  // Each click has exactly one bookmaker, so the bookmaker rows add up to every click.
  const dimension = by === "total" ? "bookmaker" : by;
  return sql`(select r.bucket, r.key, r.clicks from ${spanRows(snapshot, AFFILIATE_CLICKS, hourSpan(span))} r where r.dimension = ${dimension})`;
}

/** Clicks per key, made in the span. */
export async function clickCounts(snapshot: RollupSnapshot, span: RevenueSpan, by: RevenueGrouping): Promise<Map<string, number>> {
  const key = by === "total" ? sql`''` : sql`c.key`;
  const rows = await queryRows<{ k: string; n: unknown }>(
    snapshot.tx,
    "revenue.click-counts",
    sql`select ${key} as k, sum(c.clicks)::bigint as n from ${clickRows(snapshot, span, by)} c group by 1`,
  );
  return new Map(rows.map((r) => [r.k, Number(r.n)]));
}

/** One group's sums; `currency` null is the counts row, `day` null the whole span. */
export type ConversionSumRow = {
  key: string;
  attributed: boolean;
  currency: string | null;
  day: string | null;
  registrations: number;
  firstDeposits: number;
  /** Exact numeric sums as text; null when nothing was summed. */
  reported: string | null;
  estimated: string | null;
};

/**
 * Conversions and imported report rows in the span, summed in SQL per key, attribution and
 * currency (and per day when `daily`). A conversion counts on its click's day (click_at, indexed),
 * an unattributed one on the day it occurred; report rows on their day, attributed (the
 * programme reports them against our sub-id), with their registrations, first deposits and
 * commission. Where a report covers a bookmaker's day, its postbacks of that day do not count
 * (report-precedence.ts). Estimates use the deal terms in force on each event's own day.
 */
export async function conversionSums(db: DbOrTx, span: RevenueSpan, by: RevenueGrouping, daily: boolean): Promise<ConversionSumRow[]> {
  const days = reportDays(span);
  // A report row's sub-id is our click id when the programme passed it through (or an alias of it): its click says where it came from.
  const reportClick = byClick(by)
    ? sql`left join affiliate_click_aliases ca on ca.alias_id = r.sub_id left join affiliate_clicks c on c.click_id = coalesce(ca.click_id, r.sub_id) ${variantsOf(by, "c")}`
    : sql``;
  const groups = daily ? sql`grouping sets ((k, attributed, currency), (k, attributed, currency, day))` : sql`k, attributed, currency`;
  const day = (expr: SQL) => (daily ? expr : sql`null::date`);
  // Totals and bookmakers come from the conversion rollups (a few rows a day); a breakdown by
  // where the click was needs each conversion's own page, placement, country or variants.
  const conversions = byClick(by)
    ? sql`
        select ${keyOf(by, "v", sql`v.bookmaker_id`)} as k, v.click_at is not null as attributed, coalesce(v.currency, '') as currency,
          ${day(sql`(coalesce(v.click_at, v.occurred_at) at time zone 'UTC')::date`)} as day, v.bookmaker_id, ${conversionMeasures}
        from affiliate_conversions v ${variantsOf(by, "v")}
        where ((v.click_at >= ${at(span.from)} and v.click_at < ${at(span.to)})
          or (v.click_at is null and v.occurred_at >= ${at(span.from)} and v.occurred_at < ${at(span.to)}))
          and not ${reportCovers(sql`v.bookmaker_id`, sql`(v.occurred_at at time zone 'UTC')::date`)}`
    : sql`
        select ${keyOf(by, "v", sql`v.bookmaker_id`)} as k, v.attributed, v.currency, ${day(sql`(v.bucket at time zone 'UTC')::date`)} as day, v.bookmaker_id,
          v.registrations, v.first_deposits, v.reported, v.share_base, v.cpa_count, v.event_day
        from affiliate_conversion_rollups v
        where ${rollupBuckets(span)} and not ${reportCovers(sql`v.bookmaker_id`, sql`v.event_day`)}`;
  const rows = await queryRows<{
    k: string;
    attributed: boolean;
    currency: string | null;
    day: string | null;
    registrations: unknown;
    first_deposits: unknown;
    reported: string | null;
    estimated: string | null;
  }>(
    db,
    "revenue.conversion-sums",
    sql`
      with ${termsInForce}, a as (
        select k, attributed, currency, day, bookmaker_id, event_day, sum(registrations) as registrations, sum(first_deposits) as first_deposits,
          sum(reported) as reported, sum(share_base) as share_base, sum(cpa_count) as cpa_count
        from (
          ${conversions}
          union all
          select ${keyOf(by, "c", sql`r.bookmaker_id`)}, true, r.currency, ${day(sql`r.day`)}, r.bookmaker_id,
            r.registrations, r.first_deposits, r.commission, null::numeric, 0, r.day
          from affiliate_report_rows r ${reportClick}
          where r.day >= ${days.first}::date and r.day < ${days.end}::date
        ) x
        group by k, attributed, currency, day, bookmaker_id, event_day
      )
      select k, attributed, currency, ${daily ? sql`case when grouping(day) = 0 then day::text end` : sql`null::text`} as day,
        sum(registrations)::int as registrations, sum(first_deposits)::int as first_deposits,
        round(sum(reported), 4)::text as reported, round(sum(estimated), 4)::text as estimated
      from (
        select a.k, a.attributed, f.currency, a.day, f.registrations, f.first_deposits, f.reported, f.estimated
        from a ${termsOfEventDay} ${dealTermRows}
      ) y
      group by ${groups}`,
  );
  return rows.map((r) => ({
    key: r.k,
    attributed: r.attributed === true || String(r.attributed) === "true",
    currency: r.currency,
    day: r.day,
    registrations: Number(r.registrations ?? 0),
    firstDeposits: Number(r.first_deposits ?? 0),
    reported: r.reported,
    estimated: r.estimated,
  }));
}

/** Clicks per bookmaker and UTC day of the click, for the CSV export. */
export async function clickCountsByDay(snapshot: RollupSnapshot, span: RevenueSpan): Promise<{ bookmakerId: number; day: string; clicks: number }[]> {
  const rows = await queryRows<{ bookmaker_id: unknown; day: string; n: unknown }>(
    snapshot.tx,
    "revenue.click-counts-by-day",
    sql`
      select c.key as bookmaker_id, (c.bucket at time zone 'UTC')::date::text as day, sum(c.clicks)::bigint as n
      from ${clickRows(snapshot, span, "bookmaker")} c
      group by 1, 2`,
  );
  return rows.map((r) => ({ bookmakerId: Number(r.bookmaker_id), day: r.day, clicks: Number(r.n) }));
}
