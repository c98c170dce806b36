import { queryRows, sql } from "@eb/db";
import type { HourSpan } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { num } from "./span-filter";
import { BOOKMAKERS, spanRows } from "./span-source";

/** Clicks of one bookmaker in a span and the span before; id 0 gathers tracked clicks naming no known bookmaker. */
export type BookmakerClicks = {
  id: number;
  name: string | null;
  tracked: number;
  previousTracked: number;
  redirects: number;
  previousRedirects: number;
};

/**
 * Consented tracker clicks (analytics events) and server-side /go clicks (redirect hits) per
 * bookmaker, in the span and in the previous one, with the bookmaker's current name.
 */
export async function bookmakerClicks(snapshot: RollupSnapshot, span: HourSpan, previous: HourSpan | null): Promise<BookmakerClicks[]> {
  const period = (s: HourSpan, label: string) =>
    sql`select bookmaker_id, ${label} as period, sum(tracked_clicks) as tracked, sum(redirect_clicks) as redirects
        from ${spanRows(snapshot, BOOKMAKERS, s)} r group by bookmaker_id`;
  const periods = previous ? sql`${period(span, "current")} union all ${period(previous, "previous")}` : period(span, "current");
  const rows = await queryRows<{
    id: unknown;
    name: string | null;
    tracked: unknown;
    previous_tracked: unknown;
    redirects: unknown;
    previous_redirects: unknown;
  }>(
    snapshot.tx,
    "analytics.bookmaker-clicks",
    sql`
      select p.bookmaker_id as id, b.name,
        sum(p.tracked) filter (where p.period = 'current') as tracked,
        sum(p.tracked) filter (where p.period = 'previous') as previous_tracked,
        sum(p.redirects) filter (where p.period = 'current') as redirects,
        sum(p.redirects) filter (where p.period = 'previous') as previous_redirects
      from (${periods}) p left join bookmakers b on b.id = p.bookmaker_id
      group by p.bookmaker_id, b.name`,
  );
  return rows
    .map((r) => ({
      id: num(r.id),
      name: r.name,
      tracked: num(r.tracked),
      previousTracked: num(r.previous_tracked),
      redirects: num(r.redirects),
      previousRedirects: num(r.previous_redirects),
    }))
    .sort((a, b) => b.tracked - a.tracked || b.redirects - a.redirects || a.id - b.id);
}
