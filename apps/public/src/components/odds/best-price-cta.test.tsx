import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import type { MatchMarkets } from "@eb/api/shared";
import { marketRow, matchMarkets, open, TEAMS, winnerTable } from "../../lib/odds/test-support";
import { BestPriceCta } from "./best-price-cta";

/** The server's render of a match page's main call to action. */
const render = (markets: MatchMarkets | null) =>
  renderToStaticMarkup(
    <Router ssrPath="/match/cs2/42">
      <BestPriceCta markets={markets} matchId={42} teams={TEAMS} />
    </Router>,
  );

const links = (html: string) => [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((m) => ({ attrs: m[1]!, text: m[2]!.replace(/<[^>]+>/g, "") }));

describe("BestPriceCta (server render)", () => {
  it("offers the favourite's best price through /go with the odds placement, the bonuses link before it", () => {
    const [bonuses, best, ...rest] = links(render(matchMarkets()));
    expect(rest).toEqual([]);
    expect(best!.text).toBe("Best price: Team Alpha 1.80 at Alpha Bet");
    expect(best!.attrs).toContain('href="/go/alpha-bet?pl=odds&amp;m=42"');
    expect(best!.attrs).toContain('rel="sponsored nofollow noopener"');
    expect(best!.attrs).toContain('target="_blank"');
    expect(best!.attrs).toContain('data-placement="odds"');
    expect(bonuses).toEqual({ attrs: expect.stringContaining('href="/bonuses"'), text: "Bet on Esports" });
  });

  it("names team B when it is the favourite, and labels a demo price as demo", () => {
    const table = winnerTable([
      marketRow({ bookmakerName: "Bet Demo", redirectSlug: "bet-demo", source: "demo", cells: { teamA: open(2.6, true), teamB: open(1.5, true) } }),
    ]);
    const [, best] = links(render(matchMarkets({ source: "demo", tables: [table] })));
    expect(best!.text).toBe("Best price: Beta Five 1.50 at Bet Demodemo price, invented for the demo");
    expect(best!.attrs).toContain('href="/go/bet-demo?pl=odds&amp;m=42"');
  });

  it("keeps the general call to action alone when no licensed book prices the favourite", () => {
    for (const markets of [null, matchMarkets({ tables: [] }), matchMarkets({ phase: "closing" })]) {
      expect(links(render(markets))).toEqual([{ attrs: expect.stringContaining('href="/bonuses"'), text: "Bet on Esports" }]);
    }
  });
});
