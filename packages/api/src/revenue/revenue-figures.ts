import { queryRows, sql, type Db } from "@eb/db";
import type { RangePreset, RevenueBreakdown } from "../contracts";
import { resolveRange, withRollupSnapshot, type RollupSnapshot } from "../analytics";
import { HOUR_MS, type DbOrTx } from "../platform";
import { decimalPerCount, ratePerClick } from "./per-click";
import { clickCounts, conversionSums, type ConversionSumRow, type RevenueSpan } from "./revenue-query";

export type RevenueMoney = { currency: string; reported: string; estimated: string; epc: string | null };
export type RevenueFigure = { clicks: number; registrations: number; firstDeposits: number; clickToDeposit: number | null; money: RevenueMoney[] };
export type RevenueBreakdownRow = RevenueFigure & { key: string; label: string };
export type RevenueFigures = {
  range: { from: string; to: string; previous: { from: string; to: string } | null };
  current: RevenueFigure;
  previous: RevenueFigure | null;
  unattributed: { registrations: number; firstDeposits: number; money: Omit<RevenueMoney, "epc">[] };
  breakdown: { by: RevenueBreakdown; rows: RevenueBreakdownRow[] };
  daily: { day: string; currency: string; reported: string; estimated: string }[];
};

/** A breakdown by page can be long: the card shows the rows that earned or clicked most. */
export const BREAKDOWN_ROW_LIMIT = 100;
const ZERO = "0.0000";

/** Counts and money (per currency, never mixed) of one key's whole-span rows. */
function figureOf(clicks: number, rows: ConversionSumRow[]): RevenueFigure {
  let registrations = 0;
  let firstDeposits = 0;
  const money: RevenueMoney[] = [];
  for (const r of rows) {
    if (r.currency === null) {
      registrations += r.registrations;
      firstDeposits += r.firstDeposits;
    } else if (r.reported !== null || r.estimated !== null) {
      const reported = r.reported ?? ZERO;
      money.push({ currency: r.currency, reported, estimated: r.estimated ?? ZERO, epc: decimalPerCount(reported, clicks) });
    }
  }
  money.sort((a, b) => a.currency.localeCompare(b.currency));
  return { clicks, registrations, firstDeposits, clickToDeposit: ratePerClick(firstDeposits, clicks), money };
}

const wholeSpan = (rows: ConversionSumRow[]) => rows.filter((r) => r.day === null);

/** The figures of one span per key: clicks from affiliate_clicks, the rest attributed to them. */
async function figuresByKey(snapshot: RollupSnapshot, span: RevenueSpan, by: RevenueBreakdown | "total", daily: boolean) {
  const clicks = await clickCounts(snapshot, span, by);
  const sums = await conversionSums(snapshot.tx, span, by, daily);
  const keys = new Set([...clicks.keys(), ...sums.filter((r) => r.attributed).map((r) => r.key)]);
  const figures = new Map<string, RevenueFigure>();
  for (const key of keys) {
    figures.set(
      key,
      figureOf(
        clicks.get(key) ?? 0,
        wholeSpan(sums).filter((r) => r.attributed && r.key === key),
      ),
    );
  }
  return { figures, sums };
}

const emptyFigure = (): RevenueFigure => figureOf(0, []);

/**
 * Readable names: a bookmaker's, or a variant's as "Test: Variant" (ids of deleted bookmakers and
 * tests stay as they are, and the screen names them by number).
 */
