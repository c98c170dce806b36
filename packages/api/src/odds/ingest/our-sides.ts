import type { OddsMarket } from "../model/markets";

/** Which of our teams the feed's home team is (match-events.ts's EventMatch.homeSide). */
export type HomeSide = "teamA" | "teamB";

/** A quote's market and selection as we store them: the market from team A's side, the selection in our words. */
export type OurQuoteSide = { market: OddsMarket; selection: string };

/**
 * A model quote (said from the feed's home team's side) said from our sides of the match: the
 * feed's home and away become team A or team B, the draw and over/under stay, a correct score is
 * written with team A's maps first, and a handicap line is team A's. A feed whose home team is our
 * team B is flipped: selections swapped, the handicap line negated (home -1.5 is team B -1.5, which
 * is team A +1.5), scores reversed. Pure.
 */
export function toOurSides(market: OddsMarket, selection: string, homeSide: HomeSide): OurQuoteSide {
  const flipped = homeSide === "teamB";
  const team = (side: "home" | "away"): string => ((side === "home") !== flipped ? "teamA" : "teamB");
  const ourMarket: OddsMarket = flipped && market.kind === "map_handicap" ? { kind: "map_handicap", line: market.line === 0 ? 0 : -market.line } : market;
  if (selection === "home" || selection === "away") return { market: ourMarket, selection: team(selection) };
  if (market.kind === "correct_score" && flipped) {
    const score = /^(\d+)-(\d+)$/.exec(selection);
    if (score) return { market: ourMarket, selection: `${score[2]}-${score[1]}` };
  }
  return { market: ourMarket, selection };
}

/** A stored selection in the model's words, team A being the home team ("teamA" -> "home"); others stay. */
export function modelSelection(selection: string): string {
  return selection === "teamA" ? "home" : selection === "teamB" ? "away" : selection;
}
