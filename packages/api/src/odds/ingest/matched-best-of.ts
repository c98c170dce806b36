import type { Db } from "@eb/db";
import type { Game } from "@eb/db/games";
import { CandidateIndex, matchOddsEvent } from "../match-events";
import { isBestOf, type BestOf, type OddsFixture } from "../model/fixture";
import { matchCandidates } from "./candidates";

/**
 * Before a feed that prices event by event (Odds-API.io) asks for odds: which of its events are one
 * of our matches, and how long that match's series is. The same candidates and the same matching as
 * the poll's store (storePoll: matchCandidates, then readPoll's matchOddsEvent), so an event priced
 * here is the one the store puts on that match. Kept: each event matched to a match that is not
 * over (before its start, or in play: the store keeps in-play quotes apart from the closing ones);
 * a finished or cancelled match takes no quote, so it is not asked for. Its value is the match's
 * best-of, null when our esports data does not know it (the feed's map markets are then refused as
 * "format-unknown").
 */
export async function matchedBestOf(db: Db, game: Game, fixtures: readonly OddsFixture[], now: Date): Promise<Map<string, BestOf | null>> {
  const found = new Map<string, BestOf | null>();
  if (fixtures.length === 0) return found;
  const candidates = await matchCandidates(db, game, now);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const index = new CandidateIndex(candidates);
  for (const fixture of fixtures) {
    const match = matchOddsEvent({ homeTeam: fixture.homeTeam, awayTeam: fixture.awayTeam, commenceTime: fixture.start }, index);
    if (!match.matched) continue;
    const candidate = byId.get(match.matchId)!;
    if (candidate.status === "finished" || candidate.status === "canceled") continue;
    const games = candidate.numberOfGames;
    found.set(fixture.feedEventId, games !== null && games !== undefined && isBestOf(games) ? games : null);
  }
  return found;
}
