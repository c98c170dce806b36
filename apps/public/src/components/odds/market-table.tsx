import { useId } from "react";
import { formatOddsPrice, oddsPriceChars, type MarketCell, type MarketRow, type MarketSelection, type MarketTable, type OddsFormat } from "@eb/api/shared";
import { cn } from "@eb/ui/cn";
import { marketBetLabel, showsBest } from "../../lib/odds/market-figures";
import { MarketSummary } from "./market-summary";
import { OddsPrice } from "./odds-price";
import { Dash, ImpliedProbability, Margin, PriceBox, StaleLabel } from "./price-parts";

type Teams = { a: string; b: string };
type TableContext = { table: MarketTable; matchId: number; format: OddsFormat; chars: number };

/**
 * One selection's price: open (a link through /go, with its implied probability; marked Best only
 * where showsBest says so), suspended (the last price struck through, unlinked: it cannot be taken,
 * and said in words) or not offered ("—").
 */
function MarketPriceCell({ cell, selection, row, ctx }: { cell: MarketCell | null; selection: MarketSelection; row: MarketRow; ctx: TableContext }) {
  const base = "px-2 py-2 text-center align-top";
  if (!cell || cell.price === null || cell.status === "off")
    return (
      <td data-selection={selection.key} data-status="off" className={cn(base, "text-slate-400")}>
        <Dash said="Not offered" />
      </td>
    );
  if (cell.status === "suspended")
    return (
      <td data-selection={selection.key} data-status="suspended" className={cn(base, "text-slate-400")}>
        <span className="inline-flex rounded-md border border-dashed border-slate-700 px-1 py-1">
          <span className="sr-only">Suspended </span>
          <s>
            <OddsPrice price={cell.price} format={ctx.format} chars={ctx.chars} />
          </s>
        </span>
      </td>
    );
  const best = showsBest(cell, row);
  const label = marketBetLabel(ctx.table, selection, formatOddsPrice(cell.price, ctx.format), row.bookmakerName);
  return (
    <td data-selection={selection.key} data-status="open" data-best={best || undefined} className={base}>
      <PriceBox price={cell.price} format={ctx.format} chars={ctx.chars} best={best} movement={cell.movement} row={row} matchId={ctx.matchId} label={label} />
      {cell.impliedProbability !== null && <ImpliedProbability probability={cell.impliedProbability} />}
    </td>
  );
}

function BookmakerRow({ row, ctx, tagDemo }: { row: MarketRow; ctx: TableContext; tagDemo: boolean }) {
  return (
    <tr data-odds-row data-stale={row.stale || undefined} className={cn("border-t border-slate-800", row.stale && "italic text-slate-400")}>
      <th scope="row" className="min-w-[5.5rem] max-w-[9rem] py-2 pl-3 pr-1 text-left align-top font-semibold [overflow-wrap:break-word]">
        <span data-bookmaker-name>{row.bookmakerName}</span>
        {tagDemo && row.source === "demo" && (
          <span data-demo-tag className="ml-1 rounded border border-amber-400/40 px-1 text-[10px] font-normal uppercase not-italic text-amber-100">
            demo<span className="sr-only"> prices, invented for the demo</span>
          </span>
        )}
        {row.stale && <StaleLabel />}
        {/* On a phone the margin sits under the name: its own column would push the table past the screen. */}
        <span className="mt-1 block text-xs font-normal text-slate-400 sm:hidden">
          Margin <Margin margin={row.margin} />
        </span>
      </th>
      {ctx.table.selections.map((s) => (
        <MarketPriceCell key={s.key} cell={row.cells[s.key] ?? null} selection={s} row={row} ctx={ctx} />
      ))}
      <td className="hidden py-2 pl-1 pr-3 text-right align-top tabular-nums sm:table-cell">
        <Margin margin={row.margin} />
      </td>
    </tr>
  );
}

/** Every price the table shows, summary included: the width each price box keeps in every format. */
function tablePriceChars(table: MarketTable): number {
  const keys = table.selections.map((s) => s.key);
  return oddsPriceChars([
    ...table.rows.flatMap((r) => keys.map((k) => r.cells[k]?.price)),
    ...keys.flatMap((k) => [table.best[k], table.average[k], table.fair?.prices[k]]),
  ]);
}

/**
 * One market on one line ("Handicap -1.5 / +1.5"): a row per bookmaker, a column per selection with
 * the price in the visitor's format and the probability it implies, the bookmaker's margin, and the
 * summary rows (best, average, fair). Like the match-winner table, it scrolls sideways inside its own
 * box at narrow widths, never the page.
 */
export function MarketTableView({
  table,
  teams,
  matchId,
  format,
  tagDemoRows,
}: {
  table: MarketTable;
  teams: Teams;
  matchId: number;
  format: OddsFormat;
  tagDemoRows: boolean;
}) {
  const captionId = useId();
  const ctx: TableContext = { table, matchId, format, chars: tablePriceChars(table) };
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-800 bg-slate-900/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
    >
      <table data-market-table={table.key} className="w-full text-sm">
        <caption id={captionId} className="sr-only">
          {table.title} odds, {teams.a} vs {teams.b}: each bookmaker&apos;s price per outcome, with its implied probability, and the bookmaker&apos;s margin
        </caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-2 pl-3 pr-1 text-left font-semibold">
              Bookmaker
            </th>
            {table.selections.map((s) => (
              <th key={s.key} scope="col" className="max-w-[8rem] px-2 py-2 text-center font-semibold text-slate-200 [overflow-wrap:anywhere]">
                {s.label}
              </th>
            ))}
            <th scope="col" className="hidden py-2 pl-1 pr-3 text-right font-semibold sm:table-cell">
              Margin
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <BookmakerRow key={row.bookmakerId} row={row} ctx={ctx} tagDemo={tagDemoRows} />
          ))}
        </tbody>
        <MarketSummary table={table} format={format} chars={ctx.chars} />
      </table>
    </div>
  );
}
