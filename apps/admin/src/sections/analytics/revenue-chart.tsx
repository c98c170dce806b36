import { useId, useMemo } from "react";
import { AnimatedAxis, AnimatedBarGroup, AnimatedBarSeries, AnimatedGrid, Tooltip, XYChart, darkTheme } from "@visx/xychart";
import { ChartTooltipBody } from "./chart-tooltip-body";
import { dailyBars, formatMoney } from "./revenue-format";
import { ChartEmpty, ChartLegend } from "./chart-parts";

export type RevenueDay = { day: string; currency: string; reported: string; estimated: string };
type Point = { day: string; reported: string };

const COLORS = ["#22c55e", "#3b82f6", "#f59e0b", "#a855f7", "#ef4444", "#14b8a6"];
const x = (d: Point) => d.day;
// For the eye only: the chart's height. The amounts shown in text stay the exact strings.
const y = (d: Point) => Number(d.reported);

/** About four day labels under the bars, whatever the range. */
const dayTicks = (points: Point[]) => points.filter((_, i) => i % Math.max(1, Math.ceil(points.length / 4)) === 0).map((p) => p.day);

/**
 * Reported commission per day of the click (UTC), bars per currency side by side (never added
 * together), every day of the range drawn, a day without commission at 0: CPA money is lumpy,
 * and a line between two paying days would draw money on the days between.
 * Screen readers get the same figures, estimates included, as a table.
 */
export function RevenueChart({ daily, from, to }: { daily: RevenueDay[]; from: string; to: string }) {
  const captionId = useId();
  const series = useMemo(() => dailyBars(daily, from, to).map((s, i) => ({ ...s, color: COLORS[i % COLORS.length]! })), [daily, from, to]);
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
            xScale={{ type: "band", paddingInner: 0.2 }}
            yScale={{ type: "linear", nice: true, zero: true }}
            theme={theme}
          >
            <AnimatedGrid columns={false} numTicks={4} />
            <AnimatedAxis orientation="bottom" tickValues={dayTicks(series[0]?.points ?? [])} />
            <AnimatedAxis orientation="left" numTicks={4} />
            <AnimatedBarGroup>
              {series.map((s) => (
                <AnimatedBarSeries key={s.currency} dataKey={s.currency} data={s.points} xAccessor={x} yAccessor={y} />
              ))}
            </AnimatedBarGroup>
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
