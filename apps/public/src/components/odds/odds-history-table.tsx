import { formatOddsPrice, formatShortDate, formatTime, type OddsFormat } from "@eb/api/shared";
import { movementRows, type SideSeries } from "../../lib/odds/movement";

/**
 * The movement chart's figures as a table: a row per time any price changed, each bookmaker's price
 * then (a price holds until its next change). Times in the visitor's zone.
 */
export function OddsHistoryTable({
  id,
  series,
  side,
  format,
  timeZone,
}: {
  id: string;
  series: SideSeries[];
  side: string;
  format: OddsFormat;
  timeZone: string;
}) {
  const rows = movementRows(series);
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="mt-3 max-h-80 overflow-auto rounded-lg border border-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
    >
      <table id={id} data-history-table className="w-full text-sm">
        <caption id={`${id}-caption`} className="px-2 py-2 text-left text-xs text-slate-400">
          {side}: each bookmaker&apos;s price over time ({timeZone === "UTC" ? "UTC" : "your time"})
        </caption>
        <thead className="sticky top-0 bg-slate-900 text-xs text-slate-400">
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-semibold">
              Time
            </th>
            {series.map((s) => (
              <th key={s.bookmakerId} scope="col" className="px-2 py-1 text-right font-semibold">
                {s.bookmakerName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.at} className="border-t border-slate-800">
              <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal text-slate-300">
                <time dateTime={new Date(r.at).toISOString()}>
                  {formatShortDate(new Date(r.at), timeZone)} {formatTime(new Date(r.at), timeZone)}
                </time>
              </th>
              {r.prices.map((price, i) => (
                <td key={series[i]!.bookmakerId} className="px-2 py-1 text-right tabular-nums">
                  {price === null ? "–" : formatOddsPrice(price, format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
