import { queryRows, sql, type Db } from "@eb/db";
import { authorizeExportRange, csvLine, withRollupSnapshot } from "../analytics";
import { clickCountsByDay, conversionSums, type RevenueSpan } from "./revenue-query";

/** Beside the events export, for the same date range of the Export card. */
export const REVENUE_EXPORT_ROUTE = "/api/admin/analytics/revenue.csv";

/**
 * One line per UTC day, bookmaker and attribution for the counts (currency empty), and one per
 * currency for the money (counts empty), so no column ever adds amounts of two currencies or
 * repeats a count. `attribution`: "click" (on the click's day, report rows on their day) or
 * "unattributed" (click id unknown, on the day it occurred). `go_clicks`: the /go clicks given a
 * click id (counted by the server for every visitor, as on the Revenue card), never tracked clicks.
 */
export const REVENUE_EXPORT_COLUMNS = [
  "day",
  "bookmaker_id",
  "bookmaker",
  "attribution",
  "currency",
  "go_clicks",
  "registrations",
  "first_deposits",
  "commission_reported",
  "commission_estimated",
] as const;

/** The lines of the CSV for [from, to): a few per day and bookmaker, so built at once. */
export async function revenueCsvLines(db: Db, span: RevenueSpan): Promise<string[]> {
  const { clicks, sums } = await withRollupSnapshot(db, async (snapshot) => ({
    clicks: await clickCountsByDay(snapshot, span),
    sums: (await conversionSums(snapshot.tx, span, "bookmaker", true)).filter((r) => r.day !== null),
  }));
  const names = new Map(
    (await queryRows<{ id: string; name: string }>(db, "revenue.export-bookmaker-names", sql`select id::text as id, name from bookmakers`)).map((r) => [
      r.id,
      r.name,
    ]),
  );
  type Counts = { clicks: number; registrations: number; firstDeposits: number };
  const counts = new Map<string, Counts>();
  const countsOf = (day: string, bookmaker: string, attribution: string) => {
    const key = `${day}\u0000${bookmaker}\u0000${attribution}`;
    let c = counts.get(key);
    if (!c) counts.set(key, (c = { clicks: 0, registrations: 0, firstDeposits: 0 }));
    return c;
  };
  const money: string[][] = [];
  for (const c of clicks) countsOf(c.day, String(c.bookmakerId), "click").clicks += c.clicks;
  for (const r of sums) {
    const attribution = r.attributed ? "click" : "unattributed";
    if (r.currency === null) {
      if (r.registrations + r.firstDeposits === 0) continue;
      const c = countsOf(r.day!, r.key, attribution);
      c.registrations += r.registrations;
      c.firstDeposits += r.firstDeposits;
    } else if (r.reported !== null || r.estimated !== null) {
      money.push([r.day!, r.key, attribution, r.currency, r.reported ?? "0.0000", r.estimated ?? "0.0000"]);
    }
  }
  const lines: { sort: string; line: string }[] = [];
  for (const [key, c] of counts) {
    const [day, bookmaker, attribution] = key.split("\u0000") as [string, string, string];
    lines.push({
      sort: `${key}\u0000`,
      line: csvLine([day, bookmaker, names.get(bookmaker) ?? "", attribution, "", c.clicks, c.registrations, c.firstDeposits, "", ""]),
    });
  }
  for (const [day, bookmaker, attribution, currency, reported, estimated] of money) {
    lines.push({
      sort: `${day}\u0000${bookmaker}\u0000${attribution}\u0000${currency}`,
      line: csvLine([day, bookmaker, names.get(bookmaker!) ?? "", attribution, currency, "", "", "", reported, estimated]),
    });
  }
  lines.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0));
  return [csvLine(REVENUE_EXPORT_COLUMNS), ...lines.map((l) => l.line)];
}

/**
 * The revenue CSV of the Export card's range: the same admin checks, limits and range rules as
 * the events export, and its own `view_analytics` audit row written before the first byte.
 */
export async function startRevenueExport(db: Db, token: string | undefined, now: Date, query: unknown): Promise<{ filename: string; lines: string[] }> {
  const range = await authorizeExportRange(db, token, now, query, { route: REVENUE_EXPORT_ROUTE, resourceId: "revenue-export" });
  return { filename: `analytics-revenue-${range.fromDay}-to-${range.toDay}.csv`, lines: await revenueCsvLines(db, { from: range.from, to: range.to }) };
}
