import { variantFor, type RunningTest, type RunningVariant } from "../experiments";
import { pickWeighted, sessionsOnDay, startHour } from "./rhythm";
import { FEATURED_PLACEMENT, PAGES, REFERRERS, USER_AGENTS } from "./visitors";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export type DemoBookmaker = { id: number; name: string; slug: string; redirectId: number };
export type ScrollStep = 25 | 50 | 75 | 100;
export type DemoClick = { bookmaker: DemoBookmaker; at: Date; placement: string | null };
export type DemoPage = { path: string; at: Date; scroll: ScrollStep[]; exposures: number[]; click: DemoClick | null };
export type DemoSession = { id: string; userAgent: string; referrer: string | null; pages: DemoPage[] };

/**
 * A test running while the history is made: the page where its place is shown, and how likely a
 * session exposed to each variant is to click a bookmaker afterwards (the test's conversion).
 */
export type DemoExperiment = { test: RunningTest; path: string; clickRate: (variant: RunningVariant) => number };

export type DayInput = {
  /** 00:00 UTC of the day. */
  day: Date;
  /** The day's place in the history (0 = the oldest) and the history's length, for the growth. */
  index: number;
  days: number;
  /** Published bookmakers in display order: the first ones draw the most clicks. */
  bookmakers: readonly DemoBookmaker[];
  experiments: readonly DemoExperiment[];
  /** Nothing happens at or after this instant (the history stops at the hour the server started). */
  end: Date;
  /**
   * Whether the site lists a bookmaker to a session's visitor (it is licensed where they are): a
   * visitor clicks only what the page shows, so none of these clicks is refused by /go.
   */
  lists: (sessionId: string, bookmakerId: number) => boolean;
  /** Visitors of another kind (those who declined analytics): how many per consented session, and their ids' tag. */
  visitors?: { share: number; tag: string };
};

/** How long a visitor stays on a page: mostly short, sometimes a few minutes of reading. */
const dwellMs = (random: () => number) => Math.round((8 + random() ** 2 * 200) * SECOND);

/** Scroll-depth steps reached on a page view: most visitors read the top half, a few reach the end. */
function scrollSteps(random: () => number): ScrollStep[] {
  const reached = random();
  const steps: ScrollStep[] = [25, 50, 75, 100];
  return steps.filter((_, i) => reached > [0.55, 0.72, 0.85, 0.94][i]!);
}

export function bookmakerWeights(bookmakers: readonly DemoBookmaker[]) {
  // Listed first, clicked most: a gentle power law over the display order.
  return bookmakers.map((b, rank) => [b, 1 / (rank + 1) ** 0.85] as const);
}

/**
 * The consented sessions of one day, each a few page views with scrolls, the odd bookmaker click (on
 * a bookmaker the site lists to that visitor) and, while a test runs on a page it visits, its
 * exposure. A session exposed to a test converts (clicks a bookmaker later in the session) at its
 * variant's rate and otherwise clicks nothing more, so a test's results are what its demo set out to
 * show. With `visitors`, the same browsing by visitors of another kind, `share` of them per
 * consented one (their ids tagged). Deterministic for a given `random`.
 */
export function sessionsOfDay(input: DayInput, random: () => number): DemoSession[] {
  const weekday = input.day.getUTCDay();
  const { share, tag } = input.visitors ?? { share: 1, tag: "" };
  const count = Math.round(sessionsOnDay(input.index, input.days, weekday, random) * share);
  const dayKey = input.day.toISOString().slice(0, 10).replaceAll("-", "");
  const weights = bookmakerWeights(input.bookmakers);
  const sessions: DemoSession[] = [];
  for (let n = 0; n < count; n++) {
    const start = input.day.getTime() + startHour(random) * HOUR + Math.floor(random() * HOUR);
    const session: DemoSession = {
      id: `demo-${dayKey}-${tag}${n}`,
      userAgent: pickWeighted(USER_AGENTS, random),
      referrer: pickWeighted(REFERRERS, random),
      pages: [],
    };
    // The same call to the generator whatever is listed, so a visitor's place changes only which bookmaker they click.
    const listed = weights.filter(([b]) => input.lists(session.id, b.id));
    let at = start;
    let path = pickWeighted(
      PAGES.map((p) => [p.path, p.weight] as const),
      random,
    );
    // After an exposure the session's clicking is decided by its variant: true = one click to come, false = none.
    let converts: boolean | null = null;
    for (let i = 0; i < 8 && at < input.end.getTime(); i++) {
      const page: DemoPage = { path, at: new Date(at), scroll: scrollSteps(random), exposures: [], click: null };
      for (const e of input.experiments) {
        if (e.path !== path || session.pages.some((p) => p.exposures.includes(e.test.id))) continue;
        const variant = variantFor(e.test, session.id);
        if (!variant) continue;
        page.exposures.push(e.test.id);
        converts ??= random() < e.clickRate(variant);
      }
      const dwell = dwellMs(random);
      const clickRate = PAGES.find((p) => p.path === path)!.clickRate;
      const clicks = converts ?? random() < clickRate;
      if (clicks && listed.length > 0 && at + dwell / 2 < input.end.getTime()) {
        const featured = path === FEATURED_PLACEMENT.path && random() < FEATURED_PLACEMENT.share;
        page.click = {
          bookmaker: pickWeighted(listed, random),
          at: new Date(at + Math.round(dwell / 2)),
          placement: featured ? FEATURED_PLACEMENT.placement : null,
        };
        if (converts) converts = false;
      }
      session.pages.push(page);
      // A click often ends the visit (the visitor is off to the bookmaker); otherwise about half read on.
      if (random() > (page.click ? 0.35 : 0.55)) break;
      at += dwell;
      const next = PAGES.filter((p) => p.path !== path).map((p) => [p.path, p.weight] as const);
      path = pickWeighted(next, random);
    }
    if (session.pages.length > 0) sessions.push(session);
  }
  return sessions;
}
