import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const FIXTURE_DIR = fileURLToPath(new URL("./payloads/", import.meta.url));

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(`${FIXTURE_DIR}${name}`, "utf8"));
}

type TeamLike = { current_videogame?: { slug?: string } | null };
const teamsOf = (slug: string) => (readFixture("teams-filter-name-t1.json") as TeamLike[]).filter((t) => t.current_videogame?.slug === slug);

/** The real payloads served on the endpoints that would have produced them. */
export function fixtureRoutes(): Record<string, unknown[]> {
  return {
    "/csgo/matches/past": readFixture("csgo-matches-past.json") as unknown[],
    "/csgo/matches/running": readFixture("csgo-matches-running-legacy-2020.json") as unknown[],
    "/dota2/matches/past": readFixture("dota2-matches-past.json") as unknown[],
    "/valorant/matches/past": readFixture("valorant-matches-past.json") as unknown[],
    "/lol/matches/upcoming": readFixture("lol-matches.json") as unknown[],
    "/lol/matches/past": [readFixture("lol-match-finished.json")],
    "/lol/tournaments/running": readFixture("lol-tournaments.json") as unknown[],
    "/lol/teams": teamsOf("league-of-legends"),
    "/dota2/teams": teamsOf("dota-2"),
  };
}
