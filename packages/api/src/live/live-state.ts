import type { Game } from "@eb/db/games";
import type { MatchGame } from "@eb/db/schema";
import { knownMapDetails, type PublicLiveState } from "../shared";

/**
 * What a live page shows of a match and updates in place: its status, the series score, the map
 * being played (the first running one) and every map listed so far. Derived from the stored match
 * row alone, so any instance, or a restarted one, serves the same state at once. The streams send
 * it as is (the browser's type is the shared PublicLiveState).
 */
export type LiveState = PublicLiveState;

/** The columns of a match row the live state reads. */
export type LiveStateSource = {
  id: number;
  game: Game;
  status: string;
  teamAId: number | null;
  teamBId: number | null;
  teamAScore: number | null;
  teamBScore: number | null;
  winnerId: number | null;
  games: MatchGame[];
};

export function liveStateOf(row: LiveStateSource): LiveState {
  const side = (id: number | null) => (id === null ? null : id === row.teamAId ? ("teamA" as const) : id === row.teamBId ? ("teamB" as const) : null);
  const maps = [...row.games]
    .sort((a, b) => a.position - b.position)
    .map((g) => ({
      position: g.position,
      status: g.status,
      winner: side(g.winnerId),
      ...knownMapDetails(g),
    }));
  return {
    matchId: row.id,
    game: row.game,
    status: row.status,
    scoreA: row.teamAScore,
    scoreB: row.teamBScore,
    currentMap: maps.find((m) => m.status === "running")?.position ?? null,
    winner: side(row.winnerId),
    maps,
  };
}

/** Whether a page showing `a` would show anything different for `b`. */
export function sameLiveState(a: LiveState, b: LiveState): boolean {
  return (
    a.status === b.status &&
    a.scoreA === b.scoreA &&
    a.scoreB === b.scoreB &&
    a.currentMap === b.currentMap &&
    a.winner === b.winner &&
    a.maps.length === b.maps.length &&
    a.maps.every((m, i) => {
      const o = b.maps[i]!;
      return m.position === o.position && m.status === o.status && m.winner === o.winner && m.name === o.name && m.scoreA === o.scoreA && m.scoreB === o.scoreB;
    })
  );
}

/**
 * Whether a change is news for a live page: a match that is or was running, or a known upcoming
 * one that started, ended or was called off. A match first stored (no state before) that is not
 * running, or an upcoming one that stays upcoming, is not: a full sync's hundreds of past and
 * future matches log nothing.
 */
export function isLiveNews(before: LiveState | undefined, after: LiveState): boolean {
  if (before && sameLiveState(before, after)) return false;
  if (after.status === "running" || before?.status === "running") return true;
  return before?.status === "not_started" && after.status !== "not_started";
}
