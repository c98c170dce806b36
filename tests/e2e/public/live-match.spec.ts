import { test, expect } from "@playwright/test";
import { eq, queryRows, sql } from "@eb/db";
import type { DbHandle } from "@eb/db/client";
import { matches } from "@eb/db/schema";
import { axeViolations } from "../axe";
import { demoWorldWithMatches, watchLayoutShifts, type PlayedMatch } from "./live-site";
import { startProviderSite, type ProviderSite } from "./live-provider";

/**
 * This spec runs its own site (E2E_PORT + 9) on a PostgreSQL database of its own, configured as a
 * deployment with PandaScore's real-time plan and a Stadar key, both services fakes on loopback
 * (live-provider.ts). While the match page is open, the fake PandaScore plays the series on the
 * match's frames socket and the fake Stadar moves its prices: the site's own jobs read both.
 */
const PORT = Number(process.env.E2E_PORT ?? 3310) + 9;
const BASE = `http://127.0.0.1:${PORT}`;
let handle: DbHandle;
let site: ProviderSite | undefined;
type Played = PlayedMatch;
/** One match per viewport: each test plays its own series from the start. */
let played: Played[] = [];
let match: Played;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Upcoming cs2 bo3s of two known teams in tiered tournaments (pages of their own), due five minutes ago.
  ({ handle, played } = await demoWorldWithMatches(2, "cs2"));
  const now = new Date();
  for (const m of played)
    await handle.db
      .update(matches)
      .set({ status: "not_started", beginAt: new Date(now.getTime() - 5 * 60_000), numberOfGames: 3, teamAScore: null, teamBScore: null, games: [] })
      .where(eq(matches.id, m.id));
  site = await startProviderSite(handle, PORT, "live-match-server", played);
  for (const m of played) site.setPrices(m, { teamA: 1.8, teamB: 2 });
  // The site's first round of jobs: the start-up sync, then the live job opens each match's socket
  // and the odds poll reads Stadar (the match is due, so its prices are in play). Both are awaited:
  // a page rendered before the prices are stored would show no odds section to follow.
  await Promise.all(played.map((m) => site!.live.waitForConnection(m.id, 1)));
  await expect
    .poll(
      async () =>
        (
          await queryRows<{ n: number }>(
            handle.db,
            "e2e.played-prices",
            sql`select count(distinct match_id)::int as n from odds_prices where source = 'stadar'`,
          )
        )[0]?.n,
      {
        timeout: 60_000,
      },
    )
    .toBe(played.length);
});

test.afterAll(async () => {
  await site?.stop();
  await handle.close();
});

