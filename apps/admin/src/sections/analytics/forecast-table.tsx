import { ScrollRegion } from "@eb/ui/scroll-region";
import { formatDecimal, forecastErrorText } from "./analytics-format";
import type { Dashboard } from "./dashboard-types";
import { InsightBlock } from "./insight-block";

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** The next 7 days of page views and tracked clicks, with the method and its error on past data. */
export function ForecastTable({ forecast }: { forecast: Dashboard["predictions"]["forecast"] }) {
  const { pageViews, clicks } = forecast;
  const days = pageViews?.days ?? clicks?.days ?? [];
  const method = pageViews?.method ?? clicks?.method;
  return (
    <InsightBlock title="7-day forecast">
      {days.length === 0 ? (
        <p className="text-sm text-slate-400">Not enough history (4 weeks of days are needed).</p>
      ) : (
        <>
          {method && <p className="text-xs text-slate-400">Method: {method}</p>}
          <ScrollRegion label="Forecast per day">
            <table aria-label="Forecast per day" className="w-full text-sm">
              <thead className="text-left text-xs text-slate-400">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Day (UTC)
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    Page views
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Tracked clicks
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-800">
                {days.map((d, i) => (
                  <tr key={d.day}>
                    <td className="py-1 pr-3 whitespace-nowrap">{dayLabel(d.day)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{pageViews ? formatDecimal(pageViews.days[i]?.value ?? 0) : "—"}</td>
                    <td className="py-1 text-right tabular-nums">{clicks ? formatDecimal(clicks.days[i]?.value ?? 0) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs">
        <dt className="text-slate-400">Page views error</dt>
        <dd>{forecastErrorText(pageViews)}</dd>
        <dt className="text-slate-400">Tracked clicks error</dt>
        <dd>{forecastErrorText(clicks)}</dd>
      </dl>
    </InsightBlock>
  );
}
