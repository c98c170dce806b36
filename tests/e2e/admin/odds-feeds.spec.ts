import type { BrowserContext, Page } from "@playwright/test";
import type { Db } from "@eb/db/client";
import { apiUsageEvents, oddsEvents, oddsFeedBookmakers, oddsPollStatus, syncBreakers } from "@eb/db/schema";
import { axeViolations } from "../axe";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";

const EMAIL = "e2e-odds-feeds@example.com";
const PASSWORD = e2ePassword(EMAIL);
const ODDS_KEY = "e2e-odds-KEY-not-shown";
const STADAR_KEY = "esp_test_STADAR-not-shown";
const MIN = 60_000;

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;
const opened = Date.now();
const ago = (ms: number) => new Date(opened - ms);

test.describe.configure({ mode: "serial" });

/**
 * What two feeds' polls leave behind (they are not running: SYNC_JOBS is off, the URLs are a closed
 * port): The Odds API's calls and a successful poll with its quota left; Stadar's calls, a rate-limited
 * poll and its open breaker for cs2, an event it listed that matched no match, a bookmaker key no
 * bookmaker is mapped to on it.
 */
async function fillTwoFeeds(db: Db) {
  const call = (provider: string, minutesAgo: number) => ({
    createdAt: ago(minutesAgo * MIN),
    provider,
    game: "cs2",
    type: "odds",
    endpoint: "/x",
    status: "200",
  });
  await db.insert(apiUsageEvents).values([call("odds", 2), call("odds", 4), call("odds", 6), call("odds:stadar", 3), call("odds:stadar", 5)]);
  await db.delete(oddsPollStatus);
  await db.insert(oddsPollStatus).values([
    { game: "cs2", source: "the-odds-api", status: "success", lastPollAt: ago(10 * MIN), requestsRemaining: 480, events: 12, matched: 9 },
    { game: "cs2", source: "stadar", status: "error", lastPollAt: ago(3 * MIN), error: "Rate limited - cooling down" },
  ]);
  await db.insert(oddsEvents).values({
    source: "stadar",
    providerEventId: "stadar-ev-1",
    game: "cs2",
    sportKey: "cs2",
    homeTeam: "Nowhere Five",
    awayTeam: "Static Pulse",
    commenceTime: new Date(opened + 60 * MIN),
    unmatchedReason: "no-team-match",
    firstSeenAt: ago(30 * MIN),
    lastSeenAt: ago(3 * MIN),
  });
  await db.insert(oddsFeedBookmakers).values({ source: "stadar", key: "stadar_only_book", title: "Stadar Only Book", events: 4, lastSeenAt: ago(3 * MIN) });
  await db.insert(syncBreakers).values({ key: "odds:stadar:cs2", failures: 1, openedAt: ago(3 * MIN), reason: "rate_limit", lastError: "Stadar HTTP 429" });
}

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({
    admins: [{ email: EMAIL, password: PASSWORD }],
    env: {
      ODDS_API_KEY: ODDS_KEY,
      ODDS_API_URL: "http://127.0.0.1:9",
      ODDS_SPORT_KEYS: "cs2=esports_cs2",
      ODDS_REQUESTS_PER_HOUR: "20",
      STADAR_API_KEY: STADAR_KEY,
      STADAR_API_URL: "http://127.0.0.1:9",
      STADAR_REQUESTS_PER_HOUR: "6",
    },
    fill: fillTwoFeeds,
  });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, PASSWORD));
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("the odds sources card shows each feed's state, own budget, quota, last poll and breakers; a feed without a key as not configured", async () => {
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  const card = page.getByRole("region", { name: "Odds Sources" });
  const table = card.getByRole("table", { name: "Budget, quota, polls and breakers per feed" });
  await expect(table.getByRole("columnheader")).toHaveText(["Feed", "Status", "Budget (last hour)", "Provider quota left", "Last poll", "Breakers"]);
  const time = (ms: number) => page.evaluate((at) => new Date(at).toLocaleString(), opened - ms);

  const odds = card.getByTestId("odds-feed-the-odds-api");
  await expect(odds.getByRole("cell")).toHaveText([
    "The Odds API",
    "Polled",
    "3 of 20 (17 left)",
    `480 (${await time(10 * MIN)})`,
    `${await time(10 * MIN)}Success`,
    "Closed",
  ]);

  const stadar = card.getByTestId("odds-feed-stadar");
  await expect(stadar.getByRole("cell").nth(0)).toHaveText("Stadar");
  await expect(stadar.getByRole("cell").nth(1)).toHaveText("Polled");
  await expect(stadar.getByRole("cell").nth(2)).toHaveText("2 of 6 (4 left)");
  await expect(stadar.getByRole("cell").nth(3)).toHaveText("Not reported");
  await expect(stadar.getByRole("cell").nth(4)).toContainText("Rate limited - cooling down");
  const reopens = await page.evaluate((at) => new Date(at).toLocaleString(), opened + 27 * MIN);
  await expect(stadar.getByRole("cell").nth(5)).toContainText(`CS2Open`);
  await expect(stadar.getByRole("cell").nth(5)).toContainText(`Rate limited; reopens ${reopens}`);

  const io = card.getByTestId("odds-feed-odds-api-io");
  await expect(io.getByRole("cell")).toHaveText(["Odds-API.ioSet ODDS_API_IO_KEY to poll it", "Not configured", "-", "-", "Never", "-"]);
  // No demo row: feeds with keys run, so the demo prices do not.
  await expect(card.getByTestId("odds-feed-demo")).toHaveCount(0);

  // What Stadar sent that nothing takes is listed under the table, named as Stadar's.
  const unmapped = card.getByTestId("odds-unmapped-stadar");
  await expect(unmapped.getByRole("heading")).toHaveText("Stadar: unmapped bookmakers (last 7 days): 1");
  await expect(unmapped.getByRole("row").nth(1).getByRole("cell").nth(0)).toHaveText("stadar_only_book");
  const unmatched = card.getByTestId("odds-unmatched-stadar");
  await expect(unmatched.getByRole("heading")).toHaveText("Stadar: unmatched events (last 24 hours): 1");
  await expect(unmatched.getByRole("row").nth(1)).toContainText("Nowhere Five vs Static Pulse");
  // The Odds API's lists stay on the Odds Feed card.
  await expect(card.getByTestId("odds-unmapped-the-odds-api")).toHaveCount(0);

  const content = await page.content();
  expect(content).not.toContain("KEY-not-shown");
  expect(content).not.toContain("STADAR-not-shown");
  // On a phone the table scrolls in a region of its own: its name must differ from the card's.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1400, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(odds).toBeVisible();
    expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});
