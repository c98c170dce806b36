import { seededRandom } from "@eb/db/seed";
import type { AnalyticsEventRow } from "../analytics/ingest";
import { MINUTE_MS, HOUR_MS, DAY_MS } from "../platform";

const PAGES = [
  "/",
  "/bonuses",
  "/bonuses?ref=home",
  "/matches/upcoming",
  "/matches/upcoming/",
  "/results",
  "/streams",
  "/tournaments",
  "/games/cs2",
  "/games/lol#top",
  "https://example.com/games/valorant?x=1",
  "/about",
  "/privacy-policy",
];
const DEVICES = ["desktop", "mobile", "tablet"];
const BROWSERS = ["Chrome 131", "Safari 17", "Firefox 133", "Edge 131", null];

export type DatasetOptions = { now: Date; sessions: number; seed: number; slugs: { slug: string; name: string }[] };

/**
 * Visitor sessions of 1 to 8 events over the last ~3 years (most in the last weeks, a few before
 * 2024, some spanning several hours or days), with page views, scroll steps, bookmaker clicks (by
 * /go slug, by name only, or naming nothing known) and other events. Each session keeps one
 * device and browser, as a tab does. Rows come in time order.
 */
export function generateSessions(opts: DatasetOptions): AnalyticsEventRow[] {
  const next = seededRandom(opts.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const rows: AnalyticsEventRow[] = [];
  const horizon = [8 * DAY_MS, 35 * DAY_MS, 200 * DAY_MS, 400 * DAY_MS, 1100 * DAY_MS];
  for (let s = 0; s < opts.sessions; s++) {
    const sessionId = `sess${opts.seed}-${s}`;
    const device = pick(DEVICES);
    const browser = pick(BROWSERS);
    let at = opts.now.getTime() - next() * pick(horizon) - MINUTE_MS;
    const events = 1 + Math.floor(next() * 8);
    for (let e = 0; e < events && at < opts.now.getTime(); e++) {
      const r = next();
      const type = r < 0.5 ? "page_view" : r < 0.72 ? "scroll_depth" : r < 0.9 ? "bookmaker_click" : "custom_event";
      const target = pick(opts.slugs);
      const data: Record<string, unknown> =
        type === "scroll_depth"
          ? { percent: pick([25, 50, 75, 100]) }
          : type === "bookmaker_click"
            ? next() < 0.7
              ? { bookmaker: target.name, href: `/go/${target.slug}?from=card` }
              : next() < 0.5
                ? { bookmaker: target.name }
                : { bookmaker: "Nobody Known", href: "/go/no-such-slug" }
            : {};
      rows.push({
        eventType: type,
        eventData: { ...data, device },
        sessionId: next() < 0.02 ? null : sessionId,
        pageUrl: pick(PAGES),
        userAgent: browser,
        createdAt: new Date(at),
      });
      // Mostly seconds apart, sometimes minutes, now and then hours or days (a tab left open).
      const gap = next();
      at += gap < 0.6 ? next() * 40_000 : gap < 0.9 ? next() * 600_000 : gap < 0.97 ? next() * 5 * HOUR_MS : next() * 3 * DAY_MS;
    }
  }
  return rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}
