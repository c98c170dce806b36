import type { MarketTable, OddsFormat } from "@eb/api/shared";
import { OddsPrice } from "./odds-price";
import { Dash, ImpliedProbability } from "./price-parts";

function SummaryPrice({ price, format, chars, implied = false }: { price: number | null | undefined; format: OddsFormat; chars: number; implied?: boolean }) {
  return (
    <td className="px-2 py-2 text-center align-top font-semibold">
      {price == null ? (
        <Dash said="No fresh open price" />
      ) : (
        <>
          <OddsPrice price={price} format={format} chars={chars} />
          {implied && <ImpliedProbability probability={1 / price} />}
        </>
      )}
    </td>
  );
}

/**
 * The foot of a market table, per selection: the best and the average open price of the fresh rows,
 * and the fair line (the price without the bookmakers' margin, with the chance it implies) where the
 * server could make one, with how many books it comes from.
 */
export function MarketSummary({ table, format, chars }: { table: MarketTable; format: OddsFormat; chars: number }) {
  const keys = table.selections.map((s) => s.key);
  const head = "py-2 pl-3 pr-1 text-left align-top text-xs font-semibold uppercase tracking-wide text-slate-400";
  // The margin column (wide screens) has nothing to say for these rows.
  const marginGap = <td className="hidden sm:table-cell" />;
  return (
    <tfoot className="border-t-2 border-slate-700 bg-slate-950/40">
      <tr data-summary="best">
        <th scope="row" className={head}>
          Best
        </th>
        {keys.map((k) => (
          <SummaryPrice key={k} price={table.best[k]} format={format} chars={chars} />
        ))}
        {marginGap}
      </tr>
      <tr data-summary="average" className="border-t border-slate-800">
        <th scope="row" className={head}>
          Average
        </th>
        {keys.map((k) => (
          <SummaryPrice key={k} price={table.average[k]} format={format} chars={chars} />
        ))}
        {marginGap}
      </tr>
      {table.fair && (
        <tr data-summary="fair" className="border-t border-slate-800">
          <th scope="row" className={head}>
            Fair
            <span className="block text-[10px] font-normal normal-case tracking-normal">
              from {table.fair.books} {table.fair.books === 1 ? "book" : "books"}
            </span>
          </th>
          {keys.map((k) => (
            <SummaryPrice key={k} price={table.fair?.prices[k]} format={format} chars={chars} implied />
          ))}
          {marginGap}
        </tr>
      )}
    </tfoot>
  );
}
