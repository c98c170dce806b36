import type { Page } from "@playwright/test";
import { axeViolations } from "../axe";
import { test, expect, openHydrated } from "./fixtures";

/**
 * Issue 24: from every match list a card leads to its match page, which leads to both team pages
 * and the tournament page, and back.
 */

/** From the match page: team A's page and back, team B's page and back, the tournament page and back. */
async function visitTeamsAndTournament(page: Page, matchUrl: RegExp) {
  const scoreboard = page.locator('a[href^="/team/"][data-team-name]');
  await expect(scoreboard).toHaveCount(2);
  for (const i of [0, 1]) {
    const link = scoreboard.nth(i);
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/team\/[a-z0-9]+\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.goBack();
    await expect(page).toHaveURL(matchUrl);
  }
  const tournament = page.getByRole("definition").getByRole("link");
  const tournamentName = (await tournament.textContent())!.trim();
  await tournament.click();
  await expect(page).toHaveURL(/\/tournament\/[a-z0-9]+\/\d+\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tournamentName);
  await page.goBack();
  await expect(page).toHaveURL(matchUrl);
}

for (const [list, from] of [
  ["/matches/upcoming", "upcoming"],
  ["/results", "results"],
  ["/streams", "streams"],
] as const) {
  test(`from ${list} a card leads to its match page, both team pages and the tournament page, and back`, async ({ page, watch }) => {
    await openHydrated(page, watch, list);
    const card = page.getByRole("article").first();
    const link = card.locator("a[data-match-link]");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/match\/[a-z0-9]+\/\d+\/[a-z0-9-]+-vs-[a-z0-9-]+$/);
    const names = await card.locator("[data-team-name]").allTextContents();
    await link.click();
    const matchUrl = new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    await expect(page).toHaveURL(matchUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${names[0]} vs ${names[1]}`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    if (from === "results") {
      await expect(page.getByText("RESULT", { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Recent Form" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Head to Head" })).toBeVisible();
    }
    if (from === "streams") {
      const watchLink = page.getByRole("link", { name: "Watch Stream" });
      await expect(watchLink).toHaveAttribute("target", "_blank");
      await expect(watchLink).toHaveAttribute("rel", "noopener noreferrer");
    }
    await visitTeamsAndTournament(page, matchUrl);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${list.replace(/\//g, "\\/")}$`));
    await expect(page.getByRole("article").first()).toBeVisible();
  });
}

test("a finished match's page: score, series games with winners, each team's last 5 results and their meetings, served with no data fetch", async ({
  page,
  watch,
  request,
}) => {
  const results = (await (await request.get(`/api/public/matches.results?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}`)).json()) as {
    result: {
      data: Array<{ id: number; game: string; teamA: { name: string } | null; teamB: { name: string } | null; teamAScore: number; teamBScore: number }>;
    };
  };
  const m = results.result.data.find((r) => r.teamA && r.teamB)!;
  const res = await page.request.get(`/match/${m.game}/${m.id}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  await openHydrated(page, watch, res.headers().location!);
  await expect(page.getByText(`Score ${m.teamAScore} to ${m.teamBScore}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Series Games" })).toBeVisible();
  await expect(page.getByText(/^Winner: /).first()).toBeVisible();
  const forms = page.locator('section[aria-labelledby="form"] ol');
  await expect(forms).toHaveCount(2);
  for (const i of [0, 1]) expect(await forms.nth(i).locator("li").count()).toBeLessThanOrEqual(5);
  await expect(forms.first().locator("li").first()).toContainText(/vs /);
  await expect(page.locator('section[aria-labelledby="meetings"] li').first()).toBeVisible();
  // The canonical link names this URL, and the page is the site's own: no bet button on a result.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/match/${m.game}/${m.id}/`));
  await expect(page.getByRole("link", { name: "Bet on Esports" })).toHaveCount(0);
});

test("an unknown match id is the not-found screen with status 404", async ({ page, watch }) => {
  await openHydrated(page, watch, "/match/cs2/987654321/nobody-vs-noone", 404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("a match page that fails to load on client navigation says so: Data Loading Error", async ({ page, watch }) => {
  await openHydrated(page, watch, "/matches/upcoming");
  // Any request carrying matches.detail, alone or batched with other calls in any order (the odds table's, say).
  await page.route(/\/api\/public\/[^?]*matches\.detail/, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "[]" }));
  await page.getByRole("article").first().locator("a[data-match-link]").click();
  await expect(page.getByText("Data Loading Error")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
});

/** No horizontal scroll, and every team name shown whole (wrapped, never cut or hidden). */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const names = document.querySelectorAll<HTMLElement>("[data-team-name], h1, [aria-labelledby] h3");
    for (const el of names) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && style.display !== "inline") problems.push(`cut: ${el.textContent}`);
      if (style.textOverflow === "ellipsis") problems.push(`ellipsis: ${el.textContent}`);
      if (r.left < -1 || r.right > width + 1) problems.push(`outside the viewport: ${el.textContent}`);
    }
    return problems;
  });
}

for (const width of [320, 390, 1366]) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("match and team pages: no sideways scroll, no team name cut, axe finds nothing", async ({ page, request }) => {
      const upcoming = (await (await request.get(`/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}`)).json()) as {
        result: { data: { matches: Array<{ id: number; game: string; teamA: { id: number; name: string } | null; teamB: { name: string } | null }> } };
      };
      // The longest pair of names the demo world has: the hardest to fit.
      const m = [...upcoming.result.data.matches]
        .filter((x) => x.teamA && x.teamB)
        .sort((a, b) => b.teamA!.name.length + b.teamB!.name.length - (a.teamA!.name.length + a.teamB!.name.length))[0]!;
      for (const path of [`/match/${m.game}/${m.id}`, `/team/${m.game}/${m.teamA!.id}`]) {
        await page.goto(path, { waitUntil: "networkidle" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await layoutProblems(page), `${path} at ${width}px`).toEqual([]);
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    });
  });
}
