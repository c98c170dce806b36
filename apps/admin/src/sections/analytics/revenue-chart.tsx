import { useId, useMemo } from "react";
import { AnimatedAxis, AnimatedGrid, AnimatedLineSeries, Tooltip, XYChart, darkTheme } from "@visx/xychart";
import { ChartTooltipBody } from "./chart-tooltip-body";
import { formatMoney } from "./revenue-format";
import { ChartEmpty, ChartLegend } from "./chart-parts";

export type RevenueDay = { day: string; currency: string; reported: string; estimated: string };
type Point = { day: string; reported: string };

const COLORS = ["#22c55e", "#3b82f6", "#f59e0b", "#a855f7", "#ef4444", "#14b8a6"];
const x = (d: Point) => new Date(`${d.day}T00:00:00Z`);
// For the eye only: the chart's height. The amounts shown in text stay the exact strings.
const y = (d: Point) => Number(d.reported);

/**
 * Reported commission per day of the click (UTC), one line per currency (never added together).
 * Screen readers get the same figures, estimates included, as a table.
 */
export function RevenueChart({ daily }: { daily: RevenueDay[] }) {
  const captionId = useId();
  const series = useMemo(() => {
    const byCurrency = new Map<string, Point[]>();
    for (const d of daily) byCurrency.set(d.currency, [...(byCurrency.get(d.currency) ?? []), { day: d.day, reported: d.reported }]);
    return [...byCurrency].map(([currency, points], i) => ({ currency, points, color: COLORS[i % COLORS.length]! }));
  }, [daily]);
  const theme = useMemo(() => ({ ...darkTheme, colors: series.map((s) => s.color) }), [series]);
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium text-slate-300">
        Reported commission per day of the click (UTC)
      </figcaption>
      <ChartLegend items={series.map((i) => ({ key: i.currency, label: i.currency, color: i.color }))} />
      <div aria-hidden className="h-56 w-full" data-testid="revenue-chart">
        {daily.length === 0 ? (
          <ChartEmpty>No commission in this range.</ChartEmpty>
        ) : (
          <XYChart
            height={224}
            margin={{ top: 10, right: 16, bottom: 30, left: 56 }}
            xScale={{ type: "time" }}
            yScale={{ type: "linear", nice: true, zero: true }}
            theme={theme}
          >
            <AnimatedGrid columns={false} numTicks={4} />
            <AnimatedAxis orientation="bottom" numTicks={4} />
            <AnimatedAxis orientation="left" numTicks={4} />
            {series.map((s) => (
              <AnimatedLineSeries key={s.currency} dataKey={s.currency} data={s.points} xAccessor={x} yAccessor={y} />
            ))}
            <Tooltip<Point>
              showVerticalCrosshair
              snapTooltipToDatumX
              renderTooltip={({ tooltipData }) => {
                const nearest = tooltipData?.nearestDatum;
                if (!nearest) return null;
                const s = series.find((c) => c.currency === nearest.key);
                return (
                  <ChartTooltipBody
                    title={`${nearest.datum.day} UTC`}
                    rows={[{ key: nearest.key, color: s?.color ?? "#fff", label: nearest.key, value: formatMoney(nearest.key, nearest.datum.reported) }]}
                  />
                );
              }}
            />
          </XYChart>
        )}
      </div>
      <div className="sr-only">
        <table>
          <caption>Commission per day of the click</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Reported</th>
              <th scope="col">Estimated</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={`${d.day}-${d.currency}`}>
                <td>{d.day}</td>
                <td>{formatMoney(d.currency, d.reported)}</td>
                <td>{formatMoney(d.currency, d.estimated)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
