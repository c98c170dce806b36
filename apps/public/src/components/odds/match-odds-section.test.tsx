import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import type { MatchMarkets, MatchOdds, OddsCell, OddsRow } from "@eb/api/shared";
import { handicapTable, marketRow, matchMarkets, open, suspended, winnerTable } from "../../lib/odds/test-support";
import { TRPCProvider, type PublicClient } from "../../lib/trpc";
import { RenderClockProvider } from "../../lib/viewer-clock";
import { MatchOddsSection } from "./match-odds-section";
import { FRACTIONAL_RULE } from "./odds-format-toggle";

/**
 * The server's render of the odds section, for what the demo world's e2e server never shows: a
 * closed market, stale rows, a bookmaker without a redirect, a three-way market, a missing price,
 * a real feed's prices. (The browser's behaviour is covered by tests/e2e/public/odds.spec.ts.)
 */
const cell = (price: number, best = false, movement: OddsCell["movement"] = null): OddsCell => ({ price, impliedProbability: 1 / price, best, movement });

const row = (over: Partial<OddsRow>): OddsRow => ({
  bookmakerId: 1,
  bookmakerName: "Alpha Bet",
  redirectSlug: "alpha-bet",
  prices: { teamA: cell(2.1, true), teamB: cell(1.75), draw: null },
  margin: 1 / 2.1 + 1 / 1.75 - 1,
  seenAt: "2026-11-24T14:05:00.000Z",
  stale: false,
  ...over,
});

const odds = (over: Partial<MatchOdds> = {}): MatchOdds => ({
  matchId: 42,
  source: "the-odds-api",
  threeWay: false,
  rows: [row({})],
  best: { teamA: 2.1, teamB: 1.75, draw: null },
  updatedAt: "2026-11-24T14:05:00.000Z",
  closed: false,
  ...over,
});

