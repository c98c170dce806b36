import { test, expect } from "@playwright/test";
import { eq } from "@eb/db";
import type { DbHandle } from "@eb/db/client";
import { matches } from "@eb/db/schema";
import { axeViolations } from "../axe";
import { stopCompiledServer, type RunningServer } from "../compiled-server";
import { demoWorldWithMatches, playPrices, playStep, seriesGame, startLiveSite, watchLayoutShifts, type PlayedMatch } from "./live-site";

/**
 * This spec runs its own site (E2E_PORT + 9) on a PostgreSQL database of its own, so it can play a
 * series while the page is open: it writes each map's result as the live poll does (the match row,
 * and the live log's entry with its notification, in one transaction). The poll's reading of the
 * provider is tested against a fake PandaScore in the live poll's own tests.
 */
const PORT = Number(process.env.E2E_PORT ?? 3310) + 9;
const BASE = `http://127.0.0.1:${PORT}`;
let handle: DbHandle;
let server: RunningServer | undefined;
type Played = PlayedMatch;
/** One match per viewport: each test plays its own series from the start. */
let played: Played[] = [];
let match: Played;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Upcoming bo3s of two known teams in tiered tournaments (pages of their own), started five minutes ago.
  ({ handle, played } = await demoWorldWithMatches(2));
  const now = new Date();
  for (const m of played) {
    await handle.db
      .update(matches)
      .set({ status: "not_started", beginAt: new Date(now.getTime() - 5 * 60_000), numberOfGames: 3, teamAScore: null, teamBScore: null, games: [] })
      .where(eq(matches.id, m.id));
    await playPrices(handle, m.id, { teamA: 1.8, teamB: 2, inPlay: false });
  }
  server = await startLiveSite(handle, PORT, "live-match-server");
});

test.afterAll(async () => {
  await stopCompiledServer(server?.child);
  await handle.close();
});

const game = seriesGame;
const play = (set: Parameters<typeof playStep>[2]) => playStep(handle, match.id, set);

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

    // The match starts.
    await play({ status: "running", teamAScore: 0, teamBScore: 0, games: [game(1, "running"), game(2, "not_started"), game(3, "not_started")] });
    await expect(board.locator("[data-score]")).toContainText("0 : 0");
    await expect(board.getByText("LIVE")).toBeVisible();
    // The bookmakers price it in play: the odds section says so, without a reload.
    const odds = page.locator("[data-odds-section]");
    await playPrices(handle, match.id, { teamA: 1.8, teamB: 2, inPlay: true });
    await expect(odds).toContainText("In play: prices the bookmakers offer while the match is played");
    const prices = odds.locator("[data-odds-price]");
    const shown = await prices.allTextContents();
    // Rounds are played on map 1, then team A takes it.
    await play({
      status: "running",
      teamAScore: 0,
      teamBScore: 0,
      games: [game(1, "running", null, { name: "Mirage", scoreA: 7, scoreB: 5 }), game(2, "not_started"), game(3, "not_started")],
    });
    await expect(games.getByRole("listitem").nth(0)).toContainText("Game 1: Mirage");
    await expect(games.getByRole("listitem").nth(0)).toContainText("In progress · 7 : 5");
    await play({
      status: "running",
      teamAScore: 1,
      teamBScore: 0,
      games: [
        game(1, "finished", match.teamAId, { name: "Mirage", scoreA: 13, scoreB: 9 }),
        game(2, "running", null, { name: "Inferno", scoreA: 0, scoreB: 0 }),
        game(3, "not_started"),
      ],
    });
    await expect(board.locator("[data-score]")).toContainText("1 : 0");
    await expect(board.getByRole("status")).toHaveText(`Score: ${match.teamAName} 1, ${match.teamBName} 0`);
    await expect(games.getByRole("listitem").nth(0)).toContainText(`Winner: ${match.teamAName} · 13 : 9`);
    await expect(games.getByRole("listitem").nth(1)).toContainText("Game 2: Inferno");
    await expect(games.getByRole("listitem").nth(1)).toContainText("In progress · 0 : 0");
    // Team A's price lengthens in play, team B's shortens: the page shows the new prices, the moved ones marked, in place.
    await playPrices(handle, match.id, { teamA: 2.05, teamB: 1.76, inPlay: true });
    await expect(odds.locator('[data-odds-price][data-moved="up"]').first()).toBeVisible();
    await expect(odds.locator('[data-odds-price][data-moved="down"]').first()).toBeVisible();
    expect(await prices.allTextContents()).not.toEqual(shown);

    // Team A takes map 2: the series is over, and the page says so.
    await play({
      status: "finished",
      teamAScore: 2,
      teamBScore: 0,
      winnerId: match.teamAId,
      endAt: new Date(),
      games: [game(1, "finished", match.teamAId), game(2, "finished", match.teamAId)],
    });
    await expect(board.locator("[data-score]")).toContainText("2 : 0");
    await expect(board.getByRole("status")).toHaveText(`Match over: ${match.teamAName} 2, ${match.teamBName} 0`);
    await expect(board.getByText("RESULT")).toBeVisible();
    await expect(games.getByRole("listitem").nth(2)).toContainText("Not played");

    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await shifted()).toBe(before);
    expect(await axeViolations(page)).toEqual([]);
    // The match has moved to the results.
    await page.goto(`${BASE}/results`);
    await expect(page.getByRole("article", { name: `${match.teamAName} vs ${match.teamBName}` })).toContainText("2 : 0");
  });
}
