import { parseList } from "../../platform";
import { isBestOf, type BestOf, type OddsFixture } from "../model/fixture";
import { isSelectionOf, marketRefusal, scoreSelection, type MarketRefusal, type OddsMarket } from "../model/markets";
import { quoteStatus, type OddsQuote } from "../model/quotes";
import type { InvalidOddsEvent } from "../types";
import { stadarBook, stadarMarket, stadarMatchOdds } from "./schemas";

/**
 * A page of Stadar odds read into the feed-neutral model (model/*), item by item as the other feeds
 * are: a match that fails its schema is skipped and reported, the rest are kept; inside a match a bad
 * book or market costs only itself. How Stadar's markets map (src/models/odds_market.rs, `selection`
 * and `side`):
 *
 * - `moneyline` home|away            -> winner (two-way), that side;
 * - `handicap` plus|minus, `line`, `side` -> map_handicap with the home team's line: home "minus"
 *   1.5 and away "plus" 1.5 are both the market `map_handicap:-1.5`, selections home and away;
 * - `total_maps` over|under, `line`  -> total_maps over/under;
 * - `correct_score` "<a>_<b>" from `side`'s perspective -> correct_score "h-a" (swapped for away);
 * - any other (`total_maps_parity`, `team_map_win` — which the docs give as yes|no for one team, not
 *   the winner of map N — and whatever Stadar adds) is ignored and counted by name.
 *
 * A sided market (handicap, correct score) whose `side` is null is skipped and counted: the docs say
 * null means the orientation could not be established, and to not infer it. A market the match's
 * format cannot have (a ±1.5 handicap in a bo1, a 3-0 in a bo3) is refused and counted by reason.
 * The feed's home and away names are kept as sent: whether they are our teams in the same order is
 * for the matching step to find.
 */

export type StadarFixtureOdds = { fixture: OddsFixture; game: string; quotes: OddsQuote[] };

export type ParsedStadarOdds = {
  fixtures: StadarFixtureOdds[];
  invalid: InvalidOddsEvent[];
  /** Markets the model does not know, by Stadar's name ("total_maps_parity": 4). */
  unknownMarkets: Record<string, number>;
  /** Markets the fixture's format cannot have, or with a malformed line or selection, by reason. */
  refusedMarkets: Partial<Record<MarketRefusal | "selection-impossible", number>>;
  /** Sided markets sent without a side (orientation not established): skipped, never inferred. */
  sidelessMarkets: number;
  /** Books or markets that failed their schema inside a good match. */
  malformedEntries: number;
};

/** Stadar's format ("bo3") as a best-of, or null when it says something else. */
export function bestOfFromFormat(format: string): BestOf | null {
  const match = /^bo(\d)$/.exec(format.trim().toLowerCase());
  const n = match ? Number(match[1]) : Number.NaN;
  return isBestOf(n) ? n : null;
}

/**
 * How the feed's status word reads (the field is UNVERIFIED, see schemas.ts): none or "open" is on
 * offer, "suspended" is suspended, any other word (disabled, closed, one Stadar adds later) is off:
 * a word we do not know never makes a price count.
 */
function feedStatus(status: string | null | undefined): "open" | "suspended" | "disabled" {
  if (status === null || status === undefined || status === "open") return "open";
  if (status === "suspended") return "suspended";
  return "disabled";
}

type Mapped = { market: OddsMarket; selection: string } | { skip: "unknown" | "sideless" | "malformed" };

/** One Stadar market entry as a model market and selection, or why it is skipped. */
function mapMarket(entry: { market: string; selection: string; side?: "home" | "away" | null; line?: number | null }): Mapped {
  const selection = entry.selection.trim().toLowerCase();
  switch (entry.market) {
    case "moneyline":
      return selection === "home" || selection === "away" ? { market: { kind: "winner", ways: 2 }, selection } : { skip: "malformed" };
    case "handicap": {
      if (selection !== "plus" && selection !== "minus") return { skip: "malformed" };
      if (!entry.side) return { skip: "sideless" };
      if (entry.line === null || entry.line === undefined || entry.line <= 0) return { skip: "malformed" };
      const sideLine = selection === "plus" ? entry.line : -entry.line;
      return { market: { kind: "map_handicap", line: entry.side === "home" ? sideLine : -sideLine }, selection: entry.side };
    }
    case "total_maps":
      if (selection !== "over" && selection !== "under") return { skip: "malformed" };
      if (entry.line === null || entry.line === undefined) return { skip: "malformed" };
      return { market: { kind: "total_maps", line: entry.line }, selection };
    case "correct_score": {
      if (!entry.side) return { skip: "sideless" };
      const score = /^(\d{1,2})_(\d{1,2})$/.exec(selection);
      if (!score) return { skip: "malformed" };
      const [mine, theirs] = [Number(score[1]), Number(score[2])];
      return { market: { kind: "correct_score" }, selection: entry.side === "home" ? scoreSelection(mine, theirs) : scoreSelection(theirs, mine) };
    }
    default:
      return { skip: "unknown" };
  }
}

export function parseStadarOdds(odds: readonly unknown[]): ParsedStadarOdds {
  const list = parseList(stadarMatchOdds, odds)!;
  const parsed: ParsedStadarOdds = { fixtures: [], invalid: [], unknownMarkets: {}, refusedMarkets: {}, sidelessMarkets: 0, malformedEntries: 0 };
  // Stadar's id is `match_id`, not the `id` parseList looks for: the report names the match by it.
  parsed.invalid = list.invalid.map((item) => ({ ...item, id: rawMatchId(odds[item.index]) }));
  for (const match of list.items) {
    const bestOf = bestOfFromFormat(match.format);
    const fixture: OddsFixture = {
      feed: "stadar",
      feedEventId: match.match_id,
      start: match.scheduled_at,
      homeTeam: match.home_team,
      awayTeam: match.away_team,
      bestOf,
    };
    const quotes: OddsQuote[] = [];
    for (const rawBook of match.books) {
      const book = stadarBook.safeParse(rawBook);
      if (!book.success) {
        parsed.malformedEntries++;
        continue;
      }
      for (const rawMarket of book.data.markets) {
        const entry = stadarMarket.safeParse(rawMarket);
        if (!entry.success) {
          parsed.malformedEntries++;
          continue;
        }
        const mapped = mapMarket(entry.data);
        if ("skip" in mapped) {
          if (mapped.skip === "unknown") parsed.unknownMarkets[entry.data.market] = (parsed.unknownMarkets[entry.data.market] ?? 0) + 1;
          else if (mapped.skip === "sideless") parsed.sidelessMarkets++;
          else parsed.malformedEntries++;
          continue;
        }
        const refusal = marketRefusal(mapped.market, bestOf) ?? (isSelectionOf(mapped.market, bestOf, mapped.selection) ? null : "selection-impossible");
        if (refusal) {
          parsed.refusedMarkets[refusal] = (parsed.refusedMarkets[refusal] ?? 0) + 1;
          continue;
        }
        quotes.push({
          bookmakerKey: book.data.bookmaker,
          market: mapped.market,
          selection: mapped.selection,
          ...quoteStatus(entry.data.price, feedStatus(entry.data.status)),
          observedAt: book.data.captured_at ?? match.captured_at ?? null,
        });
      }
    }
    parsed.fixtures.push({ fixture, game: match.game, quotes });
  }
  return parsed;
}

function rawMatchId(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const id = (value as { match_id?: unknown }).match_id;
  return typeof id === "string" || typeof id === "number" ? String(id).slice(0, 128) : null;
}
