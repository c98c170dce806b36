import { beaconSchema, type Beacon, type TrackedEvent } from "../analytics";
import type { RedirectHit } from "../bookmakers";
import { hitOrigin } from "../bookmakers";
import type { DemoPage, DemoSession } from "./sessions";

/** A beacon as the server receives it: when it arrived and from which browser. */
export type TimedBeacon = { at: Date; userAgent: string; beacon: Beacon };

const GAME_PAGE = /^\/games\/(cs2|lol|valorant|dota2)$/;

function pageEvents(session: DemoSession, page: DemoPage, first: boolean): TrackedEvent[] {
  const ts = page.at.getTime();
  const referrer = first ? session.referrer : null;
  const events: TrackedEvent[] = [{ type: "page_view", data: { page: page.path }, pageUrl: page.path, referrer, ts }];
  for (const testId of page.exposures) events.push({ type: "experiment_exposure", data: { experiment: testId }, pageUrl: page.path, ts: ts + 1 });
  const game = GAME_PAGE.exec(page.path)?.[1] as "cs2" | "lol" | "valorant" | "dota2" | undefined;
  if (game) events.push({ type: "game_page_visit", data: { game, page: page.path }, pageUrl: page.path, ts: ts + 2 });
  page.scroll.forEach((percent, i) => events.push({ type: "scroll_depth", data: { percent, page: page.path }, pageUrl: page.path, ts: ts + 1000 * (i + 1) }));
  return events;
}

/**
 * What the public tracker would have sent for a session: a beacon per page view (the view, the
 * place exposures, the guide visit, the scroll steps) and one per bookmaker click, each checked by
 * the beacon schema the ingest endpoint applies, so the demo cannot store anything a visitor could not.
 */
export function beaconsOf(session: DemoSession): TimedBeacon[] {
  const out: TimedBeacon[] = [];
  session.pages.forEach((page, i) => {
    const beacon = (events: TrackedEvent[]) => beaconSchema.parse({ sessionId: session.id, events });
    out.push({ at: page.at, userAgent: session.userAgent, beacon: beacon(pageEvents(session, page, i === 0)) });
    const click = page.click;
    if (click) {
      const data = { bookmaker: click.bookmaker.name, href: `/go/${click.bookmaker.slug}`, ...(click.placement ? { placement: click.placement } : {}) };
      out.push({ at: click.at, userAgent: session.userAgent, beacon: beacon([{ type: "bookmaker_click", data, pageUrl: page.path, ts: click.at.getTime() }]) });
    }
  });
  return out;
}

/** The site's own origin as the redirect route sees it in a Referer; any origin does, the page is kept as a path. */
const SITE = "https://demo.invalid";

/** Where the session's visitor is, as the redirect route sees it: their country, and which bookmakers it may send them to. */
export type DemoVisitorPlace = { country: string | null; isLicensed: (bookmakerId: number) => boolean };

/**
 * The `/go` requests the session's clicks made, recorded as the redirect route records them
 * (hitOrigin: page from the Referer, placement from `pl`; the visitor's country; 'refused' for a
 * bookmaker not licensed where the visitor is, who was shown the not-available page instead).
 */
export function redirectHitsOf(session: DemoSession, place: DemoVisitorPlace): RedirectHit[] {
  return session.pages.flatMap((page) => {
    const click = page.click;
    if (!click) return [];
    const origin = hitOrigin(`${SITE}${page.path}`, SITE, click.placement ?? undefined);
    const kind = place.isLicensed(click.bookmaker.id) ? ("click" as const) : ("refused" as const);
    return [{ redirectId: click.bookmaker.redirectId, slug: click.bookmaker.slug, kind, ...origin, country: place.country, createdAt: click.at }];
  });
}
