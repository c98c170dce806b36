import { test, expect, type Page } from "@playwright/test";
import { eq } from "@eb/db";
import type { DbHandle } from "@eb/db/client";
import { matches } from "@eb/db/schema";
import { axeViolations } from "../axe";
import { stopCompiledServer, type RunningServer } from "../compiled-server";
import { demoWorldWithMatches, playStep, seriesGame as game, startLiveSite, watchLayoutShifts, type PlayedMatch } from "./live-site";

/**
 * The "Live now" blocks of home, /matches/upcoming and /streams follow every match's live stream.
 * This spec runs its own site (E2E_PORT + 7) on a PostgreSQL database of its own and plays a series
 * on each page while it is open, writing each step as the live poll does (live-match.spec.ts does
 * the same for the match page).
 */
const PORT = Number(process.env.E2E_PORT ?? 3310) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
let handle: DbHandle;
let server: RunningServer | undefined;
type Played = PlayedMatch;
/** One running match per page, and one that starts while the home page is open. */
let played: Played[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ handle, played } = await demoWorldWithMatches(4));
  const now = new Date();
  // Running since long before the demo's running matches: the first lines of the blocks.
  for (const [i, m] of played.slice(0, 3).entries())
    await handle.db
      .update(matches)
      .set({ status: "running", beginAt: new Date(now.getTime() - (9 - i) * 3_600_000), teamAScore: 0, teamBScore: 0, games: [game(1, "running")] })
      .where(eq(matches.id, m.id));
  server = await startLiveSite(handle, PORT, "live-now-server");
});

test.afterAll(async () => {
  await stopCompiledServer(server?.child);
  await handle.close();
});

const lineOf = (page: Page, m: Played) => page.locator("[data-live-now] li").filter({ has: page.locator(`a[href^="/match/${m.game}/${m.id}/"]`) });

test("Live now shows the running matches without JavaScript", async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(`${BASE}/matches/upcoming`);
  await expect(page.getByRole("heading", { name: "Live now" })).toBeVisible();
  await expect(lineOf(page, played[1]!)).toContainText("0 : 0");
  await expect(lineOf(page, played[1]!)).toContainText("Map 1");
  await noScript.close();
});

for (const [index, [path, width]] of (
  [
    ["/", 1366],
    ["/matches/upcoming", 390],
    ["/streams", 1366],
  ] as const
).entries()) {
  test(`on ${path} at ${width} px Live now follows a match's score, map and end in place, announced, with no reload and no layout shift`, async ({ page }) => {
    const m = played[index]!;
    await page.setViewportSize({ width, height: 900 });
    const shifted = await watchLayoutShifts(page);
    const stream = page.waitForRequest((req) => req.url().includes("/api/live/list?after="));
    await page.goto(`${BASE}${path}`);
    await stream;
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const block = page.locator("[data-live-now]");
    const line = lineOf(page, m);
    await expect(line).toContainText("0 : 0");
    await expect(line).toContainText("Map 1");
    await expect(line.getByText("LIVE", { exact: true })).toBeVisible();
    const before = await shifted();

    await playStep(handle, m.id, { status: "running", teamAScore: 1, teamBScore: 0, games: [game(1, "finished", m.teamAId), game(2, "running")] });
    await expect(line).toContainText("1 : 0");
    await expect(line).toContainText("Map 2");
    await expect(block.getByRole("status")).toHaveText(`Score: ${m.teamAName} 1, ${m.teamBName} 0`);

    await playStep(handle, m.id, {
      status: "finished",
      teamAScore: 2,
      teamBScore: 0,
      winnerId: m.teamAId,
      endAt: new Date(),
      games: [game(1, "finished", m.teamAId), game(2, "finished", m.teamAId)],
    });
    await expect(line).toContainText("2 : 0");
    await expect(line).toContainText("Ended");
    await expect(line.getByText("LIVE", { exact: true })).toBeHidden();
    await expect(block.getByRole("status")).toHaveText(`Match over: ${m.teamAName} 2, ${m.teamBName} 0`);
    expect(await shifted()).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);

    if (index === 0) {
      // A match starts while the page is open: the block reads its list again and shows it.
      const starting = played[3]!;
      await playStep(handle, starting.id, { status: "running", teamAScore: 0, teamBScore: 0, games: [game(1, "running")] });
      await expect(lineOf(page, starting)).toContainText("0 : 0");
    }
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // The ended match is in the results, which its end dropped from the render cache.
    await block.getByRole("link", { name: "Results →" }).click();
    await expect(page.getByRole("article", { name: `${m.teamAName} vs ${m.teamBName}` })).toContainText("2 : 0");
  });
}
