import { queryRows, sql, type Db } from "@eb/db";
import { ODDS_HISTORY_WINDOW_MINUTES } from "@eb/db/schema";
import {
  DROPPING_ODDS_LIMIT,
  DROPPING_ODDS_WINDOW_HOURS,
  MAX_DECIMAL_PRICE,
  ODDS_STALE_AFTER_MS,
  type DroppingOdds,
  type DroppingOddsRow,
  type GameFilter,
  type OddsFeedLabel,
} from "../../shared";
import { HOUR_MS, MINUTE_MS } from "../../platform";
import { isSelectionOf, parseMarketKey } from "../model/markets";
import { isBestOf } from "../model/fixture";
import { modelSelection } from "../ingest/our-sides";
import { marketTitle, selectionLabel } from "./market-labels";
import { feedLabel } from "./match-markets-view";
import type { VisibleBookFeed } from "./visible-prices";

type Row = {
  match_id: string | number;
  game: DroppingOddsRow["game"];
  team_a_name: string;
  team_b_name: string;
  begin_at: Date | string | null;
  number_of_games: number | null;
  bookmaker_id: number;
  source: OddsFeedLabel;
  market: string;
  selection: string;
  price_now: string | number;
  price_then: string | number;
  changed_at: Date | string;
};

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The largest falls of pre-match prices over the last DROPPING_ODDS_WINDOW_HOURS hours, largest
 * first, at most DROPPING_ODDS_LIMIT (ties: match, bookmaker, market, selection, feed), among the
 * bookmakers the visitor may see (`books`, from visibleBookFeeds: the rule of every odds read,
 * licence included).
 *
 * A quote counts while its match is public and has not started (and is not finished or canceled),
 * it is the pre-match quote (not in play), the feed shown for its bookmaker on that market
 * (shown-feed.ts's rule), and it is on offer now: open, at a decimal price, seen by a poll within
 * ODDS_STALE_AFTER_MS (a stale price is no longer a current one; the match page dims it).
 * "Then" is the last history row recorded at or before the window's start when it was an open price;
 * when there is none (the quote appeared later, or it was off the board then), the first open price
 * recorded in the window. Only falls are listed: (then − now) / then > 0.
 *
 * Bounded on a big database: only quotes whose current state changed inside the window can differ
 * from their price then (the history is change-only and odds_prices.changed_at is the time of the
 * latest history row), and each of those reads at most two history rows, through the history's
 * primary key (match, bookmaker, feed, market, selection, in play, window).
 */
export async function droppingOdds(db: Db, game: GameFilter, now: Date, books: readonly VisibleBookFeed[]): Promise<DroppingOdds> {
  if (books.length === 0) return { rows: [], source: null, anyPrices: false };
  const bookIds = sql.param(books.map((b) => b.bookmakerId));
  const sources = sql.param(books.map((b) => b.source));
  const since = new Date(now.getTime() - DROPPING_ODDS_WINDOW_HOURS * HOUR_MS).toISOString();
  // A history row recorded after `since` lies in a window that starts after this.
  const windowsFrom = new Date(now.getTime() - DROPPING_ODDS_WINDOW_HOURS * HOUR_MS - ODDS_HISTORY_WINDOW_MINUTES * MINUTE_MS).toISOString();
  const freshSince = new Date(now.getTime() - ODDS_STALE_AFTER_MS).toISOString();
  const at = now.toISOString();
  const sameQuote = sql`h.match_id = p.match_id and h.bookmaker_id = p.bookmaker_id and h.source = p.source and h.market = p.market
    and h.selection = p.selection and h.in_play = false`;
  // When the quote's own feed last saw any quote of this market of this bookmaker.
  const feedSeen = sql`select max(q.seen_at) from odds_prices q
    where q.match_id = p.match_id and q.bookmaker_id = p.bookmaker_id and q.source = p.source and q.market = p.market and q.in_play = false`;
  const priceable = (alias: string) => sql.raw(`${alias}.status = 'open' and ${alias}.price > 1 and ${alias}.price <= ${MAX_DECIMAL_PRICE}`);
  const visible = sql`select * from unnest(${bookIds}::int[], ${sources}::text[]) as v(bookmaker_id, source)`;
  // Only a bookmaker on several feeds needs the shown-feed check.
  const feedsOf = new Map<number, number>();
  for (const b of books) feedsOf.set(b.bookmakerId, (feedsOf.get(b.bookmakerId) ?? 0) + 1);
  const severalFeeds = sql.param([...feedsOf].filter(([, n]) => n > 1).map(([id]) => id));
  const [rows, any] = await Promise.all([
    // One transaction with JIT off: compiling the plan cost more than the read (measured in tests/bench/dropping-odds.bench.ts).
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return queryRows<Row>(
        tx,
        "odds.dropping-odds",
        sql`
      with upcoming as materialized (
        select m.id, m.game, m.team_a_name, m.team_b_name, m.begin_at, m.number_of_games
        from matches m join tournaments t on t.id = m.tournament_id and t.tier is not null
        where m.status = 'not_started' and (m.begin_at is null or m.begin_at > ${at}::timestamptz)
          and m.team_a_name is not null and m.team_b_name is not null ${game === "all" ? sql`` : sql`and m.game = ${game}`}
      ),
      -- The quotes on offer now whose state changed in the window: any other one is at its price of then.
      moved as materialized (
        select p.match_id, p.bookmaker_id, p.source, p.market, p.selection, p.price, p.changed_at
        from odds_prices p
        where p.match_id in (select id from upcoming) and (p.bookmaker_id, p.source) in (${visible})
          and p.in_play = false and ${priceable("p")} and p.changed_at > ${since}::timestamptz and p.seen_at >= ${freshSince}::timestamptz
          -- Of a bookmaker priced by several feeds on this market, only the feed shown for it (shown-feed.ts): among the
          -- feeds with an open price, the one seen last (a tie: the first feed by name).
          and (p.bookmaker_id <> all(${severalFeeds}::int[]) or not exists (
            select 1 from odds_prices o
            where o.match_id = p.match_id and o.bookmaker_id = p.bookmaker_id and o.market = p.market and o.in_play = false and o.source <> p.source
              and (o.bookmaker_id, o.source) in (${visible})
            group by o.source
            having bool_or(${priceable("o")}) and (max(o.seen_at) > (${feedSeen}) or (max(o.seen_at) = (${feedSeen}) and o.source < p.source))
          ))
      )
      select p.match_id, m.game, m.team_a_name, m.team_b_name, m.begin_at, m.number_of_games, p.bookmaker_id, p.source, p.market, p.selection,
             p.price as price_now, coalesce(b.price, f.price) as price_then, p.changed_at
      from moved p
      join upcoming m on m.id = p.match_id
      -- The price then: the last row recorded at or before the window's start, when it was an open price ...
      left join lateral (
        select case when ${priceable("h")} then h.price end as price from odds_price_history h
        where ${sameQuote} and h."window" <= ${since}::timestamptz and h.recorded_at <= ${since}::timestamptz
        order by h."window" desc limit 1
      ) b on true
      -- ... else the first open price recorded in the window (read only when there is no such row).
      left join lateral (
        select h.price from odds_price_history h
        where b.price is null and ${sameQuote} and h."window" > ${windowsFrom}::timestamptz and h.recorded_at > ${since}::timestamptz and ${priceable("h")}
        order by h."window" asc limit 1
      ) f on true
      where coalesce(b.price, f.price) > p.price
      order by (coalesce(b.price, f.price) - p.price) / coalesce(b.price, f.price) desc, p.match_id, p.bookmaker_id, p.market, p.selection, p.source
      limit ${DROPPING_ODDS_LIMIT}`,
      );
    }),
    queryRows<{ any: boolean }>(
      db,
      "odds.any-visible-price",
      sql`select exists (select 1 from odds_prices p where (p.bookmaker_id, p.source) in (${visible}) and p.in_play = false) as any`,
    ),
  ]);
  const names = new Map(books.map((b) => [b.bookmakerId, b]));
  const listed = rows.flatMap((r): DroppingOddsRow[] => {
    const market = parseMarketKey(r.market);
    const bestOf = r.number_of_games !== null && isBestOf(r.number_of_games) ? r.number_of_games : null;
    const selection = modelSelection(r.selection);
    // A key the model does not know, or a selection its market cannot have, is in no table of the match page either.
    if (!market || !isSelectionOf(market, bestOf, selection)) return [];
    const book = names.get(Number(r.bookmaker_id))!;
    const from = Number(r.price_then);
    const to = Number(r.price_now);
    return [
      {
        matchId: Number(r.match_id),
        game: r.game,
        teamAName: r.team_a_name,
        teamBName: r.team_b_name,
        beginAt: r.begin_at === null ? null : iso(r.begin_at),
        bookmakerId: book.bookmakerId,
        bookmakerName: book.bookmakerName,
        redirectSlug: book.redirectSlug,
        source: r.source,
        market: r.market,
        marketKind: market.kind,
        marketTitle: marketTitle(market),
        selection: r.selection,
        selectionLabel: selectionLabel(market, selection, { teamAName: r.team_a_name, teamBName: r.team_b_name }),
        from,
        to,
        fall: (from - to) / from,
        movedAt: iso(r.changed_at),
      },
    ];
  });
  return { rows: listed, source: listed.length > 0 ? feedLabel(listed.map((r) => r.source)) : null, anyPrices: Boolean(any[0]?.any) };
}
