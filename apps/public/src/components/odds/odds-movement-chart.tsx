import { useEffect, useMemo, useRef, useState } from "react";
import { Axis, Grid, LineSeries, Tooltip, XYChart, darkTheme } from "@visx/xychart";
import { formatOddsPrice, formatShortDate, formatTime, type OddsFormat } from "@eb/api/shared";
import { priceAt, priceDomain, stepPoints, timeTickCount, timeTickLabel, type PricePoint, type SideSeries } from "../../lib/odds/movement";
import { lineStyle } from "./movement-colors";

export const CHART_HEIGHT = 224;

const x = (p: PricePoint) => new Date(p.at);
const y = (p: PricePoint) => p.price;

type Props = { series: SideSeries[]; until: number; format: OddsFormat; timeZone: string };

/** The box's width, followed as it changes (a phone turned sideways): how many time labels fit. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The movement chart (issue 25): one line per bookmaker of one side's price over time, drawn as
 * steps (a price holds until the next change). Loaded on its own, only by the match page, when the
 * chart comes into view. For the eye only: the figures are in the table beside it.
 */
export default function OddsMovementChart({ series, until, format, timeZone }: Props) {
  const lines = useMemo(() => series.map((s, i) => ({ ...s, style: lineStyle(i), steps: stepPoints(s.points, until) })), [series, until]);
  const theme = useMemo(() => ({ ...darkTheme, colors: lines.map((l) => l.style.color) }), [lines]);
  const domain = useMemo(() => priceDomain(series), [series]);
  const [box, width] = useWidth();
  const first = Math.min(...series.map((s) => s.points[0]?.at ?? until));
  const when = (at: number) => `${formatShortDate(new Date(at), timeZone)} ${formatTime(new Date(at), timeZone)}`;
  return (
    <div ref={box} className="h-full w-full">
      {width > 0 && (
        <XYChart
          width={width}
          height={CHART_HEIGHT}
          margin={{ top: 10, right: 12, bottom: 28, left: 48 }}
          xScale={{ type: "time" }}
          yScale={{ type: "linear", domain, nice: false, zero: false }}
          theme={theme}
        >
          <Grid columns={false} numTicks={4} />
          <Axis orientation="bottom" numTicks={timeTickCount(width)} tickFormat={(d: Date) => timeTickLabel(d.getTime(), until - first, timeZone)} />
          <Axis orientation="left" numTicks={4} tickFormat={(v: number) => formatOddsPrice(v, format)} />
          {lines.map((l) => (
            <LineSeries
              key={l.bookmakerId}
              dataKey={l.bookmakerName}
              data={l.steps}
              xAccessor={x}
              yAccessor={y}
              colorAccessor={() => l.style.color}
              strokeDasharray={l.style.dash}
              className="odds-line"
              strokeWidth={2}
            />
          ))}
          <Tooltip<PricePoint>
            showVerticalCrosshair
            snapTooltipToDatumX
            renderTooltip={({ tooltipData }) => {
              const at = tooltipData?.nearestDatum?.datum.at;
              if (at === undefined) return null;
              return (
                <div className="text-xs">
                  <p className="mb-1 font-semibold">{when(at)}</p>
                  {lines.map((l) => {
                    const price = priceAt(l.points, at);
                    return (
                      <p key={l.bookmakerId} style={{ color: l.style.color }}>
                        {l.bookmakerName}: {price === null ? "–" : formatOddsPrice(price, format)}
                      </p>
                    );
                  })}
                </div>
              );
            }}
          />
        </XYChart>
      )}
    </div>
  );
}
