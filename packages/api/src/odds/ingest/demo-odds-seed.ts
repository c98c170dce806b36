import type { Db } from "@eb/db";
import { GAMES } from "@eb/db/games";
import { HOUR_MS } from "../../platform";
import { demoOddsFeed } from "../demo-odds-feed";
import type { FeedEventOdds } from "../types";
import { storePoll } from "./poll-game";

/** How far back a fresh demo world's prices start, and how often they are sampled on the way. */
export const DEMO_ODDS_BACKFILL_MS = 24 * HOUR_MS;
export const DEMO_ODDS_BACKFILL_STEP_MS = 2 * HOUR_MS;
/**
 * Every market is backfilled over the last samples only (enough for each price's movement); the
 * samples before hold the match winner alone, whose history the movement chart draws. Every market
 * at every sample would be eight times the rows and three times the seeding time for history no
 * page shows.
 */
const EVERY_MARKET_SAMPLES = 2;

const noGate = () => Promise.reject(new Error("the demo odds feed makes no request"));

/**
 * Prices for a freshly seeded demo world: the demo feed read as it would have been every two hours
 * over the last day, stored through the same matching and storage as the job's polls, so match
 * pages open with prices and a movement chart instead of waiting for the job. Runs only with the
 * demo seed (never on a real feed's data).
 */
export async function seedDemoOdds(db: Db, now: Date): Promise<{ prices: number; history: number }> {
  const feed = demoOddsFeed(db);
  let prices = 0;
  let history = 0;
  for (let at = now.getTime() - DEMO_ODDS_BACKFILL_MS; at <= now.getTime(); at += DEMO_ODDS_BACKFILL_STEP_MS) {
    const readAt = new Date(at);
    const everyMarket = at + EVERY_MARKET_SAMPLES * DEMO_ODDS_BACKFILL_STEP_MS > now.getTime();
    for (const game of GAMES) {
      const events: FeedEventOdds[] = [];
      for await (const batch of feed.fetch(game, { now: readAt, gate: noGate }))
        for (const event of batch.events) events.push(everyMarket ? event : { ...event, quotes: event.quotes.filter((q) => q.market.kind === "winner") });
      const stored = await storePoll(db, { game, source: "demo", events, readAt, now: readAt });
      history += stored.changed;
      if (at + DEMO_ODDS_BACKFILL_STEP_MS > now.getTime()) prices += stored.changed + stored.seenAgain + stored.unchanged;
    }
  }
  return { prices, history };
}
