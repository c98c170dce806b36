const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;

/**
 * How long ago an instant was, in words: "just now" under a minute (and for an instant a little
 * ahead of a visitor's clock, which runs fast or slow), then whole minutes, hours and days, rounded down.
 */
export function timeAgo(then: Date, now: Date): string {
  const age = now.getTime() - then.getTime();
  if (age < MINUTE) return "just now";
  if (age < HOUR) return plural(Math.floor(age / MINUTE), "minute");
  if (age < DAY) return plural(Math.floor(age / HOUR), "hour");
  return plural(Math.floor(age / DAY), "day");
}
