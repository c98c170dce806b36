import { DAY_MS } from "./time";

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale, options and zone, reused: constructing one is the costly part,
 * and a list of 100+ match cards formatted several each, twice during hydration, blocked a phone's
 * main thread. Bounded by the zones in use (one on the server, the visitor's in the browser).
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** Calendar day of an instant in a time zone, as YYYY-MM-DD. */
function dayKey(date: Date, timeZone: string): string {
  return dateFormatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function formatTime(date: Date, timeZone: string): string {
  return dateFormatter("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);
}

export function formatShortDate(date: Date, timeZone: string): string {
  return dateFormatter("en-US", { timeZone, month: "short", day: "numeric" }).format(date);
}

/** Match card label: "Today 18:00", "Tomorrow 09:30" or "Nov 24 18:00", in the viewer's zone. */
export function matchTimeLabel(when: Date, now: Date, timeZone: string): string {
  const day = dayKey(when, timeZone);
  const time = formatTime(when, timeZone);
  if (day === dayKey(now, timeZone)) return `Today ${time}`;
  if (day === dayKey(addDays(now, 1), timeZone)) return `Tomorrow ${time}`;
  return `${formatShortDate(when, timeZone)} ${time}`;
}

/** A day heading of a match list: "Today", "Tomorrow" or "Saturday, Nov 24", in the viewer's zone. */
export function matchDayHeading(when: Date, now: Date, timeZone: string): string {
  const day = dayKey(when, timeZone);
  if (day === dayKey(now, timeZone)) return "Today";
  if (day === dayKey(addDays(now, 1), timeZone)) return "Tomorrow";
  return dateFormatter("en-US", { timeZone, weekday: "long", month: "short", day: "numeric" }).format(when);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: what groups a list by day. */
export const calendarDay = dayKey;

/** Streams card: en-US short month/day/time with the time zone name, e.g. "Nov 22, 6:00 PM UTC". */
export function streamTimeLabel(when: Date, timeZone: string): string {
  return dateFormatter("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(when);
}

/** Tournament dates, e.g. "Nov 22, 2026". */
export function formatDate(when: Date, timeZone: string): string {
  return dateFormatter("en-US", { timeZone, month: "short", day: "numeric", year: "numeric" }).format(when);
}
