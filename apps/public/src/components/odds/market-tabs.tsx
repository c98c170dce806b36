import { useState } from "react";
import type { MarketTable, MatchMarkets, OddsFormat } from "@eb/api/shared";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@eb/ui/tabs";
import { demoRowsMixed, pricedTabs } from "../../lib/odds/market-figures";
import { MarketTableView } from "./market-table";
import { RadioOptions } from "./radio-options";

type Teams = { a: string; b: string };
type PanelProps = { tables: MarketTable[]; teams: Teams; matchId: number; format: OddsFormat; tagDemoRows: boolean };

/** One table under its title: the line it is on ("Handicap -1.5 / +1.5", "Total maps 2.5", "Map 2 winner"). */
function TitledTable({ table, ...rest }: Omit<PanelProps, "tables"> & { table: MarketTable }) {
  return (
    <div data-market={table.key}>
      <h3 className="mb-2 text-base font-semibold">{table.title}</h3>
      <MarketTableView table={table} {...rest} />
    </div>
  );
}

/** A tab's tables, one under another: the lines of a handicap or a total, or a market's one table. */
function StackedTables({ tables, ...rest }: PanelProps) {
  return (
    <div className="space-y-6">
      {tables.map((t) => (
        <TitledTable key={t.key} table={t} {...rest} />
      ))}
    </div>
  );
}

/**
 * The map winners: one table at a time, chosen with a row of native radio buttons (the format
 * toggle's control: arrow keys move between maps), rather than a tab per map, so the tab list stays
 * five short labels at 390 px however long the series.
 */
function MapWinnerPanel({ tables, ...rest }: PanelProps) {
  const [map, setMap] = useState(tables[0]!.key);
  const shown = tables.find((t) => t.key === map) ?? tables[0]!;
  return (
    <div className="space-y-3">
      {tables.length > 1 && (
        <fieldset className="flex flex-wrap items-center gap-1" data-map-chooser>
          <legend className="sr-only">Map</legend>
          <RadioOptions
            options={tables.map((t) => ({ value: t.key, label: t.map === null ? t.title : `Map ${t.map}` }))}
            value={shown.key}
            onChange={setMap}
            labelClassName="rounded-md border border-slate-700 px-2.5 py-1 text-xs font-semibold text-slate-300 hover:text-white has-[:checked]:border-emerald-400 has-[:checked]:bg-emerald-500/15 has-[:checked]:text-emerald-200"
          />
        </fieldset>
      )}
      <TitledTable table={shown} {...rest} />
    </div>
  );
}

/**
 * The odds section's markets as WAI-ARIA tabs (radix: arrow keys, Home and End move between tabs;
 * each panel is labelled by its tab): match winner, map winner, handicap, total maps, correct
 * score, each only where some table has a row. Every panel is rendered (inactive ones hidden), so
 * the server's HTML carries every market and switching tabs needs no request.
 */
export function MarketTabs({ markets, teams, format }: { markets: MatchMarkets; teams: Teams; format: OddsFormat }) {
  const tabs = pricedTabs(markets);
  if (tabs.length === 0) return null;
  const panel = { teams, matchId: markets.matchId, format, tagDemoRows: demoRowsMixed(markets) };
  return (
    <Tabs defaultValue={tabs[0]!.kind} data-market-tabs>
      {/* Wrapping, not scrolling: at 360 px every tab stays in sight. */}
      <TabsList aria-label="Markets" className="flex-wrap">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.kind} value={tab.kind} data-market-tab={tab.kind}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.kind} value={tab.kind} forceMount className="mt-4 data-[state=inactive]:hidden" data-market-panel={tab.kind}>
          {tab.kind === "map_winner" ? <MapWinnerPanel tables={tab.tables} {...panel} /> : <StackedTables tables={tab.tables} {...panel} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
