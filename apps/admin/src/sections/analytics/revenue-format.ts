import type { RangePreset } from "@eb/api/contracts";
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
