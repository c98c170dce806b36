import { test, expect } from "@playwright/test";
import { eq, queryRows, sql } from "@eb/db";
import type { DbHandle } from "@eb/db/client";
import { matches } from "@eb/db/schema";
import { seedDemoData } from "@eb/db/seed";
import { createTestDb } from "@eb/db/testing";
import { stopCompiledServer, type RunningServer } from "../compiled-server";
import { playStep, seriesGame, startLiveSite } from "./live-site";

/**
 * The "Live now" block of the upcoming matches page follows every match's live stream. This spec
 * runs its own site (E2E_PORT + 7) on a PostgreSQL database of its own and plays one series while
 * the page is open, writing each step as the live poll does (live-match.spec.ts does the same for
 * the match page).
 */
const PORT = Number(process.env.E2E_PORT ?? 3310) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
let handle: DbHandle;
let server: RunningServer | undefined;
let match: { id: number; teamAId: number; teamAName: string; teamBName: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  handle = await createTestDb("pg");
  const now = new Date();
  await seedDemoData(handle.db, now);
  const [row] = await queryRows<{ id: string; team_a_id: string; team_a_name: string; team_b_name: string }>(
    handle.db,
    "e2e.live-now",
    sql`select m.id, m.team_a_id, m.team_a_name, m.team_b_name from matches m join tournaments t on t.id = m.tournament_id and t.tier is not null
        where m.status = 'not_started' and m.team_a_id is not null and m.team_b_id is not null and m.begin_at > now() order by m.begin_at limit 1`,
  );
  if (!row) throw new Error("the demo seed has no upcoming match of two known teams");
  match = { id: Number(row.id), teamAId: Number(row.team_a_id), teamAName: row.team_a_name, teamBName: row.team_b_name };
  // Running since long before the demo's running matches: the first card of the block.
  await handle.db
    .update(matches)
    .set({ status: "running", beginAt: new Date(now.getTime() - 6 * 3_600_000), teamAScore: 0, teamBScore: 0, games: [game(1, "running")] })
    .where(eq(matches.id, match.id));
  server = await startLiveSite(handle, PORT, "live-now-server");
});

test.afterAll(async () => {
  await stopCompiledServer(server?.child);
  await handle.close();
});

const game = seriesGame;
const play = (set: Parameters<typeof playStep>[2]) => playStep(handle, match.id, set);

test("Live now shows the running match without JavaScript, then follows its score and its end in place, without a reload", async ({ browser, page }) => {
  const card = (scope: ReturnType<typeof page.locator>) => scope.getByRole("article", { name: `${match.teamAName} vs ${match.teamBName}` });

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(`${BASE}/matches/upcoming`);
  await expect(card(still.locator("[data-live-list]"))).toContainText("0 : 0");
  await noScript.close();

  const stream = page.waitForRequest((req) => req.url().includes("/api/live/list?after="));
  await page.goto(`${BASE}/matches/upcoming`);
  await stream;
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const block = page.locator("[data-live-now]");
  // The card, and the map under it.
  const live = block.locator("[data-live-list] > li").filter({ has: page.getByRole("article", { name: `${match.teamAName} vs ${match.teamBName}` }) });
  await expect(live).toContainText("0 : 0");
  await expect(live).toContainText("Map 1");
  await expect(live.getByText("LIVE", { exact: true })).toBeVisible();

  await play({ status: "running", teamAScore: 1, teamBScore: 0, games: [game(1, "finished", match.teamAId), game(2, "running")] });
  await expect(live).toContainText("1 : 0");
  await expect(live).toContainText("Map 2");
  await expect(block.getByRole("status")).toHaveText(`Score: ${match.teamAName} 1, ${match.teamBName} 0`);

  await play({
    status: "finished",
    teamAScore: 2,
    teamBScore: 0,
    winnerId: match.teamAId,
    endAt: new Date(),
    games: [game(1, "finished", match.teamAId), game(2, "finished", match.teamAId)],
  });
  await expect(live).toHaveCount(0);
  const result = card(block.locator("[data-just-finished]"));
  await expect(result).toContainText("2 : 0");
  await expect(result).toContainText("RESULT");
  await expect(block.getByRole("status")).toHaveText(`Match over: ${match.teamAName} 2, ${match.teamBName} 0`);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
