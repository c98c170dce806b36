import type { Page } from "@playwright/test";
import { matchPath, toAmerican, toFractional, type OddsFormat, type OddsHistory, type PublicMatch } from "@eb/api/shared";
import { axeViolations } from "../axe";
import { apiData, expect, openHydrated, test } from "./fixtures";
import {
  consentGiven,
  expectedMarketTable,
  expectedPricesByTable,
  expectedTablePrices,
  matchWithMarkets,
  shownMarketTable,
  shownPricesByTable,
  shownTabs,
  storedFormat,
  tabName,
  winnerTableOf,
} from "./odds-markets";

/**
 * Issue 25, the visitor's side: a match page's odds section as odds.markets gives it (its market
 * tabs, server-rendered, exact figures), the format toggle and its memory, the movement chart with
 * its table, the price links, the cards' best prices, and no layout shift when a stored format
 * applies after hydration. The e2e server is the demo world, whose demo odds are seeded at start
 * (and not polled again: SYNC_JOBS is off, so the prices hold still while the tests read them).
 * The tabs themselves (keyboard, every market, the call to action) are market-tabs.spec.ts's.
 */

const PRICE_TEXT: Record<OddsFormat, (price: number) => string> = {
  decimal: (p) => p.toFixed(2),
  fractional: (p) => toFractional(p) ?? p.toFixed(2),
  american: (p) => toAmerican(p) ?? p.toFixed(2),
};

/** The match-winner table's bookmaker-row prices, in order (the first tab's table). */
const winnerPrices = (page: Page) => page.locator('[data-market-panel="winner"] [data-odds-row] [data-odds-price]').allTextContents();

/** Boxes in page coordinates (rounded to a tenth of a pixel), to compare the layout before and after hydration. */
function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const round = (n: number) => Math.round(n * 10) / 10;
      return { x: round(r.left + window.scrollX), y: round(r.top + window.scrollY), width: round(r.width), height: round(r.height) };
    }),
  );
}

