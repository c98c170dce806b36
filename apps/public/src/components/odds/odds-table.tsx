import { useId } from "react";
import { formatOddsPrice, oddsPriceChars, type MatchOdds, type OddsCell, type OddsFormat, type OddsRow, type OddsSide } from "@eb/api/shared";
import { cn } from "@eb/ui/cn";
import { betLinkLabel, oddsSides, sideName } from "../../lib/odds/odds-figures";
import { ImpliedProbability, Margin, PriceBox, StaleLabel } from "./price-parts";

type Teams = { a: string; b: string };
type CellProps = { cell: OddsCell; side: OddsSide; row: OddsRow; matchId: number; teams: Teams; format: OddsFormat; chars: number };

/** One price with the probability it implies (the box, its link and its Best mark: PriceBox). */
function PriceCell({ cell, side, row, matchId, teams, format, chars }: CellProps) {
  const label = betLinkLabel(side, teams, formatOddsPrice(cell.price, format), row.bookmakerName);
  return (
    <td className="px-2 py-2 text-center align-top" data-side={side} data-best={cell.best || undefined}>
      <PriceBox price={cell.price} format={format} chars={chars} best={cell.best} movement={cell.movement} row={row} matchId={matchId} label={label} />
      <ImpliedProbability probability={cell.impliedProbability} />
    </td>
  );
}

function BookmakerRow({ row, sides, matchId, teams, format, chars }: Omit<CellProps, "cell" | "side" | "row"> & { row: OddsRow; sides: OddsSide[] }) {
  return (
    <tr data-odds-row data-stale={row.stale || undefined} className={cn("border-t border-slate-800", row.stale && "italic text-slate-400")}>
      <th scope="row" className="min-w-[5.5rem] max-w-[9rem] py-2 pl-3 pr-1 text-left align-top font-semibold [overflow-wrap:break-word]">
        <span data-bookmaker-name>{row.bookmakerName}</span>
        {row.stale && <StaleLabel />}
        {/* On a phone the margin sits under the name: its own column would push the table past the screen. */}
        <span className="mt-1 block text-xs font-normal text-slate-400 sm:hidden">
          Margin <Margin margin={row.margin} />
        </span>
      </th>
      {sides.map((side) => {
        const cell = row.prices[side];
        return cell ? (
          <PriceCell key={side} cell={cell} side={side} row={row} matchId={matchId} teams={teams} format={format} chars={chars} />
        ) : (
          <td key={side} data-side={side} className="px-2 py-2 text-center align-top text-slate-400">
            –<span className="sr-only">no price</span>
          </td>
        );
      })}
      <td className="hidden py-2 pl-1 pr-3 text-right align-top tabular-nums sm:table-cell">
        <Margin margin={row.margin} />
      </td>
    </tr>
  );
}

/**
 * The match-winner market, one row per bookmaker (issue 25): a column per side (team A, the draw on
 * a three-way market, team B), each price with the probability it implies, and the bookmaker's margin.
 * At narrow widths the table scrolls sideways inside its own box, never the page.
 */
export function OddsTable({ odds, teams, format }: { odds: MatchOdds; teams: Teams; format: OddsFormat }) {
  const captionId = useId();
  const sides = oddsSides(odds);
  const chars = oddsPriceChars(odds.rows.flatMap((r) => sides.map((s) => r.prices[s]?.price)));
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-800 bg-slate-900/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
    >
      <table data-odds-table className="w-full text-sm">
        <caption id={captionId} className="sr-only">
          Match winner odds, {teams.a} vs {teams.b}: each bookmaker's price per outcome, with its implied probability, and the bookmaker's margin
        </caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-2 pl-3 pr-1 text-left font-semibold">
              Bookmaker
            </th>
            {sides.map((side) => (
              <th key={side} scope="col" className="max-w-[8rem] px-2 py-2 text-center font-semibold text-slate-200 [overflow-wrap:anywhere]">
                {sideName(side, teams)}
              </th>
            ))}
            <th scope="col" className="hidden py-2 pl-1 pr-3 text-right font-semibold sm:table-cell">
              Margin
            </th>
          </tr>
        </thead>
        <tbody>
          {odds.rows.map((row) => (
            <BookmakerRow key={row.bookmakerId} row={row} sides={sides} matchId={odds.matchId} teams={teams} format={format} chars={chars} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
