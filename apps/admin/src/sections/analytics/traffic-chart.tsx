import { useId, useMemo } from "react";
import { AnimatedAxis, AnimatedGrid, AnimatedLineSeries, Tooltip, XYChart, darkTheme } from "@visx/xychart";
import { bucketLabel, formatCount, trafficTable, type TrafficPoint } from "./analytics-format";
import { useViewColors } from "./views/view-colors";
import { ChartTooltipBody } from "./chart-tooltip-body";
import { ChartEmpty, ChartLegend } from "./chart-parts";

/** Page views take the dashboard view's primary colour (the spec's blue by default). */
const seriesOf = (primary: string) =>
  [
    { key: "pageViews", label: "Page views", color: primary, y: (d: TrafficPoint) => d.pageViews },
    { key: "clicks", label: "Tracked clicks", color: "#f59e0b", y: (d: TrafficPoint) => d.clicks },
  ] as const;
const x = (d: TrafficPoint) => new Date(d.at);

type Props = { traffic: TrafficPoint[]; grain: "hour" | "day" };

/**
 * Page views and tracked clicks (consented events, not the server's /go count) over the range, per UTC hour (7 days) or day. The chart is for the
 * eye; screen readers get the figures as a table (summed per day or month when it would pass 100 rows).
 */
export function TrafficChart({ traffic, grain }: Props) {
  const captionId = useId();
  const { primary } = useViewColors();
  const series = useMemo(() => seriesOf(primary), [primary]);
  const theme = useMemo(() => ({ ...darkTheme, colors: series.map((s) => s.color) }), [series]);
  const per = grain === "hour" ? "hour" : "day";
  const table = trafficTable(traffic, grain);
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium text-slate-300">
        Page views and tracked clicks per {per} (UTC)
      </figcaption>
      <ChartLegend items={series.map((i) => ({ key: i.key, label: i.label, color: i.color }))} />
      <div aria-hidden className="h-64 w-full" data-testid="traffic-chart">
        {traffic.length === 0 ? (
          <ChartEmpty>No traffic in this range.</ChartEmpty>
        ) : (
          <XYChart
            height={256}
            margin={{ top: 10, right: 16, bottom: 30, left: 44 }}
            xScale={{ type: "time" }}
            yScale={{ type: "linear", nice: true, zero: true }}
            theme={theme}
          >
            <AnimatedGrid columns={false} numTicks={4} />
            <AnimatedAxis orientation="bottom" numTicks={4} />
            <AnimatedAxis orientation="left" numTicks={4} />
            {series.map((s) => (
              <AnimatedLineSeries key={s.key} dataKey={s.label} data={traffic} xAccessor={x} yAccessor={s.y} />
            ))}
            <Tooltip<TrafficPoint>
              showVerticalCrosshair
              snapTooltipToDatumX
              renderTooltip={({ tooltipData }) => {
                const d = tooltipData?.nearestDatum?.datum;
                if (!d) return null;
                return (
                  <ChartTooltipBody
                    title={`${bucketLabel(d.at, grain)} UTC`}
                    rows={series.map((s) => ({ key: s.key, color: s.color, label: s.label, value: formatCount(s.y(d)) }))}
                  />
                );
              }}
            />
          </XYChart>
        )}
      </div>
      {/* In a div: a table does not shrink to sr-only's 1 px and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>
            Page views and tracked clicks per {table.per} (UTC)
            {table.per !== per ? `, summed per ${table.per} from the ${per === "hour" ? "hourly" : "daily"} figures` : ""}
          </caption>
          <thead>
            <tr>
              <th scope="col">{table.per === "hour" ? "Hour" : table.per === "day" ? "Day" : "Month"}</th>
              <th scope="col">Page views</th>
              <th scope="col">Tracked clicks</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.label}>
                <td>{r.label}</td>
                <td>{r.pageViews}</td>
                <td>{r.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
