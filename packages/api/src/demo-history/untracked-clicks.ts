import type { RedirectHit } from "../bookmakers";
import { HOUR_MS } from "../platform";
import { redirectHitsOf, type DemoVisitorPlace } from "./beacons";
import { pickWeighted, startHour } from "./rhythm";
import { bookmakerWeights, sessionsOfDay, type DayInput } from "./sessions";

/** Visitors who decline analytics, per consented session: about 7 in 10 accept, so 3 for every 7. */
const UNCONSENTED_PER_CONSENTED = 3 / 7;
/** Visits that reach /go/{slug} from a link outside the site, per consented session. */
const SHARED_LINKS_PER_CONSENTED = 0.05;

/**
 * The /go hits of a day that no tracker saw. A consented session's click is both a tracked click
 * and a counted /go click (the page lists it only bookmakers licensed where its visitor is); these
 * are the /go hits beside them:
 * - visitors who declined analytics browse as the others do and click what their page lists: the
 *   redirect counts every such click, and no beacon names it;
 * - links followed from outside the site (a forum post, a chat, a bookmark) reach /go with no page
 *   of ours open: counted, or refused where the bookmaker is not licensed (the demo's only
 *   refused clicks).
 * So per bookmaker and day the /go clicks are the tracked clicks plus the counted ones here: never
 * fewer. `consented` is the day's number of consented sessions; `random` is seeded for the day.
 */
export function untrackedHitsOfDay(input: DayInput, consented: number, placeOf: (visitorId: string) => DemoVisitorPlace, random: () => number): RedirectHit[] {
  const declined = sessionsOfDay({ ...input, experiments: [], visitors: { share: UNCONSENTED_PER_CONSENTED, tag: "u" } }, random);
  const hits = declined.flatMap((session) => redirectHitsOf(session, placeOf(session.id)));
  const weights = bookmakerWeights(input.bookmakers);
  const dayKey = input.day.toISOString().slice(0, 10).replaceAll("-", "");
  const shared = weights.length > 0 ? Math.round(consented * SHARED_LINKS_PER_CONSENTED) : 0;
  for (let n = 0; n < shared; n++) {
    const at = input.day.getTime() + startHour(random) * HOUR_MS + Math.floor(random() * HOUR_MS);
    const bookmaker = pickWeighted(weights, random);
    if (at >= input.end.getTime()) continue;
    const place = placeOf(`demo-${dayKey}-s${n}`);
    hits.push({
      redirectId: bookmaker.redirectId,
      slug: bookmaker.slug,
      kind: place.isLicensed(bookmaker.id) ? "click" : "refused",
      page: null,
      placement: null,
      country: place.country,
      createdAt: new Date(at),
    });
  }
  return hits;
}
