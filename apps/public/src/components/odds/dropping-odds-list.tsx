import { Link } from "wouter";
import { DROPPING_ODDS_PLACEMENT, GAME_SHORT_NAMES, formatOddsPrice, matchPath, oddsPriceChars, type DroppingOddsRow, type OddsFormat } from "@eb/api/shared";
import { Badge } from "@eb/ui/badge";
import { formatPercent, oddsLinkHref } from "../../lib/odds/odds-figures";
import { marketBetLabel } from "../../lib/odds/market-figures";
import { OddsPrice } from "./odds-price";
import { UpdatedAgo } from "./updated-ago";

type RowContext = { format: OddsFormat; chars: number; tagDemo: boolean };

/** The price now: a link through /go (placement dropping-odds and the match, as the odds table's), plain text for a bookmaker without a redirect. */
function PriceNow({ row, ctx }: { row: DroppingOddsRow; ctx: RowContext }) {
  const box = "inline-flex rounded-md border px-1 py-1 font-semibold";
  const price = <OddsPrice price={row.to} format={ctx.format} chars={ctx.chars} />;
  if (!row.redirectSlug)
    return (
      <span className={`${box} border-slate-700`} data-price-now>
        {price}
      </span>
    );
  const selection = { key: row.selection, label: row.selectionLabel };
  return (
    <a
      href={oddsLinkHref(row.redirectSlug, row.matchId, DROPPING_ODDS_PLACEMENT)}
      target="_blank"
      rel="sponsored nofollow noopener"
      aria-label={marketBetLabel({ kind: row.marketKind, title: row.marketTitle }, selection, formatOddsPrice(row.to, ctx.format), row.bookmakerName)}
      data-bookmaker={row.bookmakerName}
      data-placement={DROPPING_ODDS_PLACEMENT}
      data-price-now
      className={`${box} border-emerald-400 text-emerald-100 hover:border-emerald-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400`}
    >
      {price}
    </a>
  );
}

/** One fall: the match (a link to its page), the market and selection in the match page's words, the bookmaker, from → to, the fall and when it moved. */
function DropRow({ row, ctx }: { row: DroppingOddsRow; ctx: RowContext }) {
  const teams = `${row.teamAName} vs ${row.teamBName}`;
  return (
    <li data-drop-row className="rounded-xl border border-slate-800 bg-slate-900/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-56">
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
            <Badge variant="game">{GAME_SHORT_NAMES[row.game]}</Badge>
            <span data-market>{row.marketTitle}</span>
          </p>
          <Link
            href={matchPath(row.game, row.matchId, row.teamAName, row.teamBName)}
            data-match-link
            className="mt-1 block rounded font-semibold [overflow-wrap:anywhere] hover:text-emerald-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
          >
            {teams}
          </Link>
          <p className="mt-1 text-sm text-slate-300 [overflow-wrap:anywhere]">
            <span data-selection>{row.selectionLabel}</span> · <span data-bookmaker-name>{row.bookmakerName}</span>
            {ctx.tagDemo && row.source === "demo" && (
              <span data-demo-tag className="ml-1 rounded border border-amber-400/40 px-1 text-[10px] uppercase text-amber-100">
                demo<span className="sr-only"> prices, invented for the demo</span>
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-400" data-price-then>
            <span className="sr-only">From </span>
            <OddsPrice price={row.from} format={ctx.format} chars={ctx.chars} />
          </span>
          <span aria-hidden className="text-slate-400">
            →
          </span>
          <span className="sr-only">to </span>
          <PriceNow row={row} ctx={ctx} />
          <span data-fall className="rounded-md bg-rose-500/15 px-2 py-1 font-semibold tabular-nums text-rose-200">
            <span className="sr-only">fell by </span>−{formatPercent(row.fall)}
          </span>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-400">
        Moved <UpdatedAgo at={row.movedAt} />
      </p>
    </li>
  );
}

/**
 * The largest price falls, largest first, each a card (no table to scroll sideways at 360 px): the
 * prices in the visitor's odds format, boxes as wide as the widest price of the list in any format
 * (oddsPriceChars), so a format switch moves nothing.
 */
export function DroppingOddsList({ rows, format, tagDemo }: { rows: readonly DroppingOddsRow[]; format: OddsFormat; tagDemo: boolean }) {
  const ctx: RowContext = { format, chars: oddsPriceChars(rows.flatMap((r) => [r.from, r.to])), tagDemo };
  return (
    <ol aria-label="Largest price falls, largest first" className="flex flex-col gap-3">
      {rows.map((row) => (
        <DropRow key={`${row.matchId}:${row.bookmakerId}:${row.source}:${row.market}:${row.selection}`} row={row} ctx={ctx} />
      ))}
    </ol>
  );
}
