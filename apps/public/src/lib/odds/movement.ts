import { DAY_MS, formatShortDate, formatTime, type OddsHistory, type OddsSeries, type OddsSide } from "@eb/api/shared";

/**
 * The movement chart's and its table's view of the price history (issue 25). The history is
 * change-only: a point is a new price, which holds until the next one. So the chart draws steps,
 * not slopes between changes, and the table carries each price forward to later times.
 */

export type PricePoint = { at: number; price: number };

export type SideSeries = { bookmakerId: number; bookmakerName: string; points: PricePoint[] };

/** Each bookmaker's points on one side, oldest first, with times as milliseconds. */
export function sideSeries(history: Pick<OddsHistory, "series">, side: OddsSide): SideSeries[] {
  return history.series
    .filter((s: OddsSeries) => s.side === side && s.points.length > 0)
    .map((s) => ({
      bookmakerId: s.bookmakerId,
      bookmakerName: s.bookmakerName,
      points: s.points.map((p) => ({ at: Date.parse(p.at), price: p.price })).sort((a, b) => a.at - b.at),
    }));
}

/** The sides the history prices, in the table's order. */
export function historySides(history: Pick<OddsHistory, "series">): OddsSide[] {
  const priced = new Set(history.series.filter((s) => s.points.length > 0).map((s) => s.side));
  return (["teamA", "draw", "teamB"] as const).filter((side) => priced.has(side));
}

/** The price that held at an instant: the last one at or before it (null before the first). */
export function priceAt(points: readonly PricePoint[], at: number): number | null {
  let price: number | null = null;
  for (const p of points) {
    if (p.at > at) break;
    price = p.price;
  }
  return price;
}

/**
 * A line's corners for a step chart: each new price starts where the last one ended (same time,
 * old price, then new price), and the last price runs on to `until` (the latest time the prices
 * were seen) when that is later.
 */
export function stepPoints(points: readonly PricePoint[], until: number): PricePoint[] {
  const steps: PricePoint[] = [];
  for (const p of points) {
    const previous = steps[steps.length - 1];
    if (previous && previous.price !== p.price) steps.push({ at: p.at, price: previous.price });
    steps.push(p);
  }
  const last = steps[steps.length - 1];
  if (last && until > last.at) steps.push({ at: until, price: last.price });
  return steps;
}

export type MovementRow = { at: number; prices: (number | null)[] };

/** The table behind the chart: one row per time any bookmaker's price changed, each bookmaker's price at that time. */
export function movementRows(series: readonly SideSeries[]): MovementRow[] {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.at)))].sort((a, b) => a - b);
  return times.map((at) => ({ at, prices: series.map((s) => priceAt(s.points, at)) }));
}

/** The price axis' range over the lines, padded a little so no line runs along the chart's edge. */
export function priceDomain(series: readonly SideSeries[]): [number, number] {
  const prices = series.flatMap((s) => s.points.map((p) => p.price));
  if (prices.length === 0) return [1, 2];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const pad = Math.max((high - low) * 0.1, 0.05);
  return [Math.max(1, low - pad), high + pad];
}

/**
 * A time axis label that stays short on a phone: over a few days, the time of day, and the date
 * where a day starts (the axis' ticks fall on whole hours); over longer, the date alone.
 */
export function timeTickLabel(at: number, spanMs: number, timeZone: string): string {
  const time = formatTime(new Date(at), timeZone);
  return spanMs > 3 * DAY_MS || time === "00:00" ? formatShortDate(new Date(at), timeZone) : time;
}

/** How many time labels fit a chart this wide (one per 110 px, at least 2). */
export const timeTickCount = (width: number) => Math.max(2, Math.floor(width / 110));