async function labelsFor(db: DbOrTx, by: RevenueBreakdown): Promise<Map<string, string>> {
  if (by === "bookmaker") {
    const rows = await queryRows<{ id: string; name: string }>(db, "revenue.bookmaker-names", sql`select id::text as id, name from bookmakers`);
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  if (by === "variant") {
    const rows = await queryRows<{ id: string; name: string }>(
      db,
      "revenue.variant-names",
      sql`select v.test_id || ':' || v.id as id, t.name || ': ' || v.name as name from ab_test_variants v join ab_tests t on t.id = v.test_id`,
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  return new Map();
}

/** Rows that earned (first deposits, then clicks) first; '' (no page, no variant…) like any key. */
export function rankBreakdown(rows: RevenueBreakdownRow[]): RevenueBreakdownRow[] {
  return [...rows].sort((a, b) => b.firstDeposits - a.firstDeposits || b.clicks - a.clicks || a.key.localeCompare(b.key)).slice(0, BREAKDOWN_ROW_LIMIT);
}

/** The span a preset covers in whole UTC hours (the Analytics tab's), and the one just before it. */
export function revenueSpans(preset: RangePreset, now: Date) {
  const range = resolveRange(preset, now);
  const current: RevenueSpan = { from: range.fromHour, to: new Date(range.toHour.getTime() + HOUR_MS) };
  const previous: RevenueSpan | null = range.previous ? { from: range.previous.fromHour, to: range.fromHour } : null;
  return { range, current, previous };
}

/**
 * The Revenue card: the range's figures and the previous period's, what came in unattributed,
 * one breakdown and commission per day. Each figure is a SQL numeric sum, per currency. Read in
 * one snapshot, so a rollup committing meanwhile neither drops nor doubles a click.
 */
export function revenueFigures(db: Db, input: { range: RangePreset; breakdown: RevenueBreakdown }, now: Date): Promise<RevenueFigures> {
  return withRollupSnapshot(db, (snapshot) => figuresIn(snapshot, input, now));
}

async function figuresIn(snapshot: RollupSnapshot, input: { range: RangePreset; breakdown: RevenueBreakdown }, now: Date): Promise<RevenueFigures> {
  // A year of conversions is summed per day and bookmaker: in memory, not sorted on disk (measured
  // with 100,000 conversions: 371 ms with the default 4 MB, 185 ms with this).
  await snapshot.tx.execute(sql`set local work_mem = '64MB'`);
  const { range, current, previous } = revenueSpans(input.range, now);
  const total = await figuresByKey(snapshot, current, "total", true);
  const before = previous ? await figuresByKey(snapshot, previous, "total", false) : null;
  const split = await figuresByKey(snapshot, current, input.breakdown, false);
  const labels = await labelsFor(snapshot.tx, input.breakdown);

  const unattributedRows = wholeSpan(total.sums).filter((r) => !r.attributed);
  const unattributed = figureOf(0, unattributedRows);
  const daily = total.sums
    .filter((r) => r.attributed && r.day !== null && r.currency !== null && (r.reported !== null || r.estimated !== null))
    .map((r) => ({ day: r.day!, currency: r.currency!, reported: r.reported ?? ZERO, estimated: r.estimated ?? ZERO }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency));

  return {
    range: {
      from: range.fromHour.toISOString(),
      to: range.to.toISOString(),
      previous: previous ? { from: previous.from.toISOString(), to: previous.to.toISOString() } : null,
    },
    current: total.figures.get("") ?? emptyFigure(),
    previous: before ? (before.figures.get("") ?? emptyFigure()) : null,
    unattributed: {
      registrations: unattributed.registrations,
      firstDeposits: unattributed.firstDeposits,
      money: unattributed.money.map(({ currency, reported, estimated }) => ({ currency, reported, estimated })),
    },
    breakdown: {
      by: input.breakdown,
      rows: rankBreakdown([...split.figures].map(([key, f]) => ({ key, label: labels.get(key) ?? key, ...f }))),
    },
    daily,
  };
}

/** The Bookmakers tab: each bookmaker's clicks, first deposits and EPC over the last 30 days. */
export async function bookmakerRevenue(db: Db, now: Date): Promise<(RevenueFigure & { bookmakerId: number })[]> {
  const { current } = revenueSpans("30d", now);
  const { figures } = await withRollupSnapshot(db, (snapshot) => figuresByKey(snapshot, current, "bookmaker", false));
  return [...figures].map(([key, f]) => ({ bookmakerId: Number(key), ...f })).sort((a, b) => a.bookmakerId - b.bookmakerId);
}
