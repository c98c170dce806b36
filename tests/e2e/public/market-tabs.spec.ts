import type { Locator, Page } from "@playwright/test";
import { teamPath, tournamentPath, type PublicBookmaker, type PublicMatch, type TeamDetail, type TournamentDetail } from "@eb/api/shared";
import { axeViolations } from "../axe";
import { apiData, expect, openHydrated, test, type Watch } from "./fixtures";
import {
  consentGiven,
  expectedFavourite,
  expectedMarketTable,
  expectedPricesByTable,
  matchWithMarkets,
  priceText,
  renderedTables,
  shownMarketTable,
  shownPricesByTable,
  shownTabs,
  tabName,
} from "./odds-markets";

/**
 * The match page's market tabs (match winner, map winner, handicap, total maps, correct score) in a
 * browser, at a phone's width and a laptop's: reached and switched from the keyboard with a visible
 * focus, the odds format applied to every market, no accessibility violation and no sideways scroll
 * with any tab open, no API request after hydration however the tabs are switched; the page's main
 * call to action (the favourite's best licensed price through /go, the bonuses link beside it); and
 * the best prices on the tournament and team pages' match cards, as on the home page's.
 */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The API requests made since hydration, but the movement chart's own (it loads its data when it comes into view). */
const marketRequests = (watch: Watch) => watch.apiRequests.map((r) => r.url()).filter((url) => !new URL(url).pathname.startsWith("/api/public/odds.history"));

/** Whether an element shows a keyboard focus mark: it matches :focus-visible and draws a ring (box-shadow) or an outline. */
const focusShown = (el: Locator) =>
  el.evaluate((node) => {
    const style = getComputedStyle(node);
    return node.matches(":focus-visible") && (style.boxShadow !== "none" || (style.outlineStyle !== "none" && style.outlineWidth !== "0px"));
  });

