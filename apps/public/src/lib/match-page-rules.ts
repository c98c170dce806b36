/** What the match and team pages say about a match, as pure rules (the cards' rules are in match-rules.ts). */

/**
 * The series format in words, only for the formats whose meaning is certain: "Best of 3",
 * "First to 2", "3 games" (PandaScore's all_games_played). Null for anything else: no guess.
 */
export function seriesFormat(matchType: string | null, numberOfGames: number | null): string | null {
  if (numberOfGames === null || numberOfGames < 1) return null;
  if (matchType === "best_of") return `Best of ${numberOfGames}`;
  if (matchType === "first_to") return `First to ${numberOfGames}`;
  if (matchType === "all_games_played") return `${numberOfGames} game${numberOfGames === 1 ? "" : "s"}`;
  return null;
}

export type MatchStatusLabel = "LIVE" | "Upcoming" | "RESULT" | "Finished" | "Canceled" | "Postponed" | null;

/**
 * The match page's status, in the cards' words: LIVE while running, RESULT once finished with a
 * winner (Finished without one), Upcoming before it starts; the provider's other two states as such.
 */
export function matchStatusLabel(status: string, winner: string | null): MatchStatusLabel {
  if (status === "running") return "LIVE";
  if (status === "finished") return winner ? "RESULT" : "Finished";
  if (status === "not_started" || status === "upcoming") return "Upcoming";
  if (status === "canceled" || status === "cancelled") return "Canceled";
  if (status === "postponed") return "Postponed";
  return null;
}

/** A form line, newest first: "WWLDW" ("–" for a result the archive cannot call). */
export function formLine(results: Array<{ outcome: "W" | "L" | "D" | null }>): string {
  return results.map((r) => r.outcome ?? "–").join("");
}
