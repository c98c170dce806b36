import { demoSeriesGames } from "@eb/db/seed";
import type { MatchRow, TeamRow, TournamentRow } from "../types";
import { MINUTE_MS, HOUR_MS } from "../../platform";

/** A running demo match finishes about two hours after it started. */
export const DEMO_MATCH_LENGTH_MS = 2 * HOUR_MS;
/** Upcoming demo matches kept per game, so the site always lists at least ~40 across four games. */
export const DEMO_UPCOMING_PER_GAME = 12;
/** Matches the demo provider adds get ids from here on, above the seeded ones. */
export const DEMO_NEW_MATCH_ID_BASE = 90_500_000;

const floorToQuarter = (ms: number) => Math.floor(ms / (15 * MINUTE_MS)) * 15 * MINUTE_MS;
const bestOf = (m: MatchRow) => m.numberOfGames ?? 3;

/** The final score of a series that stood at `a`-`b`: the games still needed are played out at random. */
function finalScore(random: () => number, games: number, a = 0, b = 0): [number, number] {
  const toWin = Math.ceil(games / 2);
  let [x, y] = [Math.min(a, toWin - 1), Math.min(b, toWin - 1)];
  while (x < toWin && y < toWin) {
    if (random() < 0.5) x++;
    else y++;
  }
  return [x, y];
}

/** The winners of a row's finished games, in order (what a running demo match has shown so far). */
const playedWinners = (row: MatchRow): number[] =>
  (row.games ?? [])
    .filter((g) => g.status === "finished" && g.winnerId !== null)
    .sort((x, y) => x.position - y.position)
    .map((g) => g.winnerId!);

/** The games of a demo series in the state `row` is now in, keeping those it has already shown. */
const gamesOf = (row: MatchRow, random: () => number) =>
  demoSeriesGames(
    {
      status: row.status,
      numberOfGames: bestOf(row),
      teamAId: row.teamAId ?? null,
      teamBId: row.teamBId ?? null,
      teamAScore: row.teamAScore ?? null,
      teamBScore: row.teamBScore ?? null,
      beginAt: row.beginAt ?? null,
      endAt: row.endAt ?? null,
      playedWinners: playedWinners(row),
    },
    random,
  );

/**
 * Moves demo matches through time: started upcoming ones run with a partial score, and
 * running ones older than two hours finish with a score that continues the partial one, a winner
 * and an end time. Both list their games as the provider does (one per game played, with its
 * winner), so a finished demo match reaches the results archive as a synced one does.
 * Returns only the changed rows.
 */
export function advanceDemoMatches(rows: MatchRow[], now: Date, random: () => number): MatchRow[] {
  const changed: MatchRow[] = [];
  for (const row of rows) {
    const begin = row.beginAt?.getTime();
    if (begin === undefined || begin > now.getTime() || (row.status !== "not_started" && row.status !== "running")) continue;
    const age = now.getTime() - begin;
    if (age >= DEMO_MATCH_LENGTH_MS) {
      const [a, b] = finalScore(random, bestOf(row), row.teamAScore ?? 0, row.teamBScore ?? 0);
      const aWins = a > b;
      const endAt = new Date(Math.min(now.getTime(), begin + (bestOf(row) * 50 + 10) * MINUTE_MS));
      const finished: MatchRow = {
        ...row,
        status: "finished",
        teamAScore: a,
        teamBScore: b,
        endAt,
        winnerId: aWins ? row.teamAId : row.teamBId,
        winnerName: aWins ? row.teamAName : row.teamBName,
      };
      changed.push({ ...finished, games: gamesOf(finished, random) });
    } else if (row.status === "not_started") {
      const toWin = Math.ceil(bestOf(row) / 2);
      const partial = (): number => Math.floor(random() * toWin);
      const running: MatchRow = { ...row, status: "running", teamAScore: partial(), teamBScore: partial() };
      changed.push({ ...running, games: gamesOf(running, random) });
    }
  }
  return changed;
}

/** A demo series' maps are played one after another over its two hours (40 minutes each in a bo3). */
const demoMapLengthMs = (row: MatchRow) => DEMO_MATCH_LENGTH_MS / bestOf(row);

