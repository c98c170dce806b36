import type { Game } from "@eb/db/games";
import type { SyncKind } from "@eb/db";
import { DAY_MS } from "../../platform";

/** There is no /cs2/ prefix: Counter-Strike lives under /csgo/ (doc §2). */
export const URL_PREFIX: Record<Game, string> = { cs2: "csgo", lol: "lol", valorant: "valorant", dota2: "dota2" };

export type EndpointPlan = { path: string; params: Record<string, string>; maxPages: number };

export const RECENT_PAST_DAYS = 7;

/**
 * The requests for one game and kind: upcoming, running and the last 7 days of past matches
 * and tournaments; teams by most recently modified. Page caps keep a run well inside the
 * 100 calls per hour per key. CS2 is the `cs-2` title on the csgo endpoints (doc §2).
 */
export function endpointsFor(game: Game, kind: SyncKind, now: Date, maxPages?: number): EndpointPlan[] {
  const prefix = URL_PREFIX[game];
  const title: Record<string, string> = game === "cs2" ? { "filter[videogame_title]": "cs-2" } : {};
  const recent = `${new Date(now.getTime() - RECENT_PAST_DAYS * DAY_MS).toISOString()},${now.toISOString()}`;
  const pages = (n: number) => maxPages ?? n;
  if (kind === "matches") {
    return [
      { path: `/${prefix}/matches/running`, params: { ...title, sort: "begin_at" }, maxPages: pages(2) },
      { path: `/${prefix}/matches/upcoming`, params: { ...title, sort: "begin_at" }, maxPages: pages(3) },
      { path: `/${prefix}/matches/past`, params: { ...title, "range[end_at]": recent, sort: "-end_at" }, maxPages: pages(3) },
    ];
  }
  if (kind === "tournaments") {
    return [
      { path: `/${prefix}/tournaments/running`, params: { ...title, sort: "begin_at" }, maxPages: pages(2) },
      { path: `/${prefix}/tournaments/upcoming`, params: { ...title, sort: "begin_at" }, maxPages: pages(2) },
      { path: `/${prefix}/tournaments/past`, params: { ...title, "range[end_at]": recent, sort: "-end_at" }, maxPages: pages(1) },
    ];
  }
  return [{ path: `/${prefix}/teams`, params: { sort: "-modified_at" }, maxPages: pages(2) }];
}

/** At most this many matches the live poll looks up in one request (`filter[id]`, one page). */
export const LIVE_LOOKUP_MAX = 50;

/**
 * The live poll's requests for one game: the first page of its running matches (a game rarely has
 * more than a handful at once), and one page of the given matches by id, whatever their status
 * (`filter[id]` on the game's matches list, doc §4), for those that left the running list.
 */
export function liveEndpoints(game: Game, endedIds: readonly number[]): { running: EndpointPlan; ended: EndpointPlan | null } {
  const prefix = URL_PREFIX[game];
  const title: Record<string, string> = game === "cs2" ? { "filter[videogame_title]": "cs-2" } : {};
  const ids = endedIds.slice(0, LIVE_LOOKUP_MAX);
  return {
    running: { path: `/${prefix}/matches/running`, params: { ...title, sort: "begin_at" }, maxPages: 1 },
    ended: ids.length ? { path: `/${prefix}/matches`, params: { "filter[id]": ids.join(","), sort: "begin_at" }, maxPages: 1 } : null,
  };
}
