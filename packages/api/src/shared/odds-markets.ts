/**
 * Every market of a match's odds comparison as the public site sees it: the match winner, each
 * map's winner, map handicaps, total maps and the correct score, one table per market and line.
 * Browser-safe; times are ISO strings. Selections are said from our sides of the match: "teamA" and
 * "teamB" (and "draw"), "over" and "under", and correct scores "a-b" with team A's maps first.
 */

/** The feeds a price can come from; "demo" prices are invented and labelled as demo wherever they show. */
export type OddsFeedLabel = "the-odds-api" | "stadar" | "odds-api-io" | "demo";

/** The tabs of the match page's odds section, in this order; a tab shows only where some table has a row. */
export const MARKET_KINDS = ["winner", "map_winner", "map_handicap", "total_maps", "correct_score"] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/**
 * A quote's state as the visitor reads it: on offer; suspended by the book (the last price, struck
 * through); or off the board (no usable price). Only "open" prices count towards a best price, a
 * margin, an implied probability or the fair line.
 */
export type MarketQuoteStatus = "open" | "suspended" | "off";

/** One bookmaker's price for one selection. */
export type MarketCell = {
  /** The decimal price; null when the feed sent none usable (status "off"). */
  price: number | null;
  status: MarketQuoteStatus;
  /** 1 / price for an open price, else null. */
  impliedProbability: number | null;
  /** The best open price of its selection among the table's fresh rows (ties: all of them). */
  best: boolean;
  movement: "up" | "down" | null;
};

/** One bookmaker's row in one market table. */
export type MarketRow = {
  bookmakerId: number;
  bookmakerName: string;
  /** Its /go slug; null when it has no redirect (its prices show, unlinked). */
  redirectSlug: string | null;
  /** Keyed by selection; null where the book does not price that selection. */
  cells: Record<string, MarketCell | null>;
  /** The book's margin (overround) on this market; null unless every selection is open. */
  margin: number | null;
  /** When the feed last saw this row's prices (its oldest price's time). */
  seenAt: string;
  /** Not seen lately: shown dimmed, never best, not in the average or the fair line. */
  stale: boolean;
  /** Which feed priced this row (a bookmaker may be priced by several; the freshest open quote wins). */
  source: OddsFeedLabel;
};

/** One selection's column: its key and the words it is shown with ("Team Liquid", "Over 2.5", "2-1"). */
export type MarketSelection = { key: string; label: string };

/** The margin-free price per selection, where at least two fresh books price the whole market. */
export type FairLine = {
  /** Multiplicative de-vig of each book, then the median probability per selection, as a price. */
  prices: Record<string, number>;
  /** How many books it was made from. */
  books: number;
};

/**
 * For a place shown no bookmaker (information only): the match-winner chances the bookmakers'
 * prices imply, their margins taken out (the fair line), as probabilities; no name, price or link.
 */
export type FairChances = {
  teamA: number | null;
  teamB: number | null;
  draw: number | null;
  /** How many bookmakers' complete markets it was made from. */
  books: number;
  /** Made from invented demo prices: labelled as demo. */
  demo: boolean;
};

/** One market on one line: a table of the odds section. */
export type MarketTable = {
  /** The model's market key: "winner:2" (or "winner:3" in a bo2), "map_winner:1", "map_handicap:-1.5" (team A's line), "total_maps:2.5", "correct_score". */
  key: string;
  kind: MarketKind;
  /** Map N for a map winner, else null. */
  map: number | null;
  /** Team A's handicap line, or the total's line; else null. */
  line: number | null;
  /** The table's title: "Match winner", "Map 2 winner", "Handicap -1.5 / +1.5" (team A first), "Total maps 2.5", "Correct score". */
  title: string;
  selections: MarketSelection[];
  rows: MarketRow[];
  /** Per selection: the best open price of the fresh rows, their average, or null where none. */
  best: Record<string, number | null>;
  average: Record<string, number | null>;
  fair: FairLine | null;
};

/**
 * The whole odds section of a match page; null from the API when no licensed bookmaker prices the
 * match. `phase` says how to read the prices: before the start; in play (the feeds still price it,
 * labelled live); or closed (the last prices before the start, labelled "Closing odds").
 */
export type MatchMarkets = {
  matchId: number;
  /** "demo" when any shown price is invented (labelled as demo wherever it shows). */
  source: OddsFeedLabel;
  phase: "pre-match" | "live" | "closing";
  /** Best of N maps when known; the map tabs and the possible scores follow it. */
  bestOf: number | null;
  tables: MarketTable[];
  updatedAt: string;
  /**
   * Once the match is finished: the side the closing match-winner prices favoured (the lower best
   * price), to say "The closing odds favoured Team Liquid"; null before, or when they were level.
   */
  closingFavourite: "teamA" | "teamB" | null;
};
