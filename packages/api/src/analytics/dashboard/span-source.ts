import { sql, type SQL } from "@eb/db";
import type { RollupStream } from "@eb/db/schema";
import { clickDeltas } from "../rollup/click-rollup";
import { countryClickDeltas, countryViewDeltas, eventTypeDeltas, redirectClickDeltas, trackedClickDeltas } from "../rollup/count-deltas";
import { HOURS_ONLY } from "../rollup/grains";
import { pageDeltas } from "../rollup/page-deltas";
import { spanSegments, type HourSpan } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { spanEnd } from "./span-filter";

/** A rolled-up table, its counted columns, and how the raw tail's rows of the same shape are made. */
export type Facet = { table: string; columns: string[]; tail: (tail: Record<RollupStream, SQL>) => SQL };

export const EVENT_TYPES: Facet = {
  table: "analytics_rollup_events",
  columns: ["event_type", "n"],
  tail: (t) => eventTypeDeltas(t.events, HOURS_ONLY),
};

export const PAGES: Facet = {
  table: "analytics_rollup_pages",
  columns: ["page", "views", "clicks", "scroll_25", "scroll_50", "scroll_75", "scroll_100"],
  tail: (t) => pageDeltas(t.events, HOURS_ONLY),
};

export const BOOKMAKERS: Facet = {
  table: "analytics_rollup_bookmakers",
  columns: ["bookmaker_id", "tracked_clicks", "redirect_clicks"],
  tail: (t) => sql`${trackedClickDeltas(t.events, HOURS_ONLY)} union all ${redirectClickDeltas(t.redirects, HOURS_ONLY)}`,
};

export const COUNTRIES: Facet = {
  table: "analytics_rollup_countries",
  columns: ["country", "views", "clicks", "refused"],
  tail: (t) => sql`${countryViewDeltas(t.events, HOURS_ONLY)} union all ${countryClickDeltas(t.redirects, HOURS_ONLY)}`,
};

/** Affiliate clicks (revenue domain) per dimension and key. */
export const AFFILIATE_CLICKS: Facet = {
  table: "affiliate_click_rollups",
  columns: ["dimension", "key", "clicks"],
  tail: (t) => clickDeltas(t.clicks, HOURS_ONLY),
};

const iso = (d: Date) => d.toISOString();

/**
 * A facet's rows for a span, as (grain, bucket, ...columns): whole days from the daily rollup,
 * the edge hours from the hourly one, and the raw tail's hours. Every event of the span is in
 * exactly one of them. With `hourly`, the whole span is read hour by hour (charts, hour of day).
 */
export function spanRows(snapshot: RollupSnapshot, facet: Facet, span: HourSpan, opts: { hourly?: boolean } = {}): SQL {
  const cols = sql.raw(facet.columns.join(", "));
  const table = sql.identifier(facet.table);
  const parts: SQL[] = [];
  const segments = opts.hourly ? { days: null, hours: [{ from: span.fromHour, to: spanEnd(span) }] } : spanSegments(span);
  if (segments.days) {
    parts.push(sql`select grain, bucket, ${cols} from ${table}
      where grain = 'day' and bucket >= ${iso(segments.days.from)}::timestamptz and bucket < ${iso(segments.days.to)}::timestamptz`);
  }
  for (const h of segments.hours) {
    parts.push(sql`select grain, bucket, ${cols} from ${table}
      where grain = 'hour' and bucket >= ${iso(h.from)}::timestamptz and bucket < ${iso(h.to)}::timestamptz`);
  }
  parts.push(sql`select grain, bucket, ${cols} from (${facet.tail(snapshot.tail)}) tail
    where bucket >= ${iso(span.fromHour)}::timestamptz and bucket <= ${iso(span.toHour)}::timestamptz`);
  return sql`(${sql.join(parts, sql` union all `)})`;
}
