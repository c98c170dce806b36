import type { DROPPING_ODDS_PLACEMENT, MatchOdds, OddsSide } from "@eb/api/shared";

/** A probability or a margin as a percentage with one decimal ("47.6%", "5.3%", "-1.2%"). */
export function formatPercent(fraction: number): string {
  const percent = Math.round(fraction * 1000) / 10;
  return `${percent.toFixed(1)}%`;
}

/** The market's sides as the table shows them, left to right: team A, the draw (three-way only), team B. */
export function oddsSides(odds: Pick<MatchOdds, "threeWay">): OddsSide[] {
  return odds.threeWay ? ["teamA", "draw", "teamB"] : ["teamA", "teamB"];
}

/** What a side is called on the page: a team's name, or "Draw". */
export function sideName(side: OddsSide, teams: { a: string; b: string }): string {
  return side === "teamA" ? teams.a : side === "teamB" ? teams.b : "Draw";
}

/** A price link's accessible name: "Bet on Team X at 2.10 with Bookmaker" ("Bet on a draw at ..."). */
export function betLinkLabel(side: OddsSide, teams: { a: string; b: string }, price: string, bookmaker: string): string {
  const on = side === "draw" ? "a draw" : sideName(side, teams);
  return `Bet on ${on} at ${price} with ${bookmaker}`;
}

/**
 * The /go link of a price: its placement (`odds`, the match page's tables; `dropping-odds`, the
 * dropping-odds list) and the match, so the click is counted for where it was.
 */
export function oddsLinkHref(redirectSlug: string, matchId: number, placement: "odds" | typeof DROPPING_ODDS_PLACEMENT = "odds"): string {
  return `/go/${encodeURIComponent(redirectSlug)}?pl=${placement}&m=${matchId}`;
}
