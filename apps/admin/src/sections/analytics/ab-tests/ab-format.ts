import { formatSignedPercent } from "../analytics-format";

/** Pure text for the A/B test figures (rates, lifts, confidence, dates), unit-tested beside this file. */

/** "3.25%": a conversion rate (a fraction), two decimals, since rates are often small. */
export const formatRate = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** "+12.3%" / "−4.0%": a relative lift (a fraction), signed with a true minus sign. */
export const formatLift = (fraction: number) => formatSignedPercent(fraction * 100);

/** "−3.1% to +27.6%": the lift's interval. */
export const formatInterval = ([lo, hi]: readonly [number, number]) => `${formatLift(lo)} to ${formatLift(hi)}`;

/** "97.2%": how sure the lift is (1 − p); never rounded up to a certainty it does not have. */
export function formatConfidence(confidence: number): string {
  const percent = confidence * 100;
  return percent >= 99.95 ? ">99.9%" : `${percent.toFixed(1)}%`;
}

/** "p = 0.023", "p < 0.001". */
export const formatPValue = (p: number) => (p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`);

/** A test's start or end (an ISO string over HTTP) in the admin's locale, or the given text when unset. */
export function formatDate(iso: string | null, unset: string, locale?: string): string {
  return iso ? new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }) : unset;
}

/** "1 session", "31 sessions". */
export const sessionsText = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "session" : "sessions"}`;
