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
