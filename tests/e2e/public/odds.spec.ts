import type { APIRequestContext, Page } from "@playwright/test";
import { matchPath, toAmerican, toFractional, type MatchOdds, type OddsFormat, type OddsHistory, type OddsSide, type PublicMatch } from "@eb/api/shared";
import { axeViolations } from "../axe";
import { apiData, expect, openHydrated, test } from "./fixtures";

/**
 * Issue 25, the visitor's side: a match page's odds table as odds.match gives it (server-rendered,
 * exact figures), the format toggle and its memory, the movement chart with its table, the price
 * links, the cards' best prices, and no layout shift when a stored format applies after hydration.
 * The e2e server is the demo world, whose demo odds are seeded at start (and not polled again:
 * SYNC_JOBS is off, so the prices hold still while the tests read them).
 */

/** A visitor who has already made the cookie choice: no banner over the table and chart. */
async function consentGiven(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem("cookie-preferences", JSON.stringify({ essential: true, analytics: false, marketing: false, decidedAt: "2026-01-01T00:00:00.000Z" })),
  );
}

/** A visitor who picked this odds format on an earlier visit. */
async function storedFormat(page: Page, format: OddsFormat) {
  await page.addInitScript(
    (f) => localStorage.setItem("esports-global-store", JSON.stringify({ state: { preferences: { oddsFormat: f } }, version: 1 })),
    format,
  );
}

type Found = { match: PublicMatch & { teamA: { name: string }; teamB: { name: string } }; odds: MatchOdds; path: string };

/** The first upcoming match of the demo world with odds, its odds as the API gives them, and its page. */
async function matchWithOdds(request: APIRequestContext): Promise<Found> {
  const { matches } = await apiData<{ matches: PublicMatch[] }>(request, "matches.upcoming", { game: "all" });
  const match = matches.find((m) => m.bestOdds && m.teamA && m.teamB) as Found["match"] | undefined;
  if (!match) throw new Error("no upcoming match with odds: the demo odds seed should price the demo world's upcoming matches");
  const odds = await apiData<MatchOdds | null>(request, "odds.match", { game: match.game, id: match.id });
  if (!odds) throw new Error(`odds.match is null for match ${match.id}, which has best odds on its card`);
  return { match, odds, path: matchPath(match.game, match.id, match.teamA.name, match.teamB.name) };
}

