import type { Page } from "@playwright/test";
import { matchPath, type DroppingOdds } from "@eb/api/shared";
import { axeViolations } from "../axe";
import { apiData, expect, openHydrated, test } from "./fixtures";
import { consentGiven } from "./odds-markets";

/**
 * /dropping-odds in a browser, at a phone's width and a laptop's, on the demo site (its demo odds
 * seeded over the last day): the falls listed with their match links and /go price links, the demo
 * prices labelled, reached from the keyboard, the match page one Enter away, the game filter, no
 * accessibility violation and no sideways scroll.
 */

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const width of [390, 1366]) {
  test.describe(`dropping odds at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });
    test.beforeEach(async ({ page }) => consentGiven(page));

    test("lists the falls with their match and price links, labelled as demo prices, without violations or sideways scroll", async ({
      page,
      watch,
      request,
    }) => {
      const data = await apiData<DroppingOdds>(request, "odds.dropping", { game: "all" });
      expect(data.rows.length, "the demo's day of prices has falls").toBeGreaterThan(0);
      await openHydrated(page, watch, "/dropping-odds");
      await expect(page.getByRole("heading", { level: 1, name: "Dropping Odds" })).toBeVisible();
      await expect(page.getByRole("note").filter({ hasText: "Demo prices" })).toBeVisible();
      const rows = page.locator("[data-drop-row]");
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(0);
      // Each row: its match page, the market in the match page's words, the fall, and the price through /go with this page's placement.
      const first = rows.first();
      const href = await first.locator("[data-match-link]").getAttribute("href");
      expect(href).toMatch(/^\/match\/(cs2|lol|valorant|dota2)\/\d+\//);
      await expect(first.locator("[data-market]")).toHaveText(/^(Match winner|Map \d winner|Handicap [-+]\d\.5 \/ [-+]\d\.5|Total maps \d\.5|Correct score)$/);
      await expect(first.locator("[data-fall]")).toHaveText(/^fell by −\d+\.\d%$/);
      const matchId = href!.split("/")[3];
      await expect(first.locator("a[data-price-now]")).toHaveAttribute("href", new RegExp(`^/go/[^?]+\\?pl=dropping-odds&m=${matchId}$`));
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(watch.errors).toEqual([]);
    });

    test("reaches the first match and its price from the keyboard, and Enter opens the match page", async ({ page, watch }) => {
      await openHydrated(page, watch, "/dropping-odds");
      const matchLink = page.locator("[data-drop-row] [data-match-link]").first();
      const href = (await matchLink.getAttribute("href"))!;
      // Tab from the top of the page until the first row's match link has the focus.
      let reached = false;
      for (let i = 0; i < 60 && !reached; i++) {
        await page.keyboard.press("Tab");
        reached = await matchLink.evaluate((el) => el === document.activeElement);
      }
      expect(reached, "the first match link is reached with Tab").toBe(true);
      // Its price comes next.
      await page.keyboard.press("Tab");
      await expect(page.locator("[data-drop-row]").first().locator("a[data-price-now]")).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(matchLink).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator("[data-odds-section]")).toBeVisible();
      expect(watch.errors).toEqual([]);
    });

    test("filters by game with the game buttons", async ({ page, watch, request }) => {
      await openHydrated(page, watch, "/dropping-odds");
      await page.getByRole("group", { name: "Filter by game" }).getByRole("button", { name: "CS2" }).click();
      await expect(page).toHaveURL(/\/dropping-odds\?game=cs2$/);
      const cs2 = await apiData<DroppingOdds>(request, "odds.dropping", { game: "cs2" });
      const rows = page.locator("[data-drop-row]");
      if (cs2.rows.length === 0) await expect(page.getByText("No price has fallen in the last 24 hours for Counter-Strike 2")).toBeVisible();
      else {
        await expect(rows.first()).toBeVisible();
        for (const href of await rows.locator("[data-match-link]").evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
          expect(href).toMatch(/^\/match\/cs2\//);
        expect(cs2.rows.every((r) => matchPath(r.game, r.matchId, r.teamAName, r.teamBName).startsWith("/match/cs2/"))).toBe(true);
      }
      expect(watch.errors).toEqual([]);
    });
  });
}