const hydrated = (page: Page) =>
  expect.poll(() => page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__reactContainer")))).toBe(true);

/**
 * Opens a page with its scripts held back, so the server's HTML can be measured as painted before
 * hydration; `release` lets the scripts load.
 */
async function openBeforeHydration(page: Page, path: string, ready: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.locator(ready).first().waitFor({ state: "attached" });
  // Parsed to the end, with the stylesheet applied: the layout the visitor first sees.
  await page.waitForFunction(() => {
    const css = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    return document.readyState !== "loading" && css?.sheet !== null && css?.sheet !== undefined;
  });
  expect(await page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__reactContainer")))).toBe(false);
  return release;
}

for (const width of [390, 1366]) {
  test.describe(`odds at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });
    test.beforeEach(async ({ page }) => consentGiven(page));

    test("the match page's market tables show odds.markets' prices, implied probabilities, margins and best prices, from the server's HTML", async ({
      page,
      watch,
      request,
    }) => {
      const { match, markets, path } = await matchWithMarkets(request);
      const winner = winnerTableOf(markets);
      // Every market's prices are in the HTML itself, not fetched by the browser (openHydrated checks that no request is made).
      const html = await (await request.get(path)).text();
      for (const prices of Object.values(expectedPricesByTable(markets, "decimal"))) for (const price of prices) expect(html).toContain(`>${price}</span>`);
      await openHydrated(page, watch, path);

      const section = page.locator("[data-odds-section]");
      await expect(section.getByRole("heading", { level: 2, name: "Odds", exact: true })).toBeVisible();
      if (markets.source === "demo") {
        await expect(section.getByText("Demo prices", { exact: true })).toBeVisible();
        await expect(section.getByText("Demo prices — invented for the demo, not real bookmakers' offers.")).toBeVisible();
      }
      // "Updated": the server says when in UTC (its HTML is cached a while); the browser, how long ago.
      expect(html).toMatch(new RegExp(`Updated (<!-- -->)?<time dateTime="${markets.updatedAt}"[^>]*>[A-Z][a-z]{2} \\d+, \\d+:\\d\\d [AP]M UTC</time>`));
      await expect(section.locator(`time[datetime="${markets.updatedAt}"]`)).toHaveText(/^(just now|\d+ (minute|hour|day)s? ago)$/);
      await expect(section.getByText("18+ only.")).toBeVisible();

      // The first tab is the match winner: its table, named by its caption, with a column per selection.
      await expect(page.getByRole("tab", { name: "Match winner", selected: true })).toBeVisible();
      const table = page.getByRole("table", { name: `Match winner odds, ${match.teamA.name} vs ${match.teamB.name}`, exact: false });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveText(["Bookmaker", ...winner.selections.map((s) => s.label), ...(width >= 640 ? ["Margin"] : [])]);
      expect(winner.selections.slice(0, 1).map((s) => s.label)).toEqual([match.teamA.name]);
      // Every market's table, row by row: the figures, the best marks, and the prices that cannot be taken said in words.
      for (const tab of shownTabs(markets)) {
        await page.getByRole("tab", { name: tabName(tab.kind) }).click();
        for (const t of tab.kind === "map_winner" ? tab.tables.slice(0, 1) : tab.tables)
          expect(await shownMarketTable(page, t.key), `table ${t.key}`).toEqual(expectedMarketTable(t, "decimal"));
      }
      await page.getByRole("tab", { name: "Match winner" }).click();
      expect(winner.rows.some((r) => r.cells.teamA?.best || r.cells.teamB?.best)).toBe(true);

      // The best price is highlighted (another border than the others), and says so in words.
      const best = page.locator('[data-market-panel="winner"] td[data-best] [data-price-box]').first();
      const other = page.locator('[data-market-panel="winner"] td[data-status="open"]:not([data-best]) [data-price-box]').first();
      const border = (l: typeof best) => l.evaluate((el) => getComputedStyle(el).borderColor);
      expect(await border(best)).not.toBe(await border(other));

      // Each price links through /go, placement odds and the match, opened as the site's other bookmaker links are.
      const row = winner.rows.find((r) => r.redirectSlug && r.cells.teamA?.status === "open")!;
      const cell = row.cells.teamA!;
      const isBest = Boolean(cell.best && !row.stale);
      const link = page.getByRole("link", {
        name: `Bet on ${match.teamA.name} at ${cell.price!.toFixed(2)} with ${row.bookmakerName}${isBest ? ", best price" : ""}`,
        exact: true,
      });
      await expect(link).toHaveAttribute("href", `/go/${encodeURIComponent(row.redirectSlug!)}?pl=odds&m=${match.id}`);
      await expect(link).toHaveAttribute("rel", "sponsored nofollow noopener");
      await expect(link).toHaveAttribute("target", "_blank");
      // Every link of every market (the hidden tabs' too) goes through /go with the odds placement.
      const links = await page.locator("[data-market-tabs] table a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(links.length).toBeGreaterThan(winner.rows.length);
      for (const href of links) expect(href).toMatch(new RegExp(`^/go/[^/?]+\\?pl=odds&m=${match.id}$`));

      // The tables scroll inside their own box if they must; the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect(watch.errors).toEqual([]);
    });

    test("the format toggle changes every price of every market, is remembered across a reload, and works from the keyboard", async ({
      page,
      watch,
      request,
    }) => {
      const { match, markets, path } = await matchWithMarkets(request);
      const winner = winnerTableOf(markets);
      await openHydrated(page, watch, path);
      await expect(page.getByRole("group", { name: "Odds format" }).getByRole("radio")).toHaveCount(3);
      await expect(page.getByRole("radio", { name: "Decimal" })).toBeChecked();
      expect(await shownPricesByTable(page)).toEqual(expectedPricesByTable(markets, "decimal"));

      await page.getByRole("radio", { name: "Fractional" }).check();
      await expect.poll(() => shownPricesByTable(page)).toEqual(expectedPricesByTable(markets, "fractional"));
      for (const tab of shownTabs(markets)) {
        await page.getByRole("tab", { name: tabName(tab.kind) }).click();
        for (const t of tab.kind === "map_winner" ? tab.tables.slice(0, 1) : tab.tables)
          expect(await shownMarketTable(page, t.key), `table ${t.key}`).toEqual(expectedMarketTable(t, "fractional"));
      }
      await page.getByRole("tab", { name: "Match winner" }).click();
      const row = winner.rows.find((r) => r.redirectSlug && r.cells.teamB?.status === "open")!;
      const fractional = PRICE_TEXT.fractional(row.cells.teamB!.price!);
      await expect(page.getByRole("link", { name: `Bet on ${match.teamB.name} at ${fractional} with ${row.bookmakerName}`, exact: false })).toHaveCount(1);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("esports-global-store") ?? "{}"))).toMatchObject({
        state: { preferences: { oddsFormat: "fractional" } },
      });

      await page.reload({ waitUntil: "networkidle" });
      await hydrated(page);
      await expect(page.getByRole("radio", { name: "Fractional" })).toBeChecked();
      await expect.poll(() => shownPricesByTable(page)).toEqual(expectedPricesByTable(markets, "fractional"));

      // Arrow keys move through the radio group: Fractional -> American.
      await page.getByRole("radio", { name: "Fractional" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: "American" })).toBeChecked();
      await expect.poll(() => shownPricesByTable(page)).toEqual(expectedPricesByTable(markets, "american"));
      expect(watch.errors).toEqual([]);
    });

    test("a stored format applies after hydration without moving the tables", async ({ page, request }) => {
      const { markets, path } = await matchWithMarkets(request);
      const winner = winnerTableOf(markets);
      const tables = "[data-market-panel=winner] table[data-market-table]";
      await storedFormat(page, "american");
      const release = await openBeforeHydration(page, path, tables);
      // The server renders decimal: it knows nothing of the visitor.
      expect(await winnerPrices(page)).toEqual(expectedTablePrices(winner, "decimal"));
      const before = { table: await boxes(page, tables), prices: await boxes(page, `${tables} [data-odds-price]`) };
      release();
      await hydrated(page);
      await expect.poll(() => winnerPrices(page)).toEqual(expectedTablePrices(winner, "american"));
      expect(await shownPricesByTable(page)).toEqual(expectedPricesByTable(markets, "american"));
      const after = { table: await boxes(page, tables), prices: await boxes(page, `${tables} [data-odds-price]`) };
      expect(after).toEqual(before);
    });

    test("the movement chart loads its data and code when it comes into view, draws a line per bookmaker, and has a table", async ({
      page,
      watch,
      request,
    }) => {
      const { match, path } = await matchWithMarkets(request);
      const history = await apiData<OddsHistory | null>(request, "odds.history", { game: match.game, id: match.id });
      if (!history) throw new Error(`odds.history is null for match ${match.id}: the demo odds seed stores a day of history`);
      const chartChunks: string[] = [];
      page.on("request", (r) => /\/assets\/odds-movement-chart-[^/]+\.js$/.test(r.url()) && chartChunks.push(r.url()));
      await openHydrated(page, watch, path);
      // Nothing of the chart loads with the page: neither its data (openHydrated saw no request) nor its code.
      expect(chartChunks).toEqual([]);

      const loaded = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/public/odds.history"));
      const movement = page.locator("[data-odds-movement]");
      await movement.scrollIntoViewIfNeeded();
      expect((await loaded).status()).toBe(200);
      await expect(movement.locator('[data-odds-chart="ready"]')).toBeVisible();
      expect(chartChunks).toHaveLength(1);

      const sideA = history.series.filter((s) => s.side === "teamA" && s.points.length > 0);
      const lines = movement.locator("svg path.odds-line");
      await expect(lines).toHaveCount(sideA.length);
      for (const d of await lines.evaluateAll((ps) => ps.map((p) => p.getAttribute("d") ?? ""))) expect(d).toMatch(/^M[\d.]+,[\d.]+L/);

      // The figures behind the chart: a row per change, the last row each bookmaker's latest price.
      await movement.getByRole("button", { name: "Show as table" }).click();
      const table = movement.getByRole("table", { name: `${match.teamA.name}: each bookmaker's price over time`, exact: false });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveText(["Time", ...sideA.map((s) => s.bookmakerName)]);
      const times = new Set(sideA.flatMap((s) => s.points.map((p) => p.at)));
      await expect(table.locator("tbody tr")).toHaveCount(times.size);
      const lastPrices = (series: typeof sideA) => series.map((s) => s.points[s.points.length - 1]!.price.toFixed(2));
      await expect(table.locator("tbody tr").last().locator("td")).toHaveText(lastPrices(sideA));

      // The other side: its own lines and figures.
      await movement.getByRole("radio", { name: match.teamB.name }).check();
      const sideB = history.series.filter((s) => s.side === "teamB" && s.points.length > 0);
      const tableB = movement.getByRole("table", { name: `${match.teamB.name}: each bookmaker's price over time`, exact: false });
      await expect(tableB.locator("tbody tr").last().locator("td")).toHaveText(lastPrices(sideB));
      await expect(lines).toHaveCount(sideB.length);

      // With the chart and its table open, the page still has no accessibility violation.
      expect(await axeViolations(page)).toEqual([]);
      expect(watch.errors).toEqual([]);
    });

    test("axe finds no violation on a match page with odds", async ({ page, watch, request }) => {
      const { path } = await matchWithMarkets(request);
      await openHydrated(page, watch, path);
      await expect(page.locator('[data-market-panel="winner"] table[data-market-table]')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const list of ["/", "/matches/upcoming"]) {
      test(`cards on ${list} show each team's best price, labelled for screen readers, in the stored format`, async ({ page, watch, request }) => {
        const input = list === "/" ? { game: "all", limit: 4 } : { game: "all" };
        const { matches } = await apiData<{ matches: PublicMatch[] }>(request, "matches.upcoming", input);
        expect(matches.filter((m) => m.bestOdds).length).toBeGreaterThan(0);
        const chartChunks: string[] = [];
        page.on("request", (r) => /odds-movement-chart/.test(r.url()) && chartChunks.push(r.url()));

        // Every card the page shows, by its match page: the best prices it shows (null for none).
        const shown = () =>
          page
            .locator("article:has(a[data-match-link])")
            .evaluateAll((cards) =>
              cards.map(
                (card) =>
                  [card.querySelector("a[data-match-link]")!.getAttribute("href")!, card.querySelector("[data-card-odds]")?.textContent ?? null] as const,
              ),
            );
        const byPath = new Map(matches.map((m) => [matchPath(m.game, m.id, m.teamA?.name, m.teamB?.name), m]));
        const expected = async (format: OddsFormat) =>
          (await shown()).map(([href]) => {
            const m = byPath.get(href);
            if (!m) throw new Error(`a card for ${href}, which matches.upcoming does not list`);
            if (!m.bestOdds) return [href, null] as const;
            const [a, b] = [m.teamA?.name ?? "TBD", m.teamB?.name ?? "TBD"];
            const price = (p: number | null) => (p === null ? "–none" : PRICE_TEXT[format](p));
            const demo = m.bestOdds.source === "demo" ? "demo prices, invented for the demo" : "";
            return [href, `Best odds ${a}: ${price(m.bestOdds.teamA)}Best odds${demo}Best odds ${b}: ${price(m.bestOdds.teamB)}`] as const;
          });

        await openHydrated(page, watch, list);
        expect((await shown()).filter(([, odds]) => odds !== null).length).toBeGreaterThan(0);
        expect(await shown()).toEqual(await expected("decimal"));
        const before = await boxes(page, "[data-card-odds] [data-odds-price]");

        // A visitor who picked fractional odds on a match page sees the cards in fractional too.
        await page.evaluate(() =>
          localStorage.setItem("esports-global-store", JSON.stringify({ state: { preferences: { oddsFormat: "fractional" } }, version: 1 })),
        );
        await page.reload({ waitUntil: "networkidle" });
        await hydrated(page);
        const fractional = await expected("fractional");
        await expect.poll(shown).toEqual(fractional);
        expect(await boxes(page, "[data-card-odds] [data-odds-price]")).toEqual(before);
        await expect(page.locator("[data-card-odds] [data-demo-tag]").first()).toHaveText(/^demo/);
        await expect(page.locator("[data-card-odds] [data-demo-tag]").first()).toBeVisible();
        // The chart's code never loads off the match page.
        expect(chartChunks).toEqual([]);
        expect(watch.errors).toEqual([]);
      });
    }
  });
}

test("a client-side navigation shows the match page with its market tabs at once, never the page first and the tabs after", async ({
  page,
  watch,
  request,
}) => {
  await consentGiven(page);
  const { match, markets } = await matchWithMarkets(request);
  await openHydrated(page, watch, "/matches/upcoming");
  // The request carrying the markets (alone, or batched with the match's own) is held until the test lets it go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const oddsRequests: string[] = [];
  await page.route(/\/api\/public\/[^?]*odds\.markets/, async (route) => {
    oddsRequests.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.locator(`a[data-match-link][href^="/match/${match.game}/${match.id}/"]`).first().click();
  await expect.poll(() => oddsRequests.length).toBe(1);
  // While the markets are on their way the page has not appeared: it would be pushed down when they came.
  await expect(page.getByText("Loading match...")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(match.teamA.name);
  expect(await page.locator("[data-market-tabs]").count()).toBe(1);
  expect(await page.getByRole("tab").count()).toBe(shownTabs(markets).length);
});
