/** Pure tracker rules: event shapes, scroll-depth steps, the capped local copy. */
import type { Game } from "@eb/api/shared";

export const LOCAL_EVENTS_KEY = "esports-analytics-events";
export const SESSION_KEY = "esports-session-id";
export const LOCAL_EVENTS_CAP = 1000;
export const SCROLL_STEPS = [25, 50, 75, 100] as const;
export const MAX_EVENTS_PER_BEACON = 25;

export type EventData = {
  bookmaker?: string;
  bonus?: string;
  href?: string;
  page?: string;
  referrer?: string;
  timestamp?: string;
  game?: Game;
  percent?: 25 | 50 | 75 | 100;
  placement?: string;
  /** experiment_exposure: the A/B test whose place was shown. */
  experiment?: number;
};
export type TrackedEvent = {
  type: "page_view" | "bookmaker_click" | "game_page_visit" | "scroll_depth" | "experiment_exposure";
  data: EventData;
  pageUrl: string;
  referrer?: string | null;
  ts: number;
};

/** Steps newly reached at this scroll position that were not sent yet for this page view. */
export function newScrollSteps(scrollTop: number, viewport: number, documentHeight: number, sent: ReadonlySet<number>): Array<25 | 50 | 75 | 100> {
  const scrollable = documentHeight - viewport;
  const percent = scrollable <= 0 ? 100 : Math.min(100, ((scrollTop + viewport) / documentHeight) * 100);
  return SCROLL_STEPS.filter((s) => percent >= s && !sent.has(s));
}

/** The local copy keeps the newest events only (spec: capped at 1000). */
export function appendCapped<T>(list: T[], items: T[], cap = LOCAL_EVENTS_CAP): T[] {
  const all = list.concat(items);
  return all.length > cap ? all.slice(all.length - cap) : all;
}

/** Only same-site paths and http(s) URLs are sent (the server rejects anything else). */
export function safeUrl(value: string | null | undefined, origin: string): string | undefined {
  if (!value) return undefined;
  try {
    const u = new URL(value, origin);
    if (u.origin === origin) return (u.pathname + u.search).slice(0, 2000);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href.slice(0, 2000) : undefined;
  } catch {
    return undefined;
  }
}

/** The game of a guide page path (/games/cs2 -> cs2). */
export function gameOfPath(path: string): Game | null {
  const m = /^\/games\/(cs2|lol|valorant|dota2)\/?$/.exec(path);
  return m ? (m[1] as Game) : null;
}

export function randomSessionId(random: () => string = () => crypto.randomUUID()): string {
  return `s_${random().replace(/-/g, "")}`.slice(0, 40);
}