const PRICE_TEXT: Record<OddsFormat, (price: number) => string> = {
  decimal: (p) => p.toFixed(2),
  fractional: (p) => toFractional(p) ?? p.toFixed(2),
  american: (p) => toAmerican(p) ?? p.toFixed(2),
};
const percent = (fraction: number) => `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
const sidesOf = (odds: MatchOdds): OddsSide[] => (odds.threeWay ? ["teamA", "draw", "teamB"] : ["teamA", "teamB"]);

type ShownCell = { side: string; price: string | null; implied: string | null; best: boolean; bestText: boolean };
type ShownRow = { name: string; cells: ShownCell[]; margin: string | null; stale: boolean };

/** What the table shows, row by row: the figures a visitor sees (the margin where this width shows it). */
function shownTable(page: Page): Promise<ShownRow[]> {
  return page.locator("[data-odds-row]").evaluateAll((rows) =>
    rows.map((tr) => ({
      name: tr.querySelector("[data-bookmaker-name]")!.textContent,
      cells: [...tr.querySelectorAll<HTMLElement>("td[data-side]")].map((td) => ({
        side: td.dataset.side!,
        price: td.querySelector("[data-odds-price]")?.textContent ?? null,
        implied: td.querySelector("[data-implied]")?.textContent ?? null,
        best: td.hasAttribute("data-best"),
        bestText: td.textContent.includes("Best"),
      })),
      margin: [...tr.querySelectorAll<HTMLElement>("[data-margin]")].find((el) => el.checkVisibility())?.textContent ?? null,
      stale: tr.hasAttribute("data-stale"),
    })),
  );
}

function expectedTable(odds: MatchOdds, format: OddsFormat): ShownRow[] {
  return odds.rows.map((row) => ({
    name: row.bookmakerName,
    cells: sidesOf(odds).map((side) => {
      const cell = row.prices[side];
      return {
        side,
        price: cell ? PRICE_TEXT[format](cell.price) : null,
        implied: cell ? percent(cell.impliedProbability) : null,
        best: cell?.best ?? false,
        bestText: cell?.best ?? false,
      };
    }),
    margin: row.margin === null ? null : percent(row.margin),
    stale: row.stale,
  }));
}

/** Every price shown in the table, in order. */
const shownPrices = (page: Page) => page.locator("[data-odds-table] [data-odds-price]").allTextContents();
const expectedPrices = (odds: MatchOdds, format: OddsFormat) =>
  odds.rows.flatMap((r) => sidesOf(odds).flatMap((s) => (r.prices[s] ? [PRICE_TEXT[format](r.prices[s].price)] : [])));

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

    test("the match page's table shows odds.match's prices, implied probabilities, margins and best prices, from the server's HTML", async ({
      page,
      watch,
      request,
    }) => {
      const { match, odds, path } = await matchWithOdds(request);
      // The prices are in the HTML itself, not fetched by the browser (openHydrated checks that no request is made).
      const html = await (await request.get(path)).text();
      for (const price of expectedPrices(odds, "decimal")) expect(html).toContain(`>${price}</span>`);
      await openHydrated(page, watch, path);

      const section = page.locator("[data-odds-section]");
      await expect(section.getByRole("heading", { level: 2, name: "Match Winner Odds" })).toBeVisible();
      if (odds.source === "demo") {
        await expect(section.getByText("Demo prices", { exact: true })).toBeVisible();
        await expect(section.getByText("Demo prices — invented for the demo, not real bookmakers' offers.")).toBeVisible();
      }
      // "Updated": the server says when in UTC (its HTML is cached a while); the browser, how long ago.
      expect(html).toMatch(new RegExp(`Updated (<!-- -->)?<time dateTime="${odds.updatedAt}"[^>]*>[A-Z][a-z]{2} \\d+, \\d+:\\d\\d [AP]M UTC</time>`));
      await expect(section.locator(`time[datetime="${odds.updatedAt}"]`)).toHaveText(/^(just now|\d+ (minute|hour|day)s? ago)$/);
      await expect(section.getByText("18+ only.")).toBeVisible();

      const table = page.getByRole("table", { name: `Match winner odds, ${match.teamA.name} vs ${match.teamB.name}`, exact: false });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveText([
        "Bookmaker",
        ...sidesOf(odds).map((s) => (s === "teamA" ? match.teamA.name : s === "teamB" ? match.teamB.name : "Draw")),
        ...(width >= 640 ? ["Margin"] : []),
      ]);
      expect(await shownTable(page)).toEqual(expectedTable(odds, "decimal"));
      expect(odds.rows.some((r) => sidesOf(odds).some((s) => r.prices[s]?.best))).toBe(true);

      // The best price is highlighted (another border than the others), and says so in words.
      const best = page.locator("td[data-best] [data-price-box]").first();
      const other = page.locator("td[data-side]:not([data-best]) [data-price-box]").first();
      const border = (l: typeof best) => l.evaluate((el) => getComputedStyle(el).borderColor);
      expect(await border(best)).not.toBe(await border(other));

      // Each price links through /go, placement odds and the match, opened as the site's other bookmaker links are.
      const row = odds.rows.find((r) => r.redirectSlug && r.prices.teamA)!;
      const cell = row.prices.teamA!;
      const link = page.getByRole("link", {
        name: `Bet on ${match.teamA.name} at ${cell.price.toFixed(2)} with ${row.bookmakerName}${cell.best ? ", best price" : ""}`,
        exact: true,
      });
      await expect(link).toHaveAttribute("href", `/go/${encodeURIComponent(row.redirectSlug!)}?pl=odds&m=${match.id}`);
      await expect(link).toHaveAttribute("rel", "sponsored nofollow noopener");
      await expect(link).toHaveAttribute("target", "_blank");
      const links = await page.locator("[data-odds-table] a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(new RegExp(`^/go/[^/?]+\\?pl=odds&m=${match.id}$`));

      // The table scrolls inside its own box if it must; the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect(watch.errors).toEqual([]);
    });

    test("the format toggle changes every price, is remembered across a reload, and works from the keyboard", async ({ page, watch, request }) => {
      const { match, odds, path } = await matchWithOdds(request);
      await openHydrated(page, watch, path);
      await expect(page.getByRole("group", { name: "Odds format" }).getByRole("radio")).toHaveCount(3);
      await expect(page.getByRole("radio", { name: "Decimal" })).toBeChecked();
      expect(await shownPrices(page)).toEqual(expectedPrices(odds, "decimal"));

      await page.getByRole("radio", { name: "Fractional" }).check();
      await expect.poll(() => shownPrices(page)).toEqual(expectedPrices(odds, "fractional"));
      expect(await shownTable(page)).toEqual(expectedTable(odds, "fractional"));
      const row = odds.rows.find((r) => r.redirectSlug && r.prices.teamB)!;
      const fractional = PRICE_TEXT.fractional(row.prices.teamB!.price);
      await expect(page.getByRole("link", { name: `Bet on ${match.teamB.name} at ${fractional} with ${row.bookmakerName}`, exact: false })).toHaveCount(1);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("esports-global-store") ?? "{}"))).toMatchObject({
        state: { preferences: { oddsFormat: "fractional" } },
      });

      await page.reload({ waitUntil: "networkidle" });
      await hydrated(page);
      await expect(page.getByRole("radio", { name: "Fractional" })).toBeChecked();
      await expect.poll(() => shownPrices(page)).toEqual(expectedPrices(odds, "fractional"));

      // Arrow keys move through the radio group: Fractional -> American.
      await page.getByRole("radio", { name: "Fractional" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: "American" })).toBeChecked();
      await expect.poll(() => shownPrices(page)).toEqual(expectedPrices(odds, "american"));
      expect(watch.errors).toEqual([]);
    });

    test("a stored format applies after hydration without moving the table", async ({ page, request }) => {
      const { odds, path } = await matchWithOdds(request);
      await storedFormat(page, "american");
      const release = await openBeforeHydration(page, path, "[data-odds-table]");
      // The server renders decimal: it knows nothing of the visitor.
      expect(await shownPrices(page)).toEqual(expectedPrices(odds, "decimal"));
      const before = { table: await boxes(page, "[data-odds-table]"), prices: await boxes(page, "[data-odds-table] [data-odds-price]") };
      release();
      await hydrated(page);
      await expect.poll(() => shownPrices(page)).toEqual(expectedPrices(odds, "american"));
      const after = { table: await boxes(page, "[data-odds-table]"), prices: await boxes(page, "[data-odds-table] [data-odds-price]") };
      expect(after).toEqual(before);
    });

    test("the movement chart loads its data and code when it comes into view, draws a line per bookmaker, and has a table", async ({
      page,
      watch,
      request,
    }) => {
      const { match, path } = await matchWithOdds(request);
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
      const { path } = await matchWithOdds(request);
      await openHydrated(page, watch, path);
      await expect(page.locator("[data-odds-table]")).toBeVisible();
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

test("a client-side navigation shows the match page with its odds table at once, never the page first and the table after", async ({
  page,
  watch,
  request,
}) => {
  await consentGiven(page);
  const { match } = await matchWithOdds(request);
  await openHydrated(page, watch, "/matches/upcoming");
  // The odds request is held until the test lets it go; the match's own data is not.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const oddsRequests: string[] = [];
  await page.route(/\/api\/public\/[^?]*odds\.match/, async (route) => {
    oddsRequests.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.locator(`a[data-match-link][href^="/match/${match.game}/${match.id}/"]`).first().click();
  await expect.poll(() => oddsRequests.length).toBe(1);
  // While the odds are on their way the page has not appeared: it would be pushed down when they came.
  await expect(page.getByText("Loading match...")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(match.teamA.name);
  expect(await page.locator("[data-odds-table]").count()).toBe(1);
});
