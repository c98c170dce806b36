import type { MatchGame } from "../schema/index";

const MINUTE = 60_000;

/** What a demo series' games are derived from: its teams, its score so far and its time span. */
export type DemoSeries = {
  status: string;
  numberOfGames: number | null;
  teamAId: number | null;
  teamBId: number | null;
  teamAScore: number | null;
  teamBScore: number | null;
  beginAt: Date | null;
  /** The end of a finished series; the games fit inside it. */
  endAt: Date | null;
  /**
   * Winners of the games already shown while the series ran, in order: they stay its first games
   * (the score must include them), so finishing a series never rewrites a game already reported.
   */
  playedWinners?: number[];
};

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The games of a demo series as PandaScore lists them: one per game played, its winner the team
 * that won it, so each side's count of won games equals its score. A finished series ends with the
 * winner's deciding game and lists no unplayed ones (as the provider does); a running one lists its
 * finished games, the one being played, and the rest of the best-of as not started. An upcoming
 * series or one without both teams has no games.
 */
export function demoSeriesGames(series: DemoSeries, random: () => number): MatchGame[] {
  const { teamAId, teamBId, beginAt } = series;
  const a = series.teamAScore ?? 0;
  const b = series.teamBScore ?? 0;
  if (teamAId == null || teamBId == null || !beginAt) return [];
  if (series.status !== "finished" && series.status !== "running") return [];
  const played = a + b;
  if (played === 0 && series.status === "finished") return [];

  // Games already reported are kept when the score still has room for them (and, once finished,
  // for the winner's deciding game after them).
  const prefix = series.playedWinners ?? [];
  const prefixA = prefix.filter((w) => w === teamAId).length;
  const prefixB = prefix.filter((w) => w === teamBId).length;
  const fits = prefixA + prefixB === prefix.length && prefixA <= a && prefixB <= b && (series.status !== "finished" || (a > b ? prefixA < a : prefixB < b));
  const kept = fits ? prefix : [];
  const restA = a - (fits ? prefixA : 0);
  const restB = b - (fits ? prefixB : 0);

  let winners: number[];
  if (series.status === "finished") {
    // The series winner takes the last game; the earlier ones are shuffled between both sides.
    const winnerId = a > b ? teamAId : teamBId;
    const [winnerRest, loserRest] = a > b ? [restA, restB] : [restB, restA];
    const loserId = winnerId === teamAId ? teamBId : teamAId;
    const earlier = [...Array<number>(winnerRest - 1).fill(winnerId), ...Array<number>(loserRest).fill(loserId)];
    winners = [...kept, ...shuffled(earlier, random), winnerId];
  } else {
    winners = [...kept, ...shuffled([...Array<number>(restA).fill(teamAId), ...Array<number>(restB).fill(teamBId)], random)];
  }

  const start = beginAt.getTime();
  // A finished series' games share its span; a running one's take 40-55 minutes each, 15 apart.
  const slot = series.status === "finished" && series.endAt ? (series.endAt.getTime() - start) / played : 65 * MINUTE;
  const games: MatchGame[] = winners.map((winnerId, i) => {
    const gameBegin = start + Math.round(i * slot);
    const lengthMs = Math.round(slot * (0.62 + random() * 0.2));
    return {
      position: i + 1,
      status: "finished",
      winnerId,
      beginAt: new Date(gameBegin).toISOString(),
      endAt: new Date(gameBegin + lengthMs).toISOString(),
      length: Math.round(lengthMs / 1000),
    };
  });
  if (series.status === "running") {
    const total = Math.max(series.numberOfGames ?? played + 1, played + 1);
    games.push({ position: played + 1, status: "running", winnerId: null, beginAt: new Date(start + played * slot).toISOString(), endAt: null, length: null });
    for (let p = played + 2; p <= total; p++) games.push({ position: p, status: "not_started", winnerId: null, beginAt: null, endAt: null, length: null });
  }
  return games;
}
