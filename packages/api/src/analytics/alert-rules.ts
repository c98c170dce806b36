/** Spec 9: the Smart Alerts rules. */
export const TRAFFIC_SPIKE_PAGE_VIEWS = 50;
export const TRAFFIC_SPIKE_WINDOW_HOURS = 2;
/** Tracked clicks (consented events) of the last 24 hours are compared with the 24 hours before. */
export const CLICK_PERIOD_HOURS = 24;
export const PERFORMANCE_DROP_RATIO = 0.5;
export const CLICK_SPIKE_RATIO = 2;
export const LOW_CONVERSION_PERCENT = 5;
export const LOW_CONVERSION_MIN_SESSIONS = 10;

export type AlertInputs = { pageViewsLast2h: number; clicks: number; previousClicks: number; sessions: number };
export type SmartAlert = {
  kind: "traffic_spike" | "performance_drop" | "click_spike" | "low_conversion";
  severity: "info" | "warning";
  title: string;
  message: string;
};

const pct = (n: number) => `${n.toFixed(1)}%`;

/** The alerts that hold for these counts, most urgent first. */
export function evaluateAlerts(c: AlertInputs): SmartAlert[] {
  const alerts: SmartAlert[] = [];
  if (c.previousClicks > 0 && c.clicks < PERFORMANCE_DROP_RATIO * c.previousClicks) {
    alerts.push({
      kind: "performance_drop",
      severity: "warning",
      title: "Performance Drop",
      message: `Tracked clicks fell to ${c.clicks} in the last 24 hours from ${c.previousClicks} the 24 hours before (below 50%).`,
    });
  }
  const conversion = c.sessions > 0 ? (c.clicks / c.sessions) * 100 : 0;
  if (c.sessions > LOW_CONVERSION_MIN_SESSIONS && conversion < LOW_CONVERSION_PERCENT) {
    alerts.push({
      kind: "low_conversion",
      severity: "warning",
      title: "Low Conversion",
      message: `${pct(conversion)} tracked clicks per session over ${c.sessions} sessions in the last 24 hours (under 5%).`,
    });
  }
  if (c.previousClicks > 0 && c.clicks > CLICK_SPIKE_RATIO * c.previousClicks) {
    alerts.push({
      kind: "click_spike",
      severity: "info",
      title: "Click Spike",
      message: `${c.clicks} tracked clicks in the last 24 hours, above 200% of the ${c.previousClicks} the 24 hours before.`,
    });
  }
  if (c.pageViewsLast2h > TRAFFIC_SPIKE_PAGE_VIEWS) {
    alerts.push({ kind: "traffic_spike", severity: "info", title: "Traffic Spike", message: `${c.pageViewsLast2h} page views in the last 2 hours (over 50).` });
  }
  return alerts;
}
