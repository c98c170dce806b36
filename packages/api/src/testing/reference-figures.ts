import { sql, type Db } from "@eb/db";
import { rowsOf } from "./rows";

/**
 * Test support: the Analytics tab's figures computed the plain way, straight from every raw row
 * (read whole into memory and counted in JavaScript), to check the rollups against.
 */
type RawEvent = {
  id: number;
  type: string;
  data: Record<string, unknown>;
  session: string | null;
  page: string | null;
  ua: string | null;
  country: string | null;
  at: number;
};
type RawHit = { at: number; bookmakerId: number; kind: "click" | "refused"; country: string | null };

export type RawData = { events: RawEvent[]; hits: RawHit[]; slugs: Map<string, number>; names: Map<string, number> };

export async function readRawData(db: Db): Promise<RawData> {
  const events = rowsOf<{
    id: unknown;
    event_type: string;
    event_data: unknown;
    session_id: string | null;
    page_url: string | null;
    user_agent: string | null;
    country: string | null;
    created_at: string | Date;
  }>(await db.execute(sql`select id, event_type, event_data, session_id, page_url, user_agent, country, created_at from analytics_events`)).map((r) => ({
    id: Number(r.id),
    type: r.event_type,
    data: (typeof r.event_data === "string" ? JSON.parse(r.event_data) : r.event_data) as Record<string, unknown>,
    session: r.session_id,
    page: r.page_url,
    ua: r.user_agent,
    country: r.country,
    at: new Date(r.created_at).getTime(),
  }));
  const hits = rowsOf<{ created_at: string | Date; bookmaker_id: unknown; kind: "click" | "refused"; country: string | null }>(
    await db.execute(
      sql`select h.created_at, r.bookmaker_id, h.kind, h.country from redirect_hits h join bookmaker_redirects r on r.id = h.redirect_id where h.kind in ('click', 'refused')`,
    ),
  ).map((r) => ({ at: new Date(r.created_at).getTime(), bookmakerId: Number(r.bookmaker_id), kind: r.kind, country: r.country }));
  const redirects = rowsOf<{ slug: string; bookmaker_id: unknown }>(await db.execute(sql`select slug, bookmaker_id from bookmaker_redirects`));
  const bookmakers = rowsOf<{ id: unknown; name: string }>(await db.execute(sql`select id, name from bookmakers`));
  return {
    events,
    hits,
    slugs: new Map(redirects.map((r) => [r.slug, Number(r.bookmaker_id)])),
    names: new Map(bookmakers.map((b) => [b.name, Number(b.id)])),
  };
}

export type Window = { from: number; to: number; inclusiveEnd: boolean };

const within = (w: Window, at: number) => at >= w.from && (w.inclusiveEnd ? at <= w.to : at < w.to);

export function pagePath(url: string | null): string {
  const path = new URL(url ?? "/", "http://site.invalid").pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export function bookmakerOf(raw: RawData, e: RawEvent): number {
  const href = typeof e.data.href === "string" ? /^\/go\/([^/?#]+)/.exec(e.data.href)?.[1] : undefined;
  return (href && raw.slugs.get(href)) || raw.names.get(String(e.data.bookmaker)) || 0;
}

const browserClass = (ua: string | null) => (ua ?? "").replace(/[\d ]+$/, "") || "Unknown";

/** Every figure the tab shows for one window, counted from the raw rows. */
export function referenceFigures(raw: RawData, w: Window) {
  const events = raw.events.filter((e) => within(w, e.at));
  const of = (type: string) => events.filter((e) => e.type === type);
  const sessions = new Map<string, { device: string; browser: string }>();
  for (const e of events) if (e.session) sessions.set(e.session, { device: String(e.data.device ?? "unknown"), browser: browserClass(e.ua) });
  const tally = (values: string[]) => {
    const m = new Map<string, number>();
    for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
    return m;
  };
  const pages = new Map<string, { views: number; clicks: number; scroll: Record<string, number> }>();
  for (const e of events) {
    if (!["page_view", "bookmaker_click", "scroll_depth"].includes(e.type)) continue;
    const p = pages.get(pagePath(e.page)) ?? { views: 0, clicks: 0, scroll: { 25: 0, 50: 0, 75: 0, 100: 0 } };
    if (e.type === "page_view") p.views++;
    if (e.type === "bookmaker_click") p.clicks++;
    if (e.type === "scroll_depth") p.scroll[String(e.data.percent)]!++;
    pages.set(pagePath(e.page), p);
  }
  // A session's length and start are over all its events, ever; it counts in the window it started in.
  const spans = new Map<string, { first: number; last: number }>();
  for (const e of raw.events) {
    if (!e.session) continue;
    const s = spans.get(e.session) ?? { first: e.at, last: e.at };
    spans.set(e.session, { first: Math.min(s.first, e.at), last: Math.max(s.last, e.at) });
  }
  const lengths = { short: 0, medium: 0, long: 0 };
  for (const s of spans.values()) {
    if (!within(w, s.first)) continue;
    const seconds = (s.last - s.first) / 1000;
    lengths[seconds < 30 ? "short" : seconds <= 180 ? "medium" : "long"]++;
  }
  const clicks = raw.hits.filter((h) => h.kind === "click" && within(w, h.at));
  // Per visitor country ('' for unknown): page views, /go clicks and refused /go clicks.
  const countries = new Map<string, { views: number; clicks: number; refused: number }>();
  const countryOf = (c: string | null) => countries.get(c ?? "") ?? countries.set(c ?? "", { views: 0, clicks: 0, refused: 0 }).get(c ?? "")!;
  for (const e of of("page_view")) countryOf(e.country).views++;
  for (const h of raw.hits) if (within(w, h.at)) countryOf(h.country)[h.kind === "click" ? "clicks" : "refused"]++;
  const byHourOfDay = Array.from({ length: 24 }, () => 0);
  for (const e of of("page_view")) byHourOfDay[new Date(e.at).getUTCHours()]!++;
  return {
    pageViews: of("page_view").length,
    clicks: of("bookmaker_click").length,
    sessions: sessions.size,
    devices: tally([...sessions.values()].map((s) => s.device)),
    browsers: tally([...sessions.values()].map((s) => s.browser)),
    redirectClicks: clicks.length,
    trackedByBookmaker: tally(of("bookmaker_click").map((e) => String(bookmakerOf(raw, e)))),
    redirectsByBookmaker: tally(clicks.map((h) => String(h.bookmakerId))),
    countries,
    pages,
    lengths,
    byHourOfDay,
    recentIds: [...raw.events]
      .sort((a, b) => b.id - a.id)
      .slice(0, 5)
      .map((e) => e.id),
    series: (bucketMs: number) => {
      const m = new Map<number, { pageViews: number; clicks: number }>();
      for (const e of events) {
        if (e.type !== "page_view" && e.type !== "bookmaker_click") continue;
        const k = Math.floor(e.at / bucketMs) * bucketMs;
        const b = m.get(k) ?? { pageViews: 0, clicks: 0 };
        if (e.type === "page_view") b.pageViews++;
        else b.clicks++;
        m.set(k, b);
      }
      return m;
    },
  };
}