function render(value: MatchOdds | null, markets: MatchMarkets | null = null): string {
  const client = {} as PublicClient;
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <TRPCProvider trpcClient={client}>
        <RenderClockProvider renderedAt="2026-11-24T14:10:00.000Z">
          <Router ssrPath="/match/cs2/42">
            <MatchOddsSection odds={value} markets={markets} match={{ game: "cs2", id: 42 }} teams={{ a: "Team Alpha", b: "Beta Five" }} />
          </Router>
        </RenderClockProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("MatchOddsSection (server render)", () => {
  it("renders decimal prices linked through /go with placement odds and the match, the best one marked in words", () => {
    const html = render(odds());
    expect(html).toContain('href="/go/alpha-bet?pl=odds&amp;m=42"');
    expect(html).toContain('rel="sponsored nofollow noopener"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('aria-label="Bet on Team Alpha at 2.10 with Alpha Bet, best price"');
    expect(html).toContain('aria-label="Bet on Beta Five at 1.75 with Alpha Bet"');
    expect(text(html)).toContain("2.10Best");
    expect(text(html)).toContain("Implied probability 47.6%");
    expect(text(html)).toContain("Margin 4.8%");
  });

  it("says when the prices were seen in UTC on the server, never a time ago (the page is cached)", () => {
    expect(text(render(odds()))).toContain("Updated Nov 24, 2:05 PM UTC");
  });

  it("labels demo prices, and says nothing of demo for the feed's", () => {
    expect(text(render(odds({ source: "demo" })))).toContain("Demo prices — invented for the demo, not real bookmakers' offers.");
    expect(text(render(odds()))).not.toContain("Demo prices");
  });

  it("says a started match's prices are the last before the start", () => {
    expect(text(render(odds({ closed: true })))).toContain("This match has started: these are the last prices before the start.");
    expect(text(render(odds()))).not.toContain("has started");
  });

  it("dims and labels a stale row, and explains it", () => {
    const html = render(
      odds({ rows: [row({}), row({ bookmakerId: 2, bookmakerName: "Old Book", stale: true, prices: { teamA: cell(2), teamB: cell(1.7), draw: null } })] }),
    );
    expect(html).toMatch(/<tr data-odds-row="true" data-stale="true" class="[^"]*italic text-slate-400/);
    expect(text(html)).toContain("Old BookStale: not updated in the last hour");
    expect(text(html)).toContain("Stale: not updated in the last hour, shown dimmed and never marked Best.");
  });

  it("shows a bookmaker without a redirect unlinked, and a missing price and margin as a dash", () => {
    const html = render(odds({ rows: [row({ redirectSlug: null, prices: { teamA: cell(2.1, true), teamB: null, draw: null }, margin: null })] }));
    expect(html).not.toContain('<a href="/go/');
    expect(text(html)).toContain("2.10Best (best price)");
    expect(text(html)).toContain("–no price");
    expect(text(html)).toContain("Margin –not known");
  });

  it("puts the draw between the teams on a three-way market", () => {
    const html = render(odds({ threeWay: true, rows: [row({ prices: { teamA: cell(2.5), teamB: cell(2.9), draw: cell(3.2, true) } })] }));
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(["Bookmaker", "Team Alpha", "Draw", "Beta Five", "Margin"]);
    expect(html).toContain('aria-label="Bet on a draw at 3.20 with Alpha Bet, best price"');
  });

  it("states how a fractional price is chosen, and the format toggle is described by that note", () => {
    const html = render(odds());
    expect(text(html)).toContain(FRACTIONAL_RULE);
    const describedBy = /<fieldset[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}">${FRACTIONAL_RULE}</p>`);
  });

  it("carries the 18+ line and the format toggle, decimal checked on the server", () => {
    const html = render(odds());
    expect(text(html)).toContain("18+ only. Gambling can be addictive, please play responsibly");
    const checked = [...html.matchAll(/<input type="radio"[^>]*>/g)].filter((m) => m[0].includes('checked=""')).map((m) => /value="(\w+)"/.exec(m[0])?.[1]);
    expect(checked).toEqual(["decimal"]);
  });
});

describe("MatchOddsSection with every market (server render)", () => {
  it("shows the market tabs in place of the match-winner table, with the section's texts kept", () => {
    const html = render(odds(), matchMarkets());
    expect(html).toContain('role="tablist"');
    expect(html).not.toContain("data-odds-table");
    // Every market, so the heading is not the match winner's any more.
    expect(html).toMatch(/<h2 id="odds"[^>]*>Odds<\/h2>/);
    expect(render(odds())).toMatch(/<h2 id="odds"[^>]*>Match Winner Odds<\/h2>/);
    expect(text(html)).toContain("Under each price, the chance it implies; the best price for each outcome is marked Best.");
    expect(text(html)).toContain(FRACTIONAL_RULE);
    expect(text(html)).toContain("18+ only.");
    // Without priced markets, the match-winner table as before; with neither, no section.
    expect(render(odds(), matchMarkets({ tables: [handicapTable([])] }))).toContain("data-odds-table");
    expect(render(null, null)).toBe("");
    expect(render(null, matchMarkets())).toContain('role="tablist"');
  });

  it("labels live prices as live, and closing prices as closing with the started sentence", () => {
    const live = text(render(odds(), matchMarkets({ phase: "live" })));
    expect(live).toContain("Live odds");
    expect(live).toContain("In play: prices the bookmakers offer while the match is played, and they change fast.");
    expect(live).not.toContain("Closing odds");
    const closing = text(render(odds(), matchMarkets({ phase: "closing" })));
    expect(closing).toContain("Closing odds");
    expect(closing).toContain("This match has started: these are the last prices before the start.");
    expect(closing).not.toContain("Live odds");
    const before = text(render(odds(), matchMarkets()));
    expect(before).not.toMatch(/Live odds|Closing odds|has started/);
    // The match-winner table alone knows only that the match has started.
    expect(text(render(odds({ closed: true })))).toContain("Closing odds");
  });

  it("says which side the closing odds favoured once the match is finished", () => {
    expect(text(render(odds(), matchMarkets({ phase: "closing", closingFavourite: "teamB" })))).toContain("The closing odds favoured Beta Five.");
    expect(text(render(odds(), matchMarkets({ phase: "closing", closingFavourite: "teamA" })))).toContain("The closing odds favoured Team Alpha.");
    expect(text(render(odds(), matchMarkets({ phase: "closing" })))).not.toContain("favoured");
  });

  it("labels demo markets as demo, and dates them by the markets' update", () => {
    const html = text(render(odds(), matchMarkets({ source: "demo", updatedAt: "2026-11-24T13:00:00.000Z" })));
    expect(html).toContain("Demo prices — invented for the demo, not real bookmakers' offers.");
    expect(html).toContain("Updated Nov 24, 1:00 PM UTC");
    expect(text(render(odds(), matchMarkets()))).not.toContain("Demo prices");
  });

  it("explains stale, suspended, not offered and the summary rows only where the tables show them", () => {
    const rows = [
      marketRow({ cells: { teamA: open(1.8, true), teamB: suspended(2.1) } }),
      marketRow({ bookmakerId: 2, bookmakerName: "Old Book", stale: true, cells: { teamA: open(1.7), teamB: null } }),
    ];
    const notes = text(render(odds(), matchMarkets({ tables: [winnerTable(rows, { fair: { prices: { teamA: 1.9, teamB: 2 }, books: 2 } })] })));
    expect(notes).toContain("Stale: not updated in the last hour, shown dimmed and never marked Best.");
    expect(notes).toContain("A struck-through price is suspended: the bookmaker has paused it, and it is never marked Best.");
    expect(notes).toContain("A dash (—): not offered by that bookmaker.");
    expect(notes).toContain("Under each table, Best and Average: the best and the average up-to-date price for each outcome.");
    expect(notes).toContain("Fair: the price with the bookmakers' margin taken out");
    const plain = text(render(odds(), matchMarkets({ tables: [winnerTable()] })));
    expect(plain).not.toMatch(/Stale: not updated in the last hour, shown|struck-through|not offered by|Fair: the price/);
  });

  it("names the feed the prices come from, each by its own name, and never calls demo prices a feed's", () => {
    const feeds = [
      ["the-odds-api", "The Odds API"],
      ["stadar", "Stadar"],
      ["odds-api-io", "Odds-API.io"],
    ] as const;
    for (const [source, name] of feeds) {
      expect(text(render(odds(), matchMarkets({ source })))).toContain(`Prices from ${name}. Updated`);
      expect(text(render(odds({ source })))).toContain(`Prices from ${name}. Updated`);
    }
    const demo = text(render(odds({ source: "demo" }), matchMarkets({ source: "demo" })));
    expect(demo).not.toContain("Prices from");
    expect(demo).toContain("Demo prices");
  });
});
