import type { Game } from "./games";
import type { MarketKind, OddsFeedLabel } from "./odds-markets";

/**
 * The dropping-odds list (/dropping-odds): the largest falls of pre-match prices over the last
 * DROPPING_ODDS_WINDOW_HOURS hours, among the bookmakers the visitor may see. Browser-safe; times
 * are ISO strings.
 */

/** How far back a price is compared: the price then against the price now. */
export const DROPPING_ODDS_WINDOW_HOURS = 24;
/** The most rows the list shows (largest falls first). */
export const DROPPING_ODDS_LIMIT = 50;
/** The /go placement of the list's price links (with the match id in `m`, as the match page's odds table's). */
export const DROPPING_ODDS_PLACEMENT = "dropping-odds";

/** One quote whose price fell: which match, market, selection and bookmaker, from what to what, and when it moved. */
export type DroppingOddsRow = {
  matchId: number;
  game: Game;
  teamAName: string;
  teamBName: string;
  beginAt: string | null;
  bookmakerId: number;
  bookmakerName: string;
  redirectSlug: string | null;
  source: OddsFeedLabel;
  /** The market's key ("map_winner:2") and its title as the match page's tabs say it ("Map 2 winner"). */
  market: string;
  marketKind: MarketKind;
  marketTitle: string;
  /** Our selection key ("teamA", "over", "2-1") and its words (the team's name, "Over 2.5"). */
  selection: string;
  selectionLabel: string;
  /** The decimal price then (DROPPING_ODDS_WINDOW_HOURS ago, or first in the window) and now. */
  from: number;
  to: number;
  /** (from − to) / from: above 0. */
  fall: number;
  /** When the price now was set. */
  movedAt: string;
};

export type DroppingOdds = {
  rows: DroppingOddsRow[];
  /** Where the listed prices come from: "demo" when any row is invented (the page labels them), null without rows. */
  source: OddsFeedLabel | null;
  /** Whether the visitor's bookmakers have any current pre-match price at all (a deployment without an odds feed has none). */
  anyPrices: boolean;
};
