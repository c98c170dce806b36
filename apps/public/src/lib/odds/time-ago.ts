import { DAY_MS, HOUR_MS, MINUTE_MS } from "@eb/api/shared";

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;

/**
 * How long ago an instant was, in words: "just now" under a minute (and for an instant a little
 * ahead of a visitor's clock, which runs fast or slow), then whole minutes, hours and days, rounded down.
 */
export function timeAgo(then: Date, now: Date): string {
  const age = now.getTime() - then.getTime();
  if (age < MINUTE_MS) return "just now";
  if (age < HOUR_MS) return plural(Math.floor(age / MINUTE_MS), "minute");
  if (age < DAY_MS) return plural(Math.floor(age / HOUR_MS), "hour");
  return plural(Math.floor(age / DAY_MS), "day");
}
