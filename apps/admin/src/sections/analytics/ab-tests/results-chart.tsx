import { useId, useMemo } from "react";
import { Axis, GlyphSeries, Grid, LineSeries, Tooltip, XYChart, darkTheme } from "@visx/xychart";
import { bucketLabel } from "../analytics-format";
import { ChartTooltipBody } from "../chart-tooltip-body";
import type { SeriesPoint } from "./ab-test-types";
import type { MetricFigures } from "./metric-display";
import { rateLines, rateRows } from "./results-series";
import { ChartEmpty, ChartLegend } from "../chart-parts";

type Point = { at: string; rate: number };
const x = (d: Point) => new Date(d.at);

type Props = { series: SeriesPoint[]; variants: { id: number; name: string }[]; unit: "hour" | "day"; figures: MetricFigures };

/**
 * Each variant's cumulative conversion rate at the end of every hour (first three days) or day. The
 * chart is for the eye; screen readers get the same figures as a table.
 */
export function ResultsChart({ series, variants, unit, figures }: Props) {
  // Percent on the axis for a rate, the amount for revenue.
  const y = (d: Point) => figures.toAxis(d.rate);
  const captionId = useId();
  const lines = useMemo(() => rateLines(series, variants), [series, variants]);
  const rows = useMemo(() => rateRows(series, variants), [series, variants]);
  const theme = useMemo(() => ({ ...darkTheme, colors: lines.map((l) => l.color) }), [lines]);
  const caption = `${figures.chartTitle}, per ${unit} (UTC)`;
  return (
    <figure aria-labelledby={captionId} className="flex min-w-0 flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium text-slate-300">
        {caption}
      </figcaption>
      <ChartLegend items={lines.map((i) => ({ key: i.id, label: i.name, color: i.color }))} />
      <div aria-hidden className="h-56 w-full" data-testid="ab-results-chart">
        {series.length === 0 ? (
          <ChartEmpty>No sessions yet.</ChartEmpty>
        ) : (
          <XYChart
            height={224}
            margin={{ top: 10, right: 16, bottom: 30, left: 48 }}
            xScale={{ type: "time" }}
            yScale={{ type: "linear", nice: true, zero: true }}
            theme={theme}
          >
            <Grid columns={false} numTicks={4} />
            <Axis orientation="bottom" numTicks={3} />
            <Axis orientation="left" numTicks={4} tickFormat={figures.axisTick} />
            {/* Keyed by id: two variants may share a name. */}
            {lines.map((l) => (
              <LineSeries key={l.id} dataKey={String(l.id)} data={l.points} xAccessor={x} yAccessor={y} colorAccessor={() => l.color} />
            ))}
            {/* A line of one point would be invisible: its point is drawn as a dot. */}
            {lines
              .filter((l) => l.points.length === 1)
              .map((l) => (
                <GlyphSeries key={`${l.id}-dot`} dataKey={`${l.id}-dot`} data={l.points} xAccessor={x} yAccessor={y} size={8} colorAccessor={() => l.color} />
              ))}
            <Tooltip<Point>
              showVerticalCrosshair
              snapTooltipToDatumX
              renderTooltip={({ tooltipData }) => {
                const at = tooltipData?.nearestDatum?.datum.at;
                if (!at) return null;
                return (
                  <ChartTooltipBody
                    title={`${bucketLabel(at, unit)} UTC`}
                    rows={lines.map((l) => {
                      const d = tooltipData.datumByKey[String(l.id)]?.datum;
                      return { key: l.id, color: l.color, label: l.name, value: d ? figures.format(d.rate) : "—" };
                    })}
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
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{unit === "hour" ? "Hour" : "Day"}</th>
              {variants.map((v) => (
                <th key={v.id} scope="col">
                  {v.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={variants.length + 1}>No sessions yet.</td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.at}>
                  <th scope="row">{bucketLabel(r.at, unit)}</th>
                  {r.rates.map((rate, i) => (
                    <td key={variants[i]!.id}>{rate === null ? "No sessions yet" : figures.format(rate)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
