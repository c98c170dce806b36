import { formatOddsPrice, oddsPriceChars, type MatchOdds, type OddsCell, type OddsFormat, type OddsRow, type OddsSide } from "@eb/api/shared";
import { betLinkLabel, oddsSides, sideName } from "../../lib/odds/odds-figures";
import { ImpliedProbability, PriceBox } from "./price-parts";
import { BookmakerRowFrame, OddsTableFrame } from "./odds-table-frame";

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
    <BookmakerRowFrame row={row}>
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
    </BookmakerRowFrame>
  );
}

/**
 * The match-winner market, one row per bookmaker (issue 25): a column per side (team A, the draw on
 * a three-way market, team B), each price with the probability it implies, and the bookmaker's margin.
 * At narrow widths the table scrolls sideways inside its own box, never the page.
 */
export function OddsTable({ odds, teams, format }: { odds: MatchOdds; teams: Teams; format: OddsFormat }) {
  const sides = oddsSides(odds);
  const chars = oddsPriceChars(odds.rows.flatMap((r) => sides.map((s) => r.prices[s]?.price)));
  return (
    <OddsTableFrame
      market="Match winner"
      teams={teams}
      outcomes={sides.map((side) => ({ key: side, label: sideName(side, teams) }))}
      tableAttrs={{ "data-odds-table": true }}
    >
      <tbody>
        {odds.rows.map((row) => (
          <BookmakerRow key={row.bookmakerId} row={row} sides={sides} matchId={odds.matchId} teams={teams} format={format} chars={chars} />
        ))}
      </tbody>
    </OddsTableFrame>
  );
}
