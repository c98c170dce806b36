import type { Game } from "../games";
import type { matches, matchResults, teams } from "../schema/index";
import type { DemoTournamentPlan } from "./demo-catalog";

type NewMatch = typeof matches.$inferInsert;
type NewTeam = typeof teams.$inferInsert;
type NewMatchResult = typeof matchResults.$inferInsert;

const DAY = 24 * 3_600_000;

/** The archive row of a finished match, as the sync writes it: finished at its end, else its begin. */
export function matchResultOf(match: NewMatch): NewMatchResult | null {
  const finishedAt = match.endAt ?? match.beginAt;
  if (match.status !== "finished" || !finishedAt) return null;
  return {
    id: match.id,
    source: match.source ?? "demo",
    game: match.game,
    finishedAt,
    teamAId: match.teamAId ?? null,
    teamAName: match.teamAName ?? null,
    teamAAcronym: match.teamAAcronym ?? null,
    teamBId: match.teamBId ?? null,
    teamBName: match.teamBName ?? null,
    teamBAcronym: match.teamBAcronym ?? null,
    teamAScore: match.teamAScore ?? null,
    teamBScore: match.teamBScore ?? null,
    winnerId: match.winnerId ?? null,
    numberOfGames: match.numberOfGames ?? null,
    tournamentId: match.tournamentId ?? null,
    tournamentName: match.tournamentName ?? null,
    leagueName: match.leagueName ?? null,
    serieName: match.serieName ?? null,
  };
}

/** Series a demo team's archive history is set in: earlier editions of its game's demo leagues. */
const PAST_SERIES = ["Spring", "Summer", "Autumn", "Winter"] as const;

/** The season a date falls in, as the demo series are named ("Summer 2026"). */
function seasonOf(ms: number): string {
  const d = new Date(ms);
  return `${PAST_SERIES[Math.floor(((d.getUTCMonth() + 10) % 12) / 3)]} ${d.getUTCFullYear()}`;
}

/**
 * A year of results that only the archive still holds (the cleanup deleted the matches): a double
 * round robin of the game's demo teams, so each team has 2 × (teams − 1) results and every pair
 * met twice, a few pairs three times, between 35 and 360 days ago. Each row is consistent: a
 * best-of's winner has won the majority of games, and winnerId is that side. Tournament ids are
 * those of tournaments the cleanup has already removed (as with real archived results), so they
 * name an event without one being stored.
 */
export function generateDemoHistory(
  game: Game,
  roster: NewTeam[],
  leagues: DemoTournamentPlan[],
  ids: { match: number; tournament: number },
  nowMs: number,
  random: () => number,
): NewMatchResult[] {
  const pairs: [NewTeam, NewTeam][] = [];
  for (let i = 0; i < roster.length; i++) for (let j = i + 1; j < roster.length; j++) pairs.push([roster[i]!, roster[j]!]);
  const meetings: [NewTeam, NewTeam][] = [...pairs, ...pairs.map(([a, b]): [NewTeam, NewTeam] => [b, a])];
  // Rivalries: every fourth pair met a third time.
  pairs.forEach((pair, i) => {
    if (i % 4 === 0) meetings.push(pair);
  });
  const events = leagues.filter((l) => l.tier !== null);
  const rows: NewMatchResult[] = [];
  meetings.forEach(([teamA, teamB], i) => {
    // Spread evenly over the year, with jitter, so form lists mix recent and older results.
    const daysAgo = 35 + ((i + random()) / meetings.length) * 325;
    const finishedMs = Math.floor((nowMs - daysAgo * DAY) / (15 * 60_000)) * 15 * 60_000;
    const event = events[Math.floor(random() * events.length)]!;
    const serie = seasonOf(finishedMs);
    const bestOf = event.key === "major" && random() < 0.25 ? 5 : random() < 0.25 ? 1 : 3;
    const toWin = Math.ceil(bestOf / 2);
    const loser = Math.floor(random() * toWin);
    const aWins = random() < 0.5;
    const eventIndex = leagues.indexOf(event);
    rows.push({
      id: ids.match + i,
      source: "demo",
      game,
      finishedAt: new Date(finishedMs),
      teamAId: teamA.id,
      teamAName: teamA.name,
      teamAAcronym: teamA.acronym ?? null,
      teamBId: teamB.id,
      teamBName: teamB.name,
      teamBAcronym: teamB.acronym ?? null,
      teamAScore: aWins ? toWin : loser,
      teamBScore: aWins ? loser : toWin,
      winnerId: aWins ? teamA.id : teamB.id,
      numberOfGames: bestOf,
      // One past edition per league and season.
      tournamentId:
        ids.tournament +
        eventIndex * 100 +
        (new Date(finishedMs).getUTCFullYear() % 10) * 10 +
        PAST_SERIES.indexOf(serie.split(" ")[0] as (typeof PAST_SERIES)[number]),
      tournamentName: `${event.league} ${serie} - ${event.stage}`,
      leagueName: event.league,
      serieName: serie,
    });
  });
  return rows;
}
