import { oddsPriceChars, type CardOdds } from "@eb/api/shared";
import { useOddsFormat } from "../../lib/preferences/use-odds-format";
import { OddsPrice } from "./odds-price";

function TeamPrice({ team, price, format, chars }: { team: string; price: number | null; format: ReturnType<typeof useOddsFormat>; chars: number }) {
  return (
    <span className="font-semibold text-slate-100">
      <span className="sr-only">Best odds {team}: </span>
      {price === null ? (
        <span className="inline-block text-center text-slate-400" style={{ width: `${chars + 0.5}ch` }}>
          –<span className="sr-only">none</span>
        </span>
      ) : (
        <OddsPrice price={price} format={format} chars={chars} />
      )}
    </span>
  );
}

/**
 * A match card's best price per team (issue 25), in the visitor's odds format once hydrated. The
 * only part of a card that reads the stored format, so only it renders again when that applies.
 */
export function CardBestOdds({ odds, teamA, teamB }: { odds: CardOdds; teamA: string; teamB: string }) {
  const format = useOddsFormat();
  const chars = Math.max(oddsPriceChars([odds.teamA, odds.teamB]), 1);
  return (
    <p data-card-odds className="mt-3 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center justify-items-center gap-x-2 text-sm">
      <TeamPrice team={teamA} price={odds.teamA} format={format} chars={chars} />
      <span className="flex items-center gap-1 text-xs text-slate-400">
        <span aria-hidden>Best odds</span>
        {odds.source === "demo" && (
          <span data-demo-tag className="rounded border border-amber-400/40 px-1 text-[10px] uppercase text-amber-100">
            demo<span className="sr-only"> prices, invented for the demo</span>
          </span>
        )}
      </span>
      <TeamPrice team={teamB} price={odds.teamB} format={format} chars={chars} />
    </p>
  );
}
