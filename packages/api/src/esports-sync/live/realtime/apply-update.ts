import type { Game } from "@eb/db/games";
import type { MatchGame } from "@eb/db/schema";
import type { MatchRow } from "../../types";
import type { FrameUpdate, TeamValue } from "./frame-update";

/** The stored columns of a match the realtime feed moves. */
export type StoredMatch = {
  id: number;
  game: Game;
  status: string;
  matchType: string | null;
  numberOfGames: number | null;
  teamAId: number | null;
  teamBId: number | null;
  teamAName: string | null;
  teamBName: string | null;
  teamAScore: number | null;
  teamBScore: number | null;
  winnerId: number | null;
  games: MatchGame[];
};

/** The columns the feed writes (writeBatch overwrites only the keys a row has). */
export type LiveMatchRow = Pick<MatchRow, "id" | "game" | "status" | "teamAScore" | "teamBScore" | "winnerId" | "winnerName" | "endAt"> & {
  games: MatchGame[];
};

const valueOf = (values: readonly TeamValue[], teamId: number | null) => (teamId === null ? null : (values.find((v) => v.teamId === teamId)?.value ?? null));

/** Maps a best-of needs to win it: a side with that many has won the series. */
function winsNeeded(m: StoredMatch): number | null {
  if (m.matchType !== "best_of" || !m.numberOfGames) return null;
  return Math.floor(m.numberOfGames / 2) + 1;
}

function seriesWinner(m: StoredMatch, a: number | null, b: number | null): number | null {
  const need = winsNeeded(m);
  if (need === null) return null;
  if ((a ?? 0) >= need) return m.teamAId;
  if ((b ?? 0) >= need) return m.teamBId;
  return null;
}

const winnerName = (m: StoredMatch, winnerId: number | null) =>
  winnerId === null ? null : winnerId === m.teamAId ? m.teamAName : winnerId === m.teamBId ? m.teamBName : null;

/**
 * The match after one frame of map `position`: that map running (or finished, with its winner),
 * its name and score on our sides, the maps before it finished, the series score as the frame
 * states it (or, for Dota 2, counted from the finished maps), and the winner once a side has the
 * maps a best-of needs. A match already finished stays so.
 */
export function applyFrame(stored: StoredMatch, update: FrameUpdate, position: number): LiveMatchRow {
  const byPosition = new Map(stored.games.map((g) => [g.position, { ...g }]));
  for (const g of byPosition.values()) if (g.position < position && g.status !== "finished" && g.status !== "not_played") g.status = "finished";
  const current: MatchGame = byPosition.get(position) ?? { position, status: "running", winnerId: null, beginAt: null, endAt: null, length: null };
  current.status = update.finished ? "finished" : "running";
  current.winnerId = update.finished ? update.winnerId : null;
  if (update.mapName !== null) current.name = update.mapName;
  current.scoreA = valueOf(update.mapScore, stored.teamAId);
  current.scoreB = valueOf(update.mapScore, stored.teamBId);
  byPosition.set(position, current);
  const games = [...byPosition.values()].sort((a, b) => a.position - b.position);

  const wonBy = (teamId: number | null) => (teamId === null ? null : games.filter((g) => g.status === "finished" && g.winnerId === teamId).length);
  const scoreA = update.seriesScore ? valueOf(update.seriesScore, stored.teamAId) : wonBy(stored.teamAId);
  const scoreB = update.seriesScore ? valueOf(update.seriesScore, stored.teamBId) : wonBy(stored.teamBId);
  const decided = stored.winnerId ?? seriesWinner(stored, scoreA, scoreB);
  const finished = stored.status === "finished";
  return {
    id: stored.id,
    game: stored.game,
    status: finished ? "finished" : "running",
    teamAScore: scoreA,
    teamBScore: scoreB,
    winnerId: decided,
    winnerName: winnerName(stored, decided),
    games,
  };
}

/**
 * The match when its socket closed with 1000 (the provider's "match finished"): finished, every
 * map still running ended, and the winner the side with more maps (none on a draw).
 */
export function finishMatch(stored: StoredMatch, now: Date): LiveMatchRow {
  const games = stored.games.map((g) => (g.status === "running" ? { ...g, status: "finished" } : g));
  const a = stored.teamAScore ?? 0;
  const b = stored.teamBScore ?? 0;
  const winnerId = stored.winnerId ?? (a > b ? stored.teamAId : b > a ? stored.teamBId : null);
  return {
    id: stored.id,
    game: stored.game,
    status: "finished",
    teamAScore: stored.teamAScore,
    teamBScore: stored.teamBScore,
    winnerId,
    winnerName: winnerName(stored, winnerId),
    games,
    endAt: now,
  };
}