for (const width of [390, 1366]) {
  test.describe(`market tabs at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });
    test.beforeEach(async ({ page }) => consentGiven(page));

    test("the tabs are reached with Tab, switched with the arrow keys, Home and End, and show the focus", async ({ page, watch, request }) => {
      const { markets, path } = await matchWithMarkets(request);
      const kinds = shownTabs(markets).map((t) => t.kind);
      await openHydrated(page, watch, path);
      const tabs = page.getByRole("tablist", { name: "Markets" }).getByRole("tab");
      await expect(tabs).toHaveText(kinds.map(tabName));

      // From the format toggle (the control just before the tabs), Tab lands on the selected tab only.
      await page.getByRole("radio", { name: "Decimal" }).focus();
      await page.keyboard.press("Tab");
      const first = tabs.nth(0);
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute("aria-selected", "true");
      expect(await focusShown(first)).toBe(true);

      // Arrow keys move along the tabs and open each one's panel, the others hidden.
      for (let i = 1; i < kinds.length; i++) {
        await page.keyboard.press("ArrowRight");
        await expect(tabs.nth(i)).toBeFocused();
        await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
        expect(await focusShown(tabs.nth(i))).toBe(true);
        await expect(page.locator(`[data-market-panel="${kinds[i]}"]`)).toBeVisible();
        await expect(page.locator(`[data-market-panel="${kinds[i - 1]}"]`)).toBeHidden();
        // The open panel is named by its tab.
        await expect(page.getByRole("tabpanel", { name: tabName(kinds[i]!) })).toBeVisible();
      }
      // Home and End jump to the ends; the arrow wraps round.
      await page.keyboard.press("Home");
      await expect(first).toBeFocused();
      await expect(page.locator('[data-market-panel="winner"]')).toBeVisible();
      await page.keyboard.press("End");
      await expect(tabs.last()).toBeFocused();
      await expect(page.locator(`[data-market-panel="${kinds[kinds.length - 1]}"]`)).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(first).toBeFocused();

      // Tab leaves the tab list for the open panel's content, not for the next tab.
      await page.keyboard.press("Tab");
      await expect(first).not.toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.closest("[data-market-panel]")?.getAttribute("data-market-panel"))).toBe("winner");
      expect(marketRequests(watch)).toEqual([]);
      expect(watch.errors).toEqual([]);
    });

    test("the odds format applies to every market, in every tab", async ({ page, watch, request }) => {
      const { markets, path } = await matchWithMarkets(request);
      await openHydrated(page, watch, path);
      for (const format of ["fractional", "american", "decimal"] as const) {
        await page.getByRole("radio", { name: format[0]!.toUpperCase() + format.slice(1) }).check();
        await expect.poll(() => shownPricesByTable(page)).toEqual(expectedPricesByTable(markets, format));
        for (const tab of shownTabs(markets)) {
          await page.getByRole("tab", { name: tabName(tab.kind) }).click();
          for (const table of renderedTables(tab)) {
            await expect(page.locator(`table[data-market-table="${table.key}"]`)).toBeVisible();
            expect(await shownMarketTable(page, table.key), `${table.key} in ${format}`).toEqual(expectedMarketTable(table, format));
          }
        }
        await page.getByRole("tab", { name: "Match winner" }).click();
      }
      // The map winner's other maps, chosen with its radio buttons, follow the format too.
      const maps = shownTabs(markets).find((t) => t.kind === "map_winner");
      if (maps && maps.tables.length > 1) {
        await page.getByRole("radio", { name: "Fractional" }).check();
        await page.getByRole("tab", { name: "Map winner" }).click();
        const last = maps.tables[maps.tables.length - 1]!;
        await page
          .locator("[data-map-chooser]")
          .getByRole("radio", { name: `Map ${last.map}` })
          .check();
        await expect(page.locator(`table[data-market-table="${last.key}"]`)).toBeVisible();
        expect(await shownMarketTable(page, last.key)).toEqual(expectedMarketTable(last, "fractional"));
      }
      expect(marketRequests(watch)).toEqual([]);
      expect(watch.errors).toEqual([]);
    });

    test("with each tab open: axe finds no violation, the page never scrolls sideways, and no API request is made", async ({ page, watch, request }) => {
      const { markets, path } = await matchWithMarkets(request);
      await openHydrated(page, watch, path);
      for (const tab of shownTabs(markets)) {
        await page.getByRole("tab", { name: tabName(tab.kind) }).click();
        await expect(page.locator(`[data-market-panel="${tab.kind}"]`)).toBeVisible();
        expect(await axeViolations(page), `axe with the ${tab.kind} tab open`).toEqual([]);
        expect(await noSidewaysScroll(page), `sideways scroll with the ${tab.kind} tab open`).toBe(true);
      }
      // Every market came with the page: switching tabs fetched nothing.
      expect(marketRequests(watch)).toEqual([]);
      expect(watch.errors).toEqual([]);
    });

    test("the main call to action names the favourite's best licensed price, through /go with the odds placement, the bonuses link beside it", async ({
      page,
      watch,
      request,
    }) => {
      const { match, markets, path } = await matchWithMarkets(request);
      const favourite = expectedFavourite(markets, { a: match.teamA.name, b: match.teamB.name });
      if (!favourite) throw new Error(`match ${match.id}: the demo prices should make one team the favourite`);
      // Only bookmakers licensed where the visitor is price the page: the call to action's is one of them.
      const licensed = ((await (await request.get("/api/public/bookmakers.list")).json()) as { result: { data: PublicBookmaker[] } }).result.data;
      expect(licensed.map((b) => b.name)).toContain(favourite.bookmakerName);
      for (const table of markets.tables) for (const row of table.rows) expect(licensed.map((b) => b.name)).toContain(row.bookmakerName);

      await openHydrated(page, watch, path);
      const cta = page.locator("a[data-best-price-cta]");
      await expect(cta).toHaveCount(1);
      await expect(cta.locator("span").first()).toHaveText(
        `Best price: ${favourite.team} ${priceText(favourite.price, "decimal")} at ${favourite.bookmakerName}`,
      );
      await expect(cta).toHaveAttribute("href", `/go/${encodeURIComponent(favourite.redirectSlug)}?pl=odds&m=${match.id}`);
      await expect(cta).toHaveAttribute("data-placement", "odds");
      await expect(cta).toHaveAttribute("rel", "sponsored nofollow noopener");
      await expect(cta).toHaveAttribute("target", "_blank");
      if (favourite.demo) await expect(cta.locator("[data-demo-tag]")).toHaveText("demo price, invented for the demo");
      // The bonuses link sits right beside it, before it in the same row of actions (the price's
      // text changes as prices move, and nothing after it may move with it).
      const beside = cta.locator("xpath=preceding-sibling::*[1]");
      await expect(beside).toHaveText("Bet on Esports");
      await expect(beside).toHaveAttribute("href", "/bonuses");
      // The price follows the visitor's format, as the tables' do.
      await page.getByRole("radio", { name: "Fractional" }).check();
      await expect(cta.locator("span").first()).toHaveText(
        `Best price: ${favourite.team} ${priceText(favourite.price, "fractional")} at ${favourite.bookmakerName}`,
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(watch.errors).toEqual([]);
    });
  });
}

/** The cards the page shows for upcoming matches with odds: their match link and best-odds text. */
function cardOdds(page: Page) {
  return page
    .locator("article:has(a[data-match-link])")
    .evaluateAll((cards) =>
      cards.map(
        (card) => [card.querySelector("a[data-match-link]")!.getAttribute("href")!, card.querySelector("[data-card-odds]")?.textContent ?? null] as const,
      ),
    );
}

/** A card's best-odds words for a match, as the home page's cards say them. */
function cardText(m: PublicMatch) {
  const odds = m.bestOdds!;
  const [a, b] = [m.teamA?.name ?? "TBD", m.teamB?.name ?? "TBD"];
  const price = (p: number | null) => (p === null ? "–none" : priceText(p, "decimal"));
  const demo = odds.source === "demo" ? "demo prices, invented for the demo" : "";
  return `Best odds ${a}: ${price(odds.teamA)}Best odds${demo}Best odds ${b}: ${price(odds.teamB)}`;
}

test("tournament and team pages' match cards show each team's best fresh price, as the home page's do", async ({ page, watch, request }) => {
  await consentGiven(page);
  const { matches } = await apiData<{ matches: PublicMatch[] }>(request, "matches.upcoming", { game: "all" });
  const priced = matches.find((m) => m.bestOdds && m.tournamentId !== null && m.tournamentName && m.teamA?.id != null && m.teamB);
  if (!priced) throw new Error("no upcoming priced match with a tournament and teams in the demo world");

  const tournament = await apiData<TournamentDetail>(request, "tournaments.detail", { game: priced.game, id: priced.tournamentId });
  const team = await apiData<TeamDetail>(request, "teams.detail", { game: priced.game, id: priced.teamA!.id });
  for (const [name, detail] of [
    ["tournament", tournament],
    ["team", team],
  ] as const) {
    const card = detail.upcoming.find((m) => m.id === priced.id);
    expect(card?.bestOdds, `${name}.detail prices match ${priced.id}`).toEqual(priced.bestOdds);
  }

  for (const path of [
    tournamentPath(priced.game, priced.tournamentId!, priced.tournamentName!),
    teamPath(priced.game, priced.teamA!.id!, priced.teamA!.name),
  ]) {
    await openHydrated(page, watch, path);
    const shown = new Map(await cardOdds(page));
    const upcoming = path.startsWith("/team/") ? team.upcoming : tournament.upcoming;
    const withOdds = upcoming.filter((m) => m.bestOdds);
    expect(withOdds.length, `priced cards on ${path}`).toBeGreaterThan(0);
    for (const m of withOdds) {
      const href = [...shown.keys()].find((h) => h.startsWith(`/match/${m.game}/${m.id}/`));
      expect(href, `a card for match ${m.id} on ${path}`).toBeTruthy();
      expect(shown.get(href!), `best odds on match ${m.id}'s card on ${path}`).toBe(cardText(m));
    }
  }
  expect(watch.errors).toEqual([]);
});
