import type { RangePreset } from "@eb/api/contracts";
import { DAY_MS } from "@eb/api/shared";
import { changeText, countryLabel, type ChangeText } from "./analytics-format";

/** Pure text for the Revenue card (issue 27), unit-tested beside this file. */

export const BREAKDOWN_LABELS = {
  bookmaker: "Bookmaker",
  page: "Page",
  placement: "Placement",
  country: "Country",
  variant: "A/B variant",
} as const;

/**
 * "EUR 1,234.57": an exact decimal string rounded half away from zero to cents as text (no float
 * touches the amount), digits grouped, with its ISO currency code so currencies are never confused.
 */
export function formatMoney(currency: string, amount: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return `${currency} ${amount}`.trim();
  const [, sign, whole, fraction = ""] = m;
  let cents = BigInt(whole! + fraction.padEnd(2, "0").slice(0, 2));
  if ((fraction[2] ?? "0") >= "5") cents += 1n;
  const text = cents.toString().padStart(3, "0");
  const grouped = text.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const negative = sign === "-" && cents !== 0n;
  return `${currency || "(no currency)"} ${negative ? "−" : ""}${grouped}.${text.slice(-2)}`;
}

/** "12.5%" of a 0..1 rate, "—" without clicks. */
export const formatRate = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(1)}%`);

/** The comparison with the previous period, as the stat cards word it. */
export function revenueChange(current: number, previous: number | null, preset: RangePreset): ChangeText {
  const change = previous === null || previous === 0 ? null : ((current - previous) / previous) * 100;
  return changeText({ current, previous, change }, preset);
}

/** A breakdown key as the admin reads it: '' is what had no value (no page, no variant, unknown country). */
export function breakdownKeyLabel(by: keyof typeof BREAKDOWN_LABELS, key: string, label: string): string {
  if (by === "country") return countryLabel(key);
  if (key === "") return by === "variant" ? "In no test" : by === "bookmaker" ? "Unknown bookmaker" : "Not recorded";
  if (by === "variant" && label === key) {
    // A deleted test's variant has no name any more.
    const [test, variant] = key.split(":");
    return `Test #${test}, variant #${variant}`;
  }
  return label;
}

type Money = { currency: string; reported: string; estimated: string; epc: string | null };

/**
 * The commission table's rows: every currency of this period or the previous one, so a currency
 * that fell to nothing stays in the table (at 0, −100 %) rather than vanishing.
 */
export function commissionRows(current: Money[], previous: Money[] | null): { money: Money; before: Money | null }[] {
  const before = new Map((previous ?? []).map((m) => [m.currency, m]));
  const now = new Map(current.map((m) => [m.currency, m]));
  const currencies = [...new Set([...now.keys(), ...before.keys()])].sort();
  return currencies.map((currency) => ({
    money: now.get(currency) ?? { currency, reported: "0", estimated: "0", epc: null },
    before: before.get(currency) ?? null,
  }));
}

/**
 * The chart's bars: every UTC day of [from, to] for each currency with commission in the range, a
 * day without any at 0 (a line between two CPA days would draw money on the days between).
 */
export function dailyBars(daily: { day: string; currency: string; reported: string }[], from: string, to: string) {
  const days: string[] = [];
  for (let d = Date.parse(`${from.slice(0, 10)}T00:00:00Z`); d <= Date.parse(to); d += DAY_MS) days.push(new Date(d).toISOString().slice(0, 10));
  const byCurrency = new Map<string, Map<string, string>>();
  for (const d of daily) {
    const days = byCurrency.get(d.currency) ?? new Map<string, string>();
    days.set(d.day, d.reported);
    byCurrency.set(d.currency, days);
  }
  return [...byCurrency].map(([currency, amounts]) => ({ currency, points: days.map((day) => ({ day, reported: amounts.get(day) ?? "0" })) }));
}
