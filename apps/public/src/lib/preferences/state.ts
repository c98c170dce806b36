/**
 * The local preferences store (spec: localStorage key esports-global-store): what the site keeps
 * between visits. Pure. Only what this site writes and reads is kept: recently viewed tournaments
 * (written by the tournament page, listed on /tournaments; the privacy policy names them) and the
 * odds format the visitor picked (issue 25: decimal, fractional or American). The spec's other
 * fields (theme, favourite games and bookmakers, notification flags, per-page filters, ui flags)
 * had no screen that sets or reads them: filters live in the URL, online state is read from the
 * browser and the cookie choice has its own key.
 */
import type { Game, OddsFormat } from "@eb/api/shared";
import { isObj, storedObject } from "./local-store";
import { DEFAULT_ODDS_FORMAT, parseOddsFormat } from "./odds-format";

export const RECENTLY_VIEWED_LIMIT = 10;

export type RecentItem = { id: string; name: string; path: string; game?: Game; viewedAt: string };

export type GlobalState = {
  /** Under the spec store's `preferences`, beside the theme and notification flags it once kept. */
  preferences: { oddsFormat: OddsFormat };
  recentlyViewed: { tournaments: RecentItem[] };
};

export function defaultState(): GlobalState {
  return { preferences: { oddsFormat: DEFAULT_ODDS_FORMAT }, recentlyViewed: { tournaments: [] } };
}

const isRecentItem = (v: unknown): v is RecentItem =>
  isObj(v) && typeof v.id === "string" && typeof v.name === "string" && typeof v.path === "string" && typeof v.viewedAt === "string";

/**
 * Defaults overlaid with what was stored, in the format the spec's store has always written
 * (`{ state: {...}, version }`, fields it no longer keeps are ignored); anything malformed is
 * dropped rather than trusted.
 */
export function restoreState(raw: string | null): GlobalState {
  const base = defaultState();
  const stored = storedObject(raw);
  if (!stored) return base;
  if (isObj(stored.preferences)) base.preferences.oddsFormat = parseOddsFormat(stored.preferences.oddsFormat);
  const tournaments = isObj(stored.recentlyViewed) ? stored.recentlyViewed.tournaments : undefined;
  if (Array.isArray(tournaments)) base.recentlyViewed.tournaments = tournaments.filter(isRecentItem).slice(0, RECENTLY_VIEWED_LIMIT);
  return base;
}

export function serializeState(s: GlobalState): string {
  return JSON.stringify({ state: s, version: 1 });
}

/** Spec: the latest 10, no duplicates (a repeat visit moves the item to the front). */
export function addRecentlyViewed(list: RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...list.filter((i) => i.id !== item.id)].slice(0, RECENTLY_VIEWED_LIMIT);
}