/**
 * The live steps of running demo series: each map due by now (one every demoMapLengthMs from the
 * start) is played, its winner drawn; a side that reaches the maps it needs wins the series then,
 * before the two hours are up. Returns only the changed rows, with their games.
 */
export function playDemoMaps(rows: MatchRow[], now: Date, random: () => number): MatchRow[] {
  const changed: MatchRow[] = [];
  for (const row of rows) {
    const begin = row.beginAt?.getTime();
    if (row.status !== "running" || begin === undefined) continue;
    const toWin = Math.ceil(bestOf(row) / 2);
    const due = Math.floor((now.getTime() - begin) / demoMapLengthMs(row));
    let [a, b] = [row.teamAScore ?? 0, row.teamBScore ?? 0];
    if (a + b >= due || a >= toWin || b >= toWin) continue;
    while (a + b < due && a < toWin && b < toWin) {
      if (random() < 0.5) a++;
      else b++;
    }
    const won = a >= toWin ? "a" : b >= toWin ? "b" : null;
    const next: MatchRow = won
      ? {
          ...row,
          status: "finished",
          teamAScore: a,
          teamBScore: b,
          endAt: now,
          winnerId: won === "a" ? row.teamAId : row.teamBId,
          winnerName: won === "a" ? row.teamAName : row.teamBName,
        }
      : { ...row, teamAScore: a, teamBScore: b };
    changed.push({ ...next, games: gamesOf(next, random) });
  }
  return changed;
}

/**
 * New upcoming matches between the game's demo teams, in its running or upcoming tiered demo
 * tournaments, until the game has DEMO_UPCOMING_PER_GAME upcoming matches.
 */
export function topUpDemoMatches(
  input: { upcoming: number; teams: TeamRow[]; tournaments: TournamentRow[]; nextId: number; now: Date },
  random: () => number,
): MatchRow[] {
  const { teams, now } = input;
  const open = input.tournaments.filter((t) => t.tier && t.endAt && t.endAt.getTime() > now.getTime() + 3 * HOUR_MS);
  const missing = DEMO_UPCOMING_PER_GAME - input.upcoming;
  if (missing <= 0 || open.length === 0 || teams.length < 2) return [];
  const created: MatchRow[] = [];
  for (let i = 0; i < missing; i++) {
    const t = open[i % open.length]!;
    const earliest = Math.max(now.getTime(), t.beginAt?.getTime() ?? 0) + HOUR_MS;
    const latest = t.endAt!.getTime() - HOUR_MS;
    const begin = floorToQuarter(Math.min(latest, earliest + (i * 6 + random() * 4) * HOUR_MS));
    if (begin <= now.getTime()) continue;
    const a = teams[Math.floor(random() * teams.length)]!;
    const others = teams.filter((x) => x.id !== a.id);
    const b = others[Math.floor(random() * others.length)]!;
    const id = input.nextId + created.length;
    created.push({
      id,
      source: "demo",
      game: t.game,
      status: "not_started",
      name: `${a.acronym ?? a.name} vs ${b.acronym ?? b.name}`,
      slug: `demo-${id}`,
      matchType: "best_of",
      numberOfGames: random() < 0.3 ? 1 : 3,
      scheduledAt: new Date(begin),
      beginAt: new Date(begin),
      endAt: null,
      tournamentId: t.id,
      tournamentName: t.name,
      leagueName: t.leagueName ?? null,
      serieName: t.serieName ?? null,
      serieFullName: t.serieFullName ?? null,
      teamAId: a.id,
      teamAName: a.name,
      teamAAcronym: a.acronym ?? null,
      teamALogo: a.imageUrl ?? null,
      teamBId: b.id,
      teamBName: b.name,
      teamBAcronym: b.acronym ?? null,
      teamBLogo: b.imageUrl ?? null,
      teamAScore: null,
      teamBScore: null,
      winnerId: null,
      winnerName: null,
      streamUrl: null,
      streams: [],
    });
  }
  return created;
}

/** The demo world of a game is "in the past" when none of its tiered tournaments is still open. */
export function demoWorldIsPast(tournaments: TournamentRow[], now: Date): boolean {
  return !tournaments.some((t) => t.tier && t.endAt && t.endAt.getTime() > now.getTime());
}
