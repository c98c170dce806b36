import { queryRows, sql } from "@eb/db";
import type { HourSpan } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { num } from "./span-filter";
import { COUNTRIES, spanRows } from "./span-source";

/** A visitor country's figures in a span: '' gathers visitors the server could not place. */
export type CountryStat = { country: string; views: number; clicks: number; refused: number };

/**
 * Consented page views, /go clicks and refused /go clicks (bookmakers not licensed there) per
 * visitor country over the span, most viewed first. At most one row per ISO country and one for
 * unknown, so the whole list goes to the card.
 */
export async function countryStats(snapshot: RollupSnapshot, span: HourSpan): Promise<CountryStat[]> {
  const rows = await queryRows<{ country: string; views: unknown; clicks: unknown; refused: unknown }>(
    snapshot.tx,
    "analytics.country-stats",
    sql`
      select country, sum(views) as views, sum(clicks) as clicks, sum(refused) as refused
      from ${spanRows(snapshot, COUNTRIES, span)} r group by country`,
  );
  return rows
    .map((r) => ({ country: r.country, views: num(r.views), clicks: num(r.clicks), refused: num(r.refused) }))
    .filter((r) => r.views + r.clicks + r.refused > 0)
    .sort((a, b) => b.views - a.views || b.clicks - a.clicks || b.refused - a.refused || a.country.localeCompare(b.country));
}
