import type { OddsMarket } from "../model/markets";

/**
 * What the match page's market tabs call a market and its selections ("Match winner", "Map 2
 * winner", "Team A -1.5", "Over 2.5"): one wording wherever a market is named (the tables, the
 * dropping-odds list). Selections are the model's ("home" is team A).
 */

/** A line as a bettor reads it: "+1.5", "-1.5", "2.5". */
const signedLine = (line: number) => (line > 0 ? `+${line}` : String(line));

/** The market's title: "Match winner", "Map 2 winner", "Handicap -1.5 / +1.5", "Total maps 2.5", "Correct score". */
export function marketTitle(market: OddsMarket): string {
  switch (market.kind) {
    case "winner":
      return "Match winner";
    case "map_winner":
      return `Map ${market.map} winner`;
    case "map_handicap":
      return `Handicap ${signedLine(market.line)} / ${signedLine(-market.line)}`;
    case "total_maps":
      return `Total maps ${market.line}`;
    case "correct_score":
      return "Correct score";
  }
}

/** A selection in words: the team's name (with its handicap line), "Draw", "Over 2.5", or the score as it is ("2-1"). */
export function selectionLabel(market: OddsMarket, selection: string, teams: { teamAName: string; teamBName: string }): string {
  const team = selection === "home" ? teams.teamAName : selection === "away" ? teams.teamBName : null;
  if (market.kind === "map_handicap" && team) return `${team} ${signedLine(selection === "home" ? market.line : -market.line)}`;
  if (team) return team;
  if (selection === "draw") return "Draw";
  if (market.kind === "total_maps") return `${selection === "over" ? "Over" : "Under"} ${market.line}`;
  return selection;
}
