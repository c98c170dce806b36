import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { MatchMarkets, OddsFormat } from "@eb/api/shared";
import {
  correctScoreTable,
  handicapTable,
  mapWinnerTable,
  marketRow,
  matchMarkets,
  off,
  open,
  suspended,
  TEAMS,
  totalTable,
  winnerTable,
} from "../../lib/odds/test-support";
import { MarketTabs } from "./market-tabs";

/**
 * The server's render of the market tabs, from MatchMarkets made here (the server's `odds.markets`
 * sends this shape). Every panel is in the HTML, the inactive ones hidden by their state.
 */
const render = (markets: MatchMarkets, format: OddsFormat = "decimal") => renderToStaticMarkup(<MarketTabs markets={markets} teams={TEAMS} format={format} />);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** The HTML of one tab's panel (from its opening tag to the next panel). */
function panel(html: string, kind: string): string {
  const found = html.split('role="tabpanel"').find((part) => part.includes(`data-market-panel="${kind}"`));
  if (!found) throw new Error(`no panel ${kind}`);
  return found;
}

/** The text of one table's row: "best", "average" or "fair" in the foot, or a bookmaker's. */
function summaryRow(html: string, which: string): string {
  return text(new RegExp(`<tr data-summary="${which}"[^>]*>(.*?)</tr>`).exec(html)?.[1] ?? "");
}

