import { and, eq, gt, isNotNull, type Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import { DEMO_ODDS_BOOKMAKERS } from "./demo-odds-source";
import { demoMarketQuotes } from "./demo-market-quotes";
import { isBestOf } from "./model/fixture";
import type { FeedEventOdds, Game, OddsBatch, OddsSource } from "./types";

/** One synced match as the demo source needs it; a match without both teams or a start time gets no prices. */
export type DemoOddsMatch = {
  id: number;
  game: Game;
  teamAName: string | null;
  teamBName: string | null;
  beginAt: Date | null;
  /** The series' length; unknown, the match gets only the match-winner prices. */
  numberOfGames: number | null;
};

/**
 * The demo source: one batch per poll with an event for each of the game's matches that can be
 * priced, every market a book offers on the series (demo-market-quotes.ts), read into the same odds
 * model as a real feed's events, so matching, storage and pages run the same code on them. The demo
 * lists each match with team A as the home team.
 */
export function demoOddsSource(list: readonly DemoOddsMatch[]): OddsSource {
  return {
    name: "demo",
    async *fetch(game, ctx): AsyncGenerator<OddsBatch> {
      const events: FeedEventOdds[] = [];
      for (const match of list) {
        const { id, teamAName, teamBName, beginAt, numberOfGames } = match;
        if (match.game !== game || !teamAName || !teamBName || !beginAt) continue;
        const bestOf = numberOfGames !== null && isBestOf(numberOfGames) ? numberOfGames : null;
        events.push({
          fixture: { feed: "demo", feedEventId: `demo-${id}`, start: beginAt, homeTeam: teamAName, awayTeam: teamBName, bestOf },
          sportKey: `demo_${game}`,
          bookmakers: [...DEMO_ODDS_BOOKMAKERS],
          quotes: demoMarketQuotes({ id, teamAName, teamBName, beginAt }, bestOf, ctx.now),
        });
      }
      yield { events, skipped: 0, invalid: [], bookmakersLeftOut: 0, suspendedOutcomes: 0, refusedPrices: 0, requestsRemaining: null };
    },
  };
}

/**
 * The demo odds source over the database: each poll prices the game's demo matches that have not
 * started, as they are stored now (the demo provider moves them on), through the same matching and
 * storage as a real feed. It invents no in-play prices (they would not follow the score): a started
 * demo match shows its closing odds. Used only while the esports data is the demo world; the pages
 * label its prices as demo.
 */
export function demoOddsFeed(db: Db): OddsSource {
  return {
    name: "demo",
    async *fetch(game, ctx) {
      const rows = await db
        .select({
          id: matches.id,
          game: matches.game,
          teamAName: matches.teamAName,
          teamBName: matches.teamBName,
          beginAt: matches.beginAt,
          numberOfGames: matches.numberOfGames,
        })
        .from(matches)
        .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier)))
        .where(and(eq(matches.game, game), eq(matches.source, "demo"), eq(matches.status, "not_started"), gt(matches.beginAt, ctx.now)));
      yield* demoOddsSource(rows).fetch(game, ctx);
    },
  };
}
