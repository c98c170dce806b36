import { matches } from "@eb/db/schema";

/** What the odds read of one of our matches: its teams, start and status (what has started), and its series' length (which markets it can have). */
export const ODDS_MATCH_COLUMNS = {
  id: matches.id,
  teamAName: matches.teamAName,
  teamBName: matches.teamBName,
  beginAt: matches.beginAt,
  status: matches.status,
  numberOfGames: matches.numberOfGames,
};
