import { and, eq, isNotNull, type Db } from "@eb/db";
import { matches, tournaments, type MatchGame } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import { knownMapDetails, type MatchDetail, type PublicSeriesGame, type TeamResult } from "../shared";
import { liveLogBounds } from "../live";
import { publicMatchColumns, toPublicMatch } from "./match-dto";
import { teamLogoIndex } from "./team-logos";
import { HEAD_TO_HEAD_LIMIT, MATCH_FORM_LIMIT, headToHead, teamForm } from "./team-form";

/** Which side won each game, as far as the provider says; a game with a winner that is neither side says nothing. */
export function seriesGames(games: MatchGame[], teamAId: number | null, teamBId: number | null): PublicSeriesGame[] {
  return [...games]
    .sort((x, y) => x.position - y.position)
    .map((g) => ({
      position: g.position,
      status: g.status,
      winner: g.winnerId === null ? null : g.winnerId === teamAId ? "a" : g.winnerId === teamBId ? "b" : null,
      ...knownMapDetails(g),
    }));
}

/**
 * The match page of one match. Null (the page's 404) for an unknown id, another game's id, and a
 * match of a tournament without a tier: spec 5 shows those nowhere, so they get no page either.
 */
export async function matchDetail(db: Db, input: { game: Game; id: number }, now: Date): Promise<MatchDetail | null> {
  // Before the match: a change committed after this id is in the stream the page opens.
  const liveEventId = (await liveLogBounds(db)).newest ?? 0;
  const [row] = await db
    .select({ ...publicMatchColumns, matchType: matches.matchType, numberOfGames: matches.numberOfGames, games: matches.games })
    .from(matches)
    .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier)))
    .where(and(eq(matches.id, input.id), eq(matches.game, input.game)))
    .limit(1);
  if (!row) return null;
  const match = toPublicMatch(row, await teamLogoIndex(db, now));
  const a = row.teamAId;
  const b = row.teamBId;
  const none: Promise<TeamResult[] | null> = Promise.resolve(null);
  const [formA, formB, meetings] = await Promise.all([
    a === null ? none : teamForm(db, input.game, a, MATCH_FORM_LIMIT),
    b === null ? none : teamForm(db, input.game, b, MATCH_FORM_LIMIT),
    a === null || b === null ? Promise.resolve([]) : headToHead(db, input.game, a, b, HEAD_TO_HEAD_LIMIT),
  ]);
  return {
    match,
    matchType: row.matchType,
    numberOfGames: row.numberOfGames,
    games: seriesGames(row.games, a, b),
    formA,
    formB,
    headToHead: meetings,
    liveEventId,
  };
}
