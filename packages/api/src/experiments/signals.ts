import type { AbTargetMetric } from "../contracts/experiments";
import type { Beacon } from "../analytics/event-schema";

/** The event each target metric counts: one conversion per exposed session, its first such event after exposure. */
export const METRIC_EVENT: Record<AbTargetMetric, ConversionEvent> = {
  bookmaker_clicks: "bookmaker_click",
  conversion_rate: "affiliate_click",
  page_views: "page_view",
};
export type ConversionEvent = "bookmaker_click" | "affiliate_click" | "page_view";

/**
 * `ts` is the visitor's clock (ms), used only to order a session's events against its exposure;
 * `at` is the server's, for the results over time.
 */
export type Exposure = { testId: number; sessionId: string; ts: number; at: Date };
export type Conversion = { eventType: ConversionEvent; sessionId: string; ts: number; at: Date };
export type ExperimentSignals = { exposures: Exposure[]; conversions: Conversion[] };

/**
 * What one beacon says about experiments: the places it reports shown, and its events that can be
 * a conversion. A click through `/go/` is both a bookmaker click and an affiliate click.
 */
export function experimentSignals(beacon: Beacon, now: Date): ExperimentSignals {
  const exposures: Exposure[] = [];
  const conversions: Conversion[] = [];
  const sessionId = beacon.sessionId;
  for (const e of beacon.events) {
    const ts = e.ts ?? now.getTime();
    if (e.type === "experiment_exposure") {
      if (e.data.experiment) exposures.push({ testId: e.data.experiment, sessionId, ts, at: now });
    } else if (e.type === "page_view") {
      conversions.push({ eventType: "page_view", sessionId, ts, at: now });
    } else if (e.type === "bookmaker_click") {
      conversions.push({ eventType: "bookmaker_click", sessionId, ts, at: now });
      if (e.data.href?.startsWith("/go/")) conversions.push({ eventType: "affiliate_click", sessionId, ts, at: now });
    }
  }
  return { exposures, conversions };
}
