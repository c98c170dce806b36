import { queryRows, sql, type SQL } from "@eb/db";
import type { RevenueBreakdown } from "../contracts";
import type { DbOrTx } from "../platform";
import { conversionFacts } from "./estimated-commission";

/** Instants [from, to). */
export type RevenueSpan = { from: Date; to: Date };

/** What the figures are grouped by: a breakdown, or `total` for one row. */
export type RevenueGrouping = RevenueBreakdown | "total";

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A report row is per UTC day: it belongs to the span when its day starts inside it, so a day is
 * in exactly one of two adjacent spans (the previous period and this one never share a day).
 */
export function reportDays(span: RevenueSpan): { first: string; end: string } {
  return { first: dayOf(Math.ceil(span.from.getTime() / DAY_MS) * DAY_MS), end: dayOf(Math.ceil(span.to.getTime() / DAY_MS) * DAY_MS) };
}

/** The grouping key of a row whose click (if any) is `c` and bookmaker is `bookmaker`: '' for none. */
function keyOf(by: RevenueGrouping, bookmaker: SQL): SQL {
  switch (by) {
    case "total":
      return sql`''`;
    case "bookmaker":
      return sql`${bookmaker}::text`;
    case "page":
      return sql`coalesce(c.page, '')`;
    case "placement":
      return sql`coalesce(c.placement, '')`;
    case "country":
      return sql`coalesce(c.country, '')`;
    case "variant":
      return sql`coalesce((e.value ->> 'testId') || ':' || (e.value ->> 'variantId'), '')`;
  }
}

const needsClick = (by: RevenueGrouping) => by !== "total" && by !== "bookmaker";
/** A click in several tests counts once in each test's variant. */
const variantsOf = (by: RevenueGrouping) => (by === "variant" ? sql`left join lateral jsonb_array_elements(c.variants) e on true` : sql``);

/** Clicks per key, created in the span (BRIN on created_at; the bookmaker index for the bookmaker grouping). */
export async function clickCounts(db: DbOrTx, span: RevenueSpan, by: RevenueGrouping): Promise<Map<string, number>> {
  const rows = await queryRows<{ k: string; n: unknown }>(
    db,
    "revenue.click-counts",
    sql`
      select ${keyOf(by, sql`c.bookmaker_id`)} as k, count(*)::int as n
      from affiliate_clicks c ${variantsOf(by)}
      where c.created_at >= ${at(span.from)} and c.created_at < ${at(span.to)}
      group by 1`,
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
 * programme reports them against our sub-id).
 */
export async function conversionSums(db: DbOrTx, span: RevenueSpan, by: RevenueGrouping, daily: boolean): Promise<ConversionSumRow[]> {
  const days = reportDays(span);
  const click = (on: SQL) => (needsClick(by) ? sql`left join affiliate_clicks c on ${on} ${variantsOf(by)}` : sql``);
  const groups = daily ? sql`grouping sets ((k, attributed, currency), (k, attributed, currency, day))` : sql`k, attributed, currency`;
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
      select k, attributed, currency, ${daily ? sql`case when grouping(day) = 0 then day::text end` : sql`null::text`} as day,
        sum(registrations)::int as registrations, sum(first_deposits)::int as first_deposits,
        round(sum(reported), 4)::text as reported, round(sum(estimated), 4)::text as estimated
      from (
        select ${keyOf(by, sql`v.bookmaker_id`)} as k, v.click_at is not null as attributed, f.currency,
          (coalesce(v.click_at, v.occurred_at) at time zone 'UTC')::date as day,
          f.registrations, f.first_deposits, f.reported, f.estimated
        from affiliate_conversions v
          left join affiliate_programs p on p.bookmaker_id = v.bookmaker_id
          ${click(sql`v.click_at is not null and c.click_id = v.click_id`)}
          ${conversionFacts}
        where (v.click_at >= ${at(span.from)} and v.click_at < ${at(span.to)})
          or (v.click_at is null and v.occurred_at >= ${at(span.from)} and v.occurred_at < ${at(span.to)})
        union all
        select ${keyOf(by, sql`r.bookmaker_id`)}, true, r.currency, r.day, 0, 0, r.commission, null::numeric
        from affiliate_report_rows r ${click(sql`c.click_id = r.sub_id`)}
        where r.day >= ${days.first}::date and r.day < ${days.end}::date
      ) x
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
export async function clickCountsByDay(db: DbOrTx, span: RevenueSpan): Promise<{ bookmakerId: number; day: string; clicks: number }[]> {
  const rows = await queryRows<{ bookmaker_id: unknown; day: string; n: unknown }>(
    db,
    "revenue.click-counts-by-day",
    sql`
      select c.bookmaker_id, (c.created_at at time zone 'UTC')::date::text as day, count(*)::int as n
      from affiliate_clicks c
      where c.created_at >= ${at(span.from)} and c.created_at < ${at(span.to)}
      group by 1, 2`,
  );
  return rows.map((r) => ({ bookmakerId: Number(r.bookmaker_id), day: r.day, clicks: Number(r.n) }));
}