const tabs = (html: string) => [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe("MarketTabs (server render)", () => {
  it("shows a tab per priced market, in order, the first selected and each panel labelled by its tab", () => {
    const html = render(matchMarkets());
    expect(tabs(html)).toEqual(["Match winner", "Map winner", "Handicap", "Total maps", "Correct score"]);
    expect(html).toMatch(/<div role="tablist"[^>]*aria-label="Markets"/);
    const selected = /<button[^>]*aria-selected="true"[^>]*id="([^"]+)"[^>]*>Match winner</.exec(html)?.[1];
    expect(selected).toBeTruthy();
    expect(html).toMatch(new RegExp(`role="tabpanel" aria-labelledby="${selected}"[^>]*data-market-panel="winner"`));
    // Every market is in the HTML: switching tabs needs no request; the inactive ones are hidden.
    expect(html).toMatch(/data-state="inactive"[^>]*role="tabpanel"[^>]*class="[^"]*data-\[state=inactive\]:hidden"[^>]*data-market-panel="correct_score"/);
  });

  it("scrolls a wide table inside its own positioned box, so its screen-reader text cannot widen the page", () => {
    // Without `relative`, the absolutely placed sr-only words of the cells right of the screen escape
    // the box's clipping and give a 360 px page a sideways scroll (seen on a six-score correct score).
    const html = render(matchMarkets());
    expect(html.match(/<div role="region"[^>]*class="relative overflow-x-auto /g)).toHaveLength(5);
  });

  it("leaves out a market nobody prices, and a line without rows", () => {
    const html = render(matchMarkets({ tables: [winnerTable(), handicapTable([]), totalTable(), correctScoreTable([])] }));
    expect(tabs(html)).toEqual(["Match winner", "Total maps"]);
    expect(render(matchMarkets({ tables: [handicapTable([])] }))).toBe("");
  });

  it("lists each line of a market under its title, and names the selections by line", () => {
    const minus25 = { ...handicapTable(), key: "map_handicap:-2.5", title: "Handicap -2.5 / +2.5", line: -2.5 };
    const html = panel(render(matchMarkets({ tables: [winnerTable(), handicapTable(), minus25, totalTable()] })), "map_handicap");
    expect([...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(["Handicap -1.5 / +1.5", "Handicap -2.5 / +2.5"]);
    expect(text(html)).toContain("Team Alpha -1.5");
    expect(text(html)).toContain("Beta Five +1.5");
  });

  it("offers one map at a time with a chooser of the priced maps", () => {
    const html = panel(render(matchMarkets({ tables: [mapWinnerTable(1), mapWinnerTable(2), mapWinnerTable(3)] })), "map_winner");
    expect(html).toMatch(/<fieldset[^>]*data-map-chooser="true"><legend class="sr-only">Map<\/legend>/);
    expect([...html.matchAll(/<input type="radio"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(["Map 1", "Map 2", "Map 3"]);
    expect([...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(["Map 1 winner"]);
    expect(render(matchMarkets({ tables: [mapWinnerTable(2)] }))).not.toContain("data-map-chooser");
  });

  it("links an open price through /go with the odds placement, names the market, and marks the best in words", () => {
    const html = render(matchMarkets());
    expect(html).toContain('href="/go/alpha-bet?pl=odds&amp;m=42"');
    expect(html).toContain('data-placement="odds"');
    expect(html).toContain('aria-label="Bet on Team Alpha at 1.80 with Alpha Bet, best price"');
    expect(html).toContain('aria-label="Bet on Beta Five at 2.00 with Alpha Bet"');
    expect(html).toContain('aria-label="Bet on Over 2.5 (Total maps 2.5) at 2.25 with Alpha Bet, best price"');
    expect(text(panel(html, "winner"))).toContain("1.80Best");
    expect(text(panel(html, "winner"))).toContain("Implied probability 55.6%");
  });

  it("never marks Best on a stale row, a suspended or an off price, even if flagged; says each in words", () => {
    const rows = [
      marketRow({ cells: { teamA: open(1.7, true), teamB: { ...suspended(2.4), best: true } } }),
      marketRow({ bookmakerId: 2, bookmakerName: "Old Book", stale: true, cells: { teamA: open(1.9, true), teamB: { ...off(), best: true } } }),
      marketRow({ bookmakerId: 3, bookmakerName: "Third", cells: { teamA: open(1.6), teamB: null } }),
    ];
    const html = render(matchMarkets({ tables: [winnerTable(rows)] }));
    const t = text(html);
    expect(html.match(/data-best="true"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Bet on Team Alpha at 1.70 with Alpha Bet, best price"');
    expect(html).toContain('aria-label="Bet on Team Alpha at 1.90 with Old Book"');
    // Suspended: struck through, unlinked, said in words.
    expect(html).toMatch(/data-status="suspended"[^>]*><span[^>]*><span class="sr-only">Suspended <\/span><s><span data-odds-price[^>]*>2.40<\/span><\/s>/);
    expect(html).not.toContain("2.40 with Alpha Bet");
    // Off, or not priced at all: a dash that says "Not offered".
    expect(html.match(/<span aria-hidden="true">—<\/span><span class="sr-only">Not offered<\/span>/g)).toHaveLength(2);
    // Stale: dimmed, with words.
    expect(html).toMatch(/<tr data-odds-row="true" data-stale="true" class="[^"]*italic text-slate-400/);
    expect(t).toContain("Old BookStale: not updated in the last hour");
  });

  it("shows every market's prices in the chosen format, summary rows included", () => {
    const markets = matchMarkets({
      tables: [
        winnerTable(undefined, { fair: { prices: { teamA: 1.9, teamB: 2.1 }, books: 2 } }),
        mapWinnerTable(1, [2.5, 1.5]),
        handicapTable(),
        totalTable(),
        correctScoreTable(),
      ],
    });
    const fractional = render(markets, "fractional");
    expect(text(panel(fractional, "winner"))).toContain("4/5Best");
    expect(summaryRow(panel(fractional, "winner"), "fair")).toContain("11/10");
    expect(text(panel(fractional, "map_winner"))).toContain("6/4Best");
    expect(text(panel(fractional, "map_handicap"))).toContain("21/10Best");
    expect(text(panel(fractional, "total_maps"))).toContain("5/4Best");
    expect(text(panel(fractional, "correct_score"))).toContain("5/2Best");
    const american = render(markets, "american");
    expect(text(panel(american, "winner"))).toContain("-125Best");
    expect(text(panel(american, "map_winner"))).toContain("+150Best");
    expect(text(panel(american, "map_handicap"))).toContain("+210Best");
    expect(text(panel(american, "total_maps"))).toContain("+125Best");
    expect(text(panel(american, "correct_score"))).toContain("+250Best");
    expect(american).toContain('aria-label="Bet on Over 2.5 (Total maps 2.5) at +125 with Alpha Bet, best price"');
  });

  it("sums up each table: best and average per outcome, and the fair line with its books where there is one", () => {
    const withFair = winnerTable(undefined, { average: { teamA: 1.78, teamB: 2.05 }, fair: { prices: { teamA: 1.85, teamB: 2.15 }, books: 3 } });
    const html = panel(render(matchMarkets({ tables: [withFair, totalTable()] })), "winner");
    expect(summaryRow(html, "best")).toBe("Best1.802.10");
    expect(summaryRow(html, "average")).toBe("Average1.782.05");
    expect(summaryRow(html, "fair")).toBe("Fairfrom 3 books1.85Implied probability 54.1%2.15Implied probability 46.5%");
    expect(render(matchMarkets({ tables: [winnerTable()] }))).not.toContain('data-summary="fair"');
    const noneOpen = winnerTable([marketRow({ cells: { teamA: suspended(1.8), teamB: open(2, true) } })]);
    expect(summaryRow(render(matchMarkets({ tables: [noneOpen] })), "best")).toBe("Best—No fresh open price2.00");
  });

  it("labels demo rows beside a feed's as demo", () => {
    const demo = totalTable([marketRow({ source: "demo", cells: { over: open(2.25, true), under: open(1.62, true) } })]);
    expect(text(panel(render(matchMarkets({ tables: [winnerTable(), demo] })), "total_maps"))).toContain("Alpha Betdemo prices, invented for the demo");
    expect(render(matchMarkets())).not.toContain("data-demo-tag");
  });
});
