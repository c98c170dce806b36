import { useId } from "react";
import { Axis, BarSeries, Grid, XYChart, darkTheme } from "@visx/xychart";

export type HourlyCalls = { hourStart: string; calls: number };

const hourLabel = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const accessors = { xAccessor: (d: HourlyCalls) => hourLabel(d.hourStart), yAccessor: (d: HourlyCalls) => d.calls };

/**
 * Calls per hour for the last 12 hours. The chart is drawn for the eye; screen readers get the same
 * figures as a table (the svg is hidden from them), so nothing is only in the picture.
 */
export function UsageChart({ hourly }: { hourly: HourlyCalls[] }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium text-slate-300">
        Calls per hour, last 12 hours
      </figcaption>
      <div aria-hidden className="h-52 w-full" data-testid="usage-chart">
        <XYChart
          height={208}
          margin={{ top: 10, right: 10, bottom: 30, left: 40 }}
          xScale={{ type: "band", paddingInner: 0.3 }}
          yScale={{ type: "linear", nice: true, zero: true }}
          theme={darkTheme}
        >
          <Grid columns={false} numTicks={4} />
          {/* Every other hour, so the labels fit a phone. */}
          <Axis orientation="bottom" tickValues={hourly.filter((_, i) => i % 2 === 1).map(accessors.xAccessor)} />
          <Axis orientation="left" numTicks={4} />
          <BarSeries dataKey="calls" data={hourly} {...accessors} />
        </XYChart>
      </div>
      {/* In a div: a table does not shrink to sr-only's 1 px and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>Calls per hour, last 12 hours</caption>
          <thead>
            <tr>
              <th scope="col">Hour</th>
              <th scope="col">Calls</th>
            </tr>
          </thead>
          <tbody>
            {hourly.map((h) => (
              <tr key={h.hourStart}>
                <td>{hourLabel(h.hourStart)}</td>
                <td>{h.calls}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
