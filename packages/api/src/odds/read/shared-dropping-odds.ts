import type { Db } from "@eb/db";
import type { DroppingOdds, GameFilter } from "../../shared";
import { LruMap, SECOND_MS } from "../../platform";
import { droppingOdds } from "./dropping-odds";
import { visibleBookFeeds, type LicensedFilter } from "./visible-prices";

/** How long one reading of the list answers every visitor who sees the same bookmakers (the feeds poll every 10 minutes). */
export const DROPPING_ODDS_SHARED_MS = 60 * SECOND_MS;
/** Readings kept per database: one per game filter and set of visible bookmakers' feeds (a place's offer). */
const KEYS_MAX = 200;

type Reading = { until: number; answer: Promise<DroppingOdds> };
const readings = new WeakMap<Db, LruMap<string, Reading>>();

/**
 * The dropping-odds list as every visitor asks for it: one reading of the database (up to a second
 * on a big one) answers for DROPPING_ODDS_SHARED_MS everyone with the same game filter who sees the
 * same bookmakers on the same feeds, and a reading under way is joined, not repeated. So however
 * often anonymous callers ask, the database reads the list at most once a minute per game filter
 * and offer.
 */
export async function sharedDroppingOdds(db: Db, game: GameFilter, now: Date, isLicensed: LicensedFilter): Promise<DroppingOdds> {
  const books = await visibleBookFeeds(db, isLicensed);
  const key = `${game}|${books
    .map((b) => `${b.bookmakerId}:${b.source}`)
    .sort()
    .join(",")}`;
  let cache = readings.get(db);
  if (!cache) readings.set(db, (cache = new LruMap(KEYS_MAX)));
  const held = cache.get(key);
  if (held && held.until > now.getTime()) return held.answer;
  const answer = droppingOdds(db, game, now, books);
  const reading = { until: now.getTime() + DROPPING_ODDS_SHARED_MS, answer };
  cache.set(key, reading);
  // A failed reading is not kept: the next visitor asks again.
  answer.catch(() => cache.get(key) === reading && cache.set(key, { until: 0, answer }));
  return answer;
}
