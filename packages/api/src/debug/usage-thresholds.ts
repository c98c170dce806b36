/**
 * Spec 4 and 9, API hourly usage: under 80% of the limit is normal, from 80% 'Approaching API
 * Limit', from 100% 'API Limit Reached!'; the badge is red (destructive) from 90%, grey
 * (secondary) from 70%. Compared in whole calls (calls x 100 against limit x threshold), so
 * 799 of 1000 stays normal and 800 does not, with no rounding in between.
 */
export const APPROACHING_LIMIT_TEXT = "Approaching API Limit";
export const LIMIT_REACHED_TEXT = "API Limit Reached!";

export type UsageLevel = "normal" | "approaching" | "reached";
export type UsageBadge = "default" | "secondary" | "destructive";
export type UsageStatus = { percent: number; level: UsageLevel; statusText: string | null; badge: UsageBadge };

const atLeast = (calls: number, limit: number, percent: number) => calls * 100 >= limit * percent;

export function usageStatus(calls: number, limit: number): UsageStatus {
  const percent = limit > 0 ? (calls * 100) / limit : 100;
  const level: UsageLevel = atLeast(calls, limit, 100) ? "reached" : atLeast(calls, limit, 80) ? "approaching" : "normal";
  const badge: UsageBadge = atLeast(calls, limit, 90) ? "destructive" : atLeast(calls, limit, 70) ? "secondary" : "default";
  const statusText = level === "reached" ? LIMIT_REACHED_TEXT : level === "approaching" ? APPROACHING_LIMIT_TEXT : null;
  return { percent, level, statusText, badge };
}
