import type { MatchMarkets } from "@eb/api/shared";

/**
 * How to read the market tables, added to the section's notes: each sentence only where the tables
 * show what it explains. Plain description of the figures; nothing presents a price as a way to win.
 */
export function MarketNotes({ markets }: { markets: MatchMarkets }) {
  const rows = markets.tables.flatMap((t) => t.rows.map((r) => ({ r, keys: t.selections.map((s) => s.key) })));
  const cells = rows.flatMap(({ r, keys }) => keys.map((k) => r.cells[k] ?? null));
  const suspended = cells.some((c) => c?.status === "suspended");
  const notOffered = cells.some((c) => c === null || c.status === "off");
  const fair = markets.tables.some((t) => t.fair);
  return (
    <>
      {suspended && " A struck-through price is suspended: the bookmaker has paused it, and it is never marked Best."}
      {notOffered && " A dash (—): not offered by that bookmaker."}
      {" Under each table, Best and Average: the best and the average up-to-date price for each outcome."}
      {fair && " Fair: the price with the bookmakers' margin taken out, the median of the up-to-date books that price the whole market (at least two)."}
    </>
  );
}
