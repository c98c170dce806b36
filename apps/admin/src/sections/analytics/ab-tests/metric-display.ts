import type { AbTargetMetric } from "@eb/api/contracts";
import { formatDate, formatRate } from "./ab-format";
import type { AbResults } from "./ab-test-types";

/**
 * How the results of a test read for its target metric: a rate for the conversion metrics, an
 * amount per exposed session for revenue (in the one currency the server counted it in).
 */
export type MetricFigures = {
  conversionsHeader: string;
  rateHeader: string;
  /** The chart's caption, before ", per hour (UTC)". */
  chartTitle: string;
  /** The verdict's words: "it … the control". */
  betterThan: string;
  /** A rate (a fraction) or a mean amount, as text. */
  format: (value: number) => string;
  /** The chart's value for a figure, and the axis tick for that value. */
  toAxis: (value: number) => number;
  axisTick: (tick: number) => string;
};

/** "EUR 1.23": an amount per session; the code rather than a symbol, so currencies never look alike. */
export const formatAmount = (amount: number, currency: string | null) => `${currency ?? ""} ${amount.toFixed(2)}`.trim();

export function metricFigures(metric: AbTargetMetric, currency: string | null): MetricFigures {
  if (metric === "revenue") {
    return {
      conversionsHeader: "Sessions with revenue",
      rateHeader: "Revenue per session",
      chartTitle: "Cumulative revenue per session per variant",
      betterThan: "earns more per session than",
      format: (v) => formatAmount(v, currency),
      toAxis: (v) => v,
      axisTick: (t) => String(t),
    };
  }
  return {
    conversionsHeader: "Conversions",
    rateHeader: "Conversion rate",
    chartTitle: "Cumulative conversion rate per variant",
    betterThan: "converts better than",
    format: formatRate,
    toAxis: (v) => v * 100,
    axisTick: (t) => `${t}%`,
  };
}

/**
 * The affiliate metrics' caveat: bookmakers report conversions days after the click, so the figures
 * move until the attribution window closes. Null for the other metrics.
 */
export function attributionNote(attribution: AbResults["attribution"], locale?: string): string | null {
  if (!attribution) return null;
  if (!attribution.closesAt) {
    return `Bookmakers report registrations, deposits and revenue days after the click: these results keep changing until ${attribution.windowDays} days after the test ends.`;
  }
  const date = formatDate(attribution.closesAt, "", locale);
  return attribution.open
    ? `Late conversions can still change these results until ${date}.`
    : `Final: the ${attribution.windowDays}-day attribution window closed on ${date}; later reports are not counted.`;
}

/** Which currency revenue is counted in, and what other currencies were left out (never converted). */
export function revenueNote(revenue: AbResults["revenue"]): string | null {
  if (!revenue) return null;
  if (!revenue.currency) return "No revenue reported for these sessions yet.";
  const others = revenue.otherCurrencies.map(
    (c) => `${c.currency} (${c.conversions.toLocaleString("en-US")} ${c.conversions === 1 ? "conversion" : "conversions"})`,
  );
  const counted = `Revenue is counted in ${revenue.currency}, the currency most of this test's conversions were reported in: commission where the bookmaker reported it, else a revenue report's amount, minus chargebacks.`;
  return others.length === 0 ? counted : `${counted} Not counted (other currencies are never converted): ${others.join(", ")}.`;
}
