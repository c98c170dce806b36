import type { AbTargetMetric } from "../contracts";
import type { Beacon } from "../analytics";

/** The target metrics counted from the site's own signals (beacons and /go requests) into ab_test_results. */
export type SignalMetric = Exclude<AbTargetMetric, AffiliateMetric>;
/** The target metrics counted from the affiliate programmes' reports at read time (affiliate-metrics.ts). */
export type AffiliateMetric = "registrations" | "first_deposits" | "revenue";
export const isAffiliateMetric = (m: AbTargetMetric): m is AffiliateMetric => m === "registrations" || m === "first_deposits" || m === "revenue";

/** The event each signal metric counts: one conversion per exposed session, its first such event after exposure. */
export const METRIC_EVENT: Record<SignalMetric, ConversionEvent> = {
  bookmaker_clicks: "bookmaker_click",
  conversion_rate: "affiliate_click",
  page_views: "page_view",
};
export type ConversionEvent = "bookmaker_click" | "affiliate_click" | "page_view";
/**
 * The conversions a beacon may report. An affiliate click is not one of them: the server sees the
 * `/go` request itself (server-conversions.ts), so no beacon can claim one.
 */
export type BeaconConversionEvent = Exclude<ConversionEvent, "affiliate_click">;

/**
 * `ts` is the visitor's clock (ms), used only to order a session's events against its exposure;
 * `at` is the server's, for the results over time.
 */
export type Exposure = { testId: number; sessionId: string; ts: number; at: Date };
export type Conversion = { eventType: BeaconConversionEvent; sessionId: string; ts: number; at: Date };
export type ExperimentSignals = { exposures: Exposure[]; conversions: Conversion[] };

/**
 * What one beacon says about experiments, for the session of its verified cookie (never the session
 * id the beacon names): the places it reports shown, and the events that can be a conversion. Only a
 * session's first event of a kind after its exposure can count, and a beacon's events come after the
 * exposures of earlier beacons, so of each kind only the earliest, and the earliest after each
 * exposure in this beacon, can matter: the rest are dropped, which keeps a beacon at a few signals.
 */
export function experimentSignals(beacon: Beacon, sessionId: string, now: Date): ExperimentSignals {
  const exposures: Exposure[] = [];
  const candidates: Conversion[] = [];
  for (const e of beacon.events) {
    const ts = e.ts ?? now.getTime();
    if (e.type === "experiment_exposure") {
      if (e.data.experiment && !exposures.some((x) => x.testId === e.data.experiment)) exposures.push({ testId: e.data.experiment, sessionId, ts, at: now });
    } else if (e.type === "page_view" || e.type === "bookmaker_click") {
      candidates.push({ eventType: e.type, sessionId, ts, at: now });
    }
  }
  const earliestAfter = (kind: BeaconConversionEvent, after: number) =>
    candidates.reduce<Conversion | null>((best, c) => (c.eventType === kind && c.ts > after && (!best || c.ts < best.ts) ? c : best), null);
  const kept = new Set<Conversion>();
  for (const kind of ["page_view", "bookmaker_click"] as const) {
    for (const after of [-Infinity, ...exposures.map((x) => x.ts)]) {
      const c = earliestAfter(kind, after);
      if (c) kept.add(c);
    }
  }
  return { exposures, conversions: [...kept] };
}
