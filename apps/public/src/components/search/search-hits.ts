import { GAME_SHORT_NAMES, matchPath, teamPath, tournamentPath } from "@eb/api/shared";
import type { PublicClient } from "../../lib/trpc";

/** What both search procedures answer (the suggestions are a shorter list of the same). */
export type SearchResults = Awaited<ReturnType<PublicClient["search"]["results"]["query"]>>;
export type TeamHit = SearchResults["teams"][number];
export type TournamentHit = SearchResults["tournaments"][number];
export type MatchHit = SearchResults["matches"][number];

/** One found thing as the suggestions and the results page show it: where it leads and what it says. */
export type SearchEntry = { key: string; href: string; label: string; detail: string };

export type SearchGroup = { kind: "teams" | "tournaments" | "matches"; title: string; entries: SearchEntry[] };

const teamEntry = (t: TeamHit): SearchEntry => ({
  key: `team-${t.id}`,
  href: teamPath(t.game, t.id, t.name),
  label: t.name,
  detail: [t.acronym && t.acronym !== t.name ? t.acronym : null, GAME_SHORT_NAMES[t.game]].filter(Boolean).join(" · "),
});

const TOURNAMENT_STATUS = { running: "Running", upcoming: "Upcoming", finished: "Finished" } as const;

const tournamentEntry = (t: TournamentHit): SearchEntry => ({
  key: `tournament-${t.id}`,
  href: tournamentPath(t.game, t.id, t.name),
  label: t.name,
  detail: `${GAME_SHORT_NAMES[t.game]} · ${TOURNAMENT_STATUS[t.status]}`,
});

/** A side the provider has not named yet is TBD, as on the match cards. */
export const matchTitle = (m: MatchHit) => `${m.teamA.name ?? "TBD"} vs ${m.teamB.name ?? "TBD"}`;

/** `when` is the start as the visitor reads it (their zone; "Today 18:00"). */
const matchEntry = (m: MatchHit, when: (iso: string) => string): SearchEntry => ({
  key: `match-${m.id}`,
  href: matchPath(m.game, m.id, m.teamA.name, m.teamB.name),
  label: matchTitle(m),
  detail: [GAME_SHORT_NAMES[m.game], when(m.beginAt), m.tournamentName].filter(Boolean).join(" · "),
});

/** The results in display order, groups without entries left out. */
export function searchGroups(results: SearchResults, when: (iso: string) => string): SearchGroup[] {
  const groups: SearchGroup[] = [
    { kind: "teams", title: "Teams", entries: results.teams.map(teamEntry) },
    { kind: "tournaments", title: "Tournaments", entries: results.tournaments.map(tournamentEntry) },
    { kind: "matches", title: "Upcoming matches", entries: results.matches.map((m) => matchEntry(m, when)) },
  ];
  return groups.filter((g) => g.entries.length > 0);
}

/** "1 result" / "12 results". */
export const resultCount = (n: number) => `${n} result${n === 1 ? "" : "s"}`;
