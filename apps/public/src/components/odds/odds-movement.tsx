import { useEffect, useId, useRef, useState, type ComponentType, type RefObject } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OddsFormat, OddsHistory, OddsSide } from "@eb/api/shared";
import { Button } from "@eb/ui/button";
import { useTRPC } from "../../lib/trpc";
import { useViewerClock } from "../../lib/viewer-clock";
import type { EntityRef } from "../../lib/match-route";
import { historySides, sideSeries } from "../../lib/odds/movement";
import { sideName } from "../../lib/odds/odds-figures";
import { STALE } from "../../lib/query-client";
import type { Trpc } from "../../routes/types";
import { lineStyle } from "./movement-colors";
import { OddsHistoryTable } from "./odds-history-table";
import { RadioOptions } from "./radio-options";

/** The chart's data: never prefetched with the page, loaded by the chart when it is shown. */
function oddsHistoryQuery(trpc: Trpc, match: EntityRef) {
  const input = { game: match.game, id: match.id };
  return queryOptions<OddsHistory | null>({ queryKey: ["odds.history", input], staleTime: STALE.matches, queryFn: () => trpc.odds.history.query(input) });
}

type Chart = ComponentType<{ series: ReturnType<typeof sideSeries>; until: number; format: OddsFormat; timeZone: string }>;

let chartModule: Promise<Chart> | null = null;
/** The chart's code (visx) is a chunk of its own, fetched the first time a chart is shown. */
const loadChart = () => (chartModule ??= import("./odds-movement-chart").then((m) => m.default));

/** True once the element comes near the viewport: the chart and its data load only for a visitor who gets there. */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "200px 0px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

function SideSwitch({ sides, side, teams, onChange }: { sides: OddsSide[]; side: OddsSide; teams: { a: string; b: string }; onChange: (s: OddsSide) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">Outcome shown</legend>
      <RadioOptions
        options={sides.map((s) => ({ value: s, label: sideName(s, teams) }))}
        value={side}
        onChange={onChange}
        labelClassName="rounded-md border border-slate-700 px-2.5 py-1 text-xs font-semibold text-slate-300 [overflow-wrap:anywhere] hover:text-white has-[:checked]:border-emerald-400 has-[:checked]:bg-emerald-500/15 has-[:checked]:text-emerald-200"
      />
    </fieldset>
  );
}

/**
 * Odds movement (issue 25): each bookmaker's price of one side over time, as a chart and, on
 * request, as a table. Nothing of it is in the server's HTML or the page's first requests: the
 * history and the chart's code load when the section comes near the viewport (or the table is asked for).
 */
export function OddsMovement({ match, teams, until, format }: { match: EntityRef; teams: { a: string; b: string }; until: string; format: OddsFormat }) {
  const trpc = useTRPC();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [tableOpen, setTableOpen] = useState(false);
  const wanted = near || tableOpen;
  const history = useQuery({ ...oddsHistoryQuery(trpc, match), enabled: wanted });
  const [Chart, setChart] = useState<Chart | null>(null);
  const [chosen, setChosen] = useState<OddsSide>("teamA");
  const { timeZone } = useViewerClock();
  const tableId = useId();

  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    void loadChart().then((c) => alive && setChart(() => c));
    return () => {
      alive = false;
    };
  }, [wanted]);

  const sides = history.data ? historySides(history.data) : [];
  const side = sides.includes(chosen) ? chosen : (sides[0] ?? "teamA");
  const series = history.data ? sideSeries(history.data, side) : [];
  const empty = history.isSuccess && series.length === 0;

  return (
    <section aria-labelledby="odds-movement" className="mt-8" data-odds-movement>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="odds-movement" className="text-lg font-semibold">
          Odds Movement
        </h3>
        {sides.length > 1 && <SideSwitch sides={sides} side={side} teams={teams} onChange={setChosen} />}
      </div>
      {series.length > 0 && (
        <ul aria-hidden className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
          {series.map((s, i) => (
            <li key={s.bookmakerId} className="flex items-center gap-1.5">
              <svg width="20" height="6" className="shrink-0">
                <line x1="0" y1="3" x2="20" y2="3" stroke={lineStyle(i).color} strokeWidth="2" strokeDasharray={lineStyle(i).dash} />
              </svg>
              {s.bookmakerName}
            </li>
          ))}
        </ul>
      )}
      {/* The chart's height is kept from the server's render on, loaded or not: nothing below it moves. */}
      <div ref={box} className="mt-2 h-56 w-full" data-odds-chart={Chart && series.length > 0 ? "ready" : undefined}>
        {history.isError ? (
          <div
            role="alert"
            className="flex h-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-700 text-sm text-slate-300"
          >
            Failed to load the odds movement.
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              Retry
            </Button>
          </div>
        ) : empty ? (
          <p className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-700 text-sm text-slate-400">
            No price history for this match yet.
          </p>
        ) : Chart && series.length > 0 ? (
          <div aria-hidden className="h-full">
            <Chart series={series} until={Date.parse(until)} format={format} timeZone={timeZone} />
          </div>
        ) : (
          <p className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-800 text-sm text-slate-400" aria-live="polite">
            {wanted ? "Loading odds movement..." : ""}
          </p>
        )}
      </div>
      {!empty && !history.isError && (
        <div className="mt-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={tableOpen}
            aria-controls={tableOpen ? tableId : undefined}
            onClick={() => setTableOpen((open) => !open)}
          >
            {tableOpen ? "Hide table" : "Show as table"}
          </Button>
          {tableOpen &&
            (series.length > 0 ? (
              <OddsHistoryTable id={tableId} series={series} side={sideName(side, teams)} format={format} timeZone={timeZone} />
            ) : (
              <p id={tableId} className="mt-2 text-sm text-slate-400">
                Loading odds movement...
              </p>
            ))}
        </div>
      )}
    </section>
  );
}
