import { formatOddsPrice, oddsPriceChars, type MarketCell, type MarketRow, type MarketSelection, type MarketTable, type OddsFormat } from "@eb/api/shared";
import { cn } from "@eb/ui/cn";
import { marketBetLabel, showsBest } from "../../lib/odds/market-figures";
import { MarketSummary } from "./market-summary";
import { OddsPrice } from "./odds-price";
import { Dash, ImpliedProbability, PriceBox } from "./price-parts";
import { BookmakerRowFrame, OddsTableFrame } from "./odds-table-frame";

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
  const tag = tagDemo && row.source === "demo" && (
    <span data-demo-tag className="ml-1 rounded border border-amber-400/40 px-1 text-[10px] font-normal uppercase not-italic text-amber-100">
      demo<span className="sr-only"> prices, invented for the demo</span>
    </span>
  );
  return (
    <BookmakerRowFrame row={row} tag={tag}>
      {ctx.table.selections.map((s) => (
        <MarketPriceCell key={s.key} cell={row.cells[s.key] ?? null} selection={s} row={row} ctx={ctx} />
      ))}
    </BookmakerRowFrame>
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
  const ctx: TableContext = { table, matchId, format, chars: tablePriceChars(table) };
  return (
    <OddsTableFrame market={table.title} teams={teams} outcomes={table.selections} tableAttrs={{ "data-market-table": table.key }}>
      <tbody>
        {table.rows.map((row) => (
          <BookmakerRow key={row.bookmakerId} row={row} ctx={ctx} tagDemo={tagDemoRows} />
        ))}
      </tbody>
      <MarketSummary table={table} format={format} chars={ctx.chars} />
    </OddsTableFrame>
  );
}