/** Map ids as the provider numbers its games. */
const MAP1 = 901;
const MAP2 = 902;
for (const [index, width] of [390, 1366].entries()) {
  test(`at ${width} px the match page follows the series: the score, the maps and the status change in place, announced, with no reload and no layout shift`, async ({
    page,
  }) => {
    match = played[index]!;
    await page.setViewportSize({ width, height: 900 });
    // Layout shifts since the page loaded, summed: none may come from an update.
    const shifted = await watchLayoutShifts(page);
    // The page's first stream is refused, as an instance shutting down answers on a connection still
    // open to it: the browser gives such a stream up, and the page opens it again from its id.
    const streamPath = `/api/live/match/${match.id}?after=`;
    let opened = 0;
    let reopen: () => void;
    const reopened = new Promise<void>((resolve) => (reopen = resolve));
    await page.route(
      (url) => url.href.includes(streamPath),
      (route) => {
        opened += 1;
        if (opened === 1) return route.fulfill({ status: 503, body: "closing" });
        reopen();
        return route.fallback();
      },
    );
    await page.goto(`${BASE}/match/${match.game}/${match.id}`);
    await reopened;
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const board = page.locator("[data-scoreboard]");
    await expect(board).toContainText("VS");
    // The format's three games are listed before any is played.
    const games = page.getByRole("region", { name: "Series Games" });
    await expect(games.getByRole("listitem")).toHaveText(["Game 1Not started", "Game 2Not started", "Game 3Not started"]);
    const before = await shifted();
    const sent = site!;
    const frame = (f: Parameters<ProviderSite["frame"]>[1]) => sent.frame(match, f);
    // The provider's updates reach the page within seconds (a frame is written as it arrives; a price at the poll it is read).
    const soon = { timeout: 15_000 };

    // The match starts: the first frame of map 1.
    await frame({ gameId: MAP1, map: "Mirage", round: 1, rounds: [0, 0], series: [0, 0] });
    await expect(board.locator("[data-score]")).toContainText("0 : 0", soon);
    await expect(board.getByText("LIVE")).toBeVisible();
    await expect(games.getByRole("listitem").nth(0)).toContainText("Game 1: Mirage");
    // The bookmakers price it in play (the odds poll read Stadar once the match was due).
    const odds = page.locator("[data-odds-section]");
    await expect(odds).toContainText("In play: prices the bookmakers offer while the match is played", soon);
    const prices = odds.locator("[data-odds-price]");
    const shown = await prices.allTextContents();
    // Rounds are played on map 1, then team A takes it and map 2 starts.
    await frame({ gameId: MAP1, map: "Mirage", round: 13, rounds: [7, 5], series: [0, 0] });
    await expect(games.getByRole("listitem").nth(0)).toContainText("In progress · 7 : 5", soon);
    await frame({ gameId: MAP1, map: "Mirage", round: 22, rounds: [13, 9], series: [1, 0], winner: "A" });
    await frame({ gameId: MAP2, map: "Inferno", round: 1, rounds: [0, 0], series: [1, 0] });
    await expect(board.locator("[data-score]")).toContainText("1 : 0", soon);
    await expect(board.getByRole("status")).toHaveText(`Score: ${match.teamAName} 1, ${match.teamBName} 0`);
    await expect(games.getByRole("listitem").nth(0)).toContainText(`Winner: ${match.teamAName} · 13 : 9`);
    await expect(games.getByRole("listitem").nth(1)).toContainText("Game 2: Inferno");
    await expect(games.getByRole("listitem").nth(1)).toContainText("In progress · 0 : 0");
    // Team A's price lengthens in play, team B's shortens: Stadar lists the new prices, the site's next
    // odds poll reads them, and the page shows them, the moved ones marked, in place.
    sent.setPrices(match, { teamA: 2.05, teamB: 1.76 });
    await sent.pollOddsNow();
    await expect(odds.locator('[data-odds-price][data-moved="up"]').first()).toBeVisible(soon);
    await expect(odds.locator('[data-odds-price][data-moved="down"]').first()).toBeVisible();
    expect(await prices.allTextContents()).not.toEqual(shown);

    // Team A takes map 2 and the provider closes the socket (the match is finished): the page says so.
    await frame({ gameId: MAP2, map: "Inferno", round: 24, rounds: [13, 10], series: [2, 0], winner: "A" });
    await expect(board.locator("[data-score]")).toContainText("2 : 0", soon);
    sent.live.finish(match.id);
    await expect(board.getByRole("status")).toHaveText(`Match over: ${match.teamAName} 2, ${match.teamBName} 0`, soon);
    await expect(board.getByText("RESULT")).toBeVisible();
    await expect(games.getByRole("listitem").nth(1)).toContainText(`Winner: ${match.teamAName} · 13 : 10`);
    await expect(games.getByRole("listitem").nth(2)).toContainText("Not played");

    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await shifted()).toBe(before);
    expect(await axeViolations(page)).toEqual([]);
    // The match has moved to the results.
    await page.goto(`${BASE}/results`);
    await expect(page.getByRole("article", { name: `${match.teamAName} vs ${match.teamBName}` })).toContainText("2 : 0");
  });
}
