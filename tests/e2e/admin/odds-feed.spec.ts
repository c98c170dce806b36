import type { BrowserContext, Locator, Page, Request } from "@playwright/test";
import { sql } from "@eb/db";
import type { Db } from "@eb/db/client";
import { apiUsageEvents, oddsEvents, oddsFeedBookmakers, oddsPollStatus, syncBreakers } from "@eb/db/schema";
import { axeViolations } from "../axe";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { adminCall, AUDIT_VIEWPORTS } from "./admin-screens";
import { signedInAdminPage } from "./flows";

const EMAIL = "e2e-odds-feed@example.com";
const PASSWORD = e2ePassword(EMAIL);
const ODDS_KEY = "e2e-odds-KEY-not-shown";
const ODDS_FORMAT = "Use lowercase letters, digits and underscores (for example williamhill_us)";
const MIN = 60_000;
const HOUR = 60 * MIN;

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;
const opened = Date.now();
const ago = (ms: number) => new Date(opened - ms);
const REASONS = ["no-team-match", "start-time-mismatch", "ambiguous"] as const;

test.describe.configure({ mode: "serial" });

/**
 * What the real feed's ingest leaves behind (it is not running here: SYNC_JOBS is off, and the feed's
 * URL is a closed port): odds and esports calls, two games' last polls, an open odds breaker, 55
 * unmatched events and the bookmaker keys the feed sent, one of them mapped to Vortex Bet. The demo
 * world's own odds rows (source demo, seeded with it) stay: the card lists the running feed's only.
 */
async function fillOddsFeed(db: Db) {
  const call = (provider: "odds" | "esports", minutesAgo: number) => ({
    createdAt: ago(minutesAgo * MIN),
    provider,
    game: "cs2",
    type: provider === "odds" ? "odds" : "matches",
    endpoint: provider === "odds" ? "/v4/sports/esports_cs2/odds" : "/csgo/matches",
    status: "200",
  });
  await db
    .insert(apiUsageEvents)
    .values([...Array.from({ length: 7 }, (_, i) => call("odds", 2 + i)), ...Array.from({ length: 5 }, (_, i) => call("esports", 3 + i))]);
  // The polls are the real feed's: the demo world's seeded polls are not this server's last ones.
  await db.delete(oddsPollStatus);
  await db.insert(oddsPollStatus).values([
    { game: "cs2", source: "the-odds-api", status: "success", lastPollAt: ago(10 * MIN), requestsRemaining: 480, events: 12, matched: 9, pricesChanged: 40 },
    { game: "lol", source: "the-odds-api", status: "error", lastPollAt: ago(3 * MIN), error: "The Odds API HTTP 500: upstream failed", events: 0, matched: 0 },
  ]);
  await db.insert(syncBreakers).values({ key: "odds:lol", failures: 1, openedAt: ago(3 * MIN), reason: "rate_limit", lastError: "The Odds API HTTP 429" });
  const event = (i: number) => ({
    source: "the-odds-api" as const,
    providerEventId: `e2e-${i}`,
    game: i % 2 ? ("lol" as const) : ("cs2" as const),
    sportKey: i % 2 ? "esports_lol" : "esports_cs2",
    homeTeam: `Home ${String(i).padStart(2, "0")}`,
    awayTeam: `Away ${String(i).padStart(2, "0")}`,
    commenceTime: new Date(opened + 26 * HOUR),
    unmatchedReason: REASONS[i % 3],
    firstSeenAt: ago(2 * HOUR),
    lastSeenAt: ago((i + 1) * MIN),
  });
  await db
    .insert(oddsEvents)
    .values([
      ...Array.from({ length: 55 }, (_, i) => event(i)),
      { ...event(90), providerEventId: "e2e-matched", matchId: 1, unmatchedReason: null, homeTeam: "Matched Home" },
      { ...event(91), providerEventId: "e2e-old", lastSeenAt: ago(25 * HOUR), homeTeam: "Old Home" },
    ]);
  const book = (key: string, title: string, events: number, lastSeenAt = ago(10 * MIN)) => ({
    source: "the-odds-api" as const,
    key,
    title,
    events,
    lastSeenAt,
  });
  await db
    .insert(oddsFeedBookmakers)
    .values([
      book("pinnacle", "Pinnacle", 40),
      book("williamhill_us", "William Hill (US)", 30),
      book("betfair_ex_eu", "Betfair", 25),
      book("vortexbet", "Vortex Bet", 50),
      book("gone_book", "Gone", 60, ago(8 * 24 * HOUR)),
    ]);
  await db.execute(sql`
    insert into bookmaker_feed_keys (bookmaker_id, source, key) select id, 'the-odds-api', 'vortexbet' from bookmakers where name = 'Vortex Bet'
    on conflict (bookmaker_id, source) do update set key = excluded.key`);
}

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({
    admins: [{ email: EMAIL, password: PASSWORD }],
    env: { ODDS_API_KEY: ODDS_KEY, ODDS_API_URL: "http://127.0.0.1:9", ODDS_SPORT_KEYS: "cs2=esports_cs2,lol=esports_lol", ODDS_REQUESTS_PER_HOUR: "20" },
    fill: fillOddsFeed,
  });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, PASSWORD));
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const oddsCard = () => page.getByRole("region", { name: "Odds Feed" });
const unmappedKeys = () => oddsCard().getByRole("table", { name: "Unmapped feed bookmakers" }).locator("tbody td:first-child");
const card = (name: string) => page.getByRole("article", { name, exact: true });
const notifications = () => page.getByRole("status", { name: "Notifications" });

/** Waits for the toast, checks its description and dismisses it. */
async function toast(title: string, description?: string) {
  const item = notifications()
    .locator(":scope > div")
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
  await item.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(item).toHaveCount(0);
}

/** A bookmaker's stored key on one feed, as the admin API lists it (the demo world seeds some). */
async function storedKey(name: string, feed: "the-odds-api" | "stadar" | "odds-api-io" = "the-odds-api") {
  const list = await adminCall<{ name: string; feedKeys: Record<string, string | null> }[]>(page, "bookmakers.list");
  return list.find((b) => b.name === name)!.feedKeys[feed] ?? "";
}

/** The Odds API's key field of an open Edit Content dialog (the feed the running server polls). */
const oddsApiKey = (dialog: Locator) => dialog.getByLabel("The Odds API Key", { exact: true });

async function editContent(name: string) {
  await card(name)
    .getByRole("button", { name: `Edit Content: ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Edit Content: ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the odds feed card shows the feed without its key, the budget spent, each game's last poll and breaker", async () => {
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  const summary = oddsCard().getByTestId("odds-feed-summary");
  await expect(summary.getByText("The Odds API", { exact: true })).toBeVisible();
  await expect(summary.getByText("Bookmakers' prices from The Odds API, for each game given a sport key")).toBeVisible();
  await expect(summary.getByText("Configured", { exact: true })).toBeVisible();
  await expect(summary.getByText("http://127.0.0.1:9")).toBeVisible();
  await expect(oddsCard().getByTestId("odds-calls")).toHaveText("7 of 20 calls in the last hour");
  const reported = await page.evaluate((at) => new Date(at).toLocaleString(), opened - 10 * MIN);
  await expect(oddsCard().getByTestId("odds-requests-remaining")).toHaveText(`480 (${reported})`);
  // The esports provider's monitor counts its own calls only.
  await expect(page.getByRole("region", { name: "API Usage Monitor" }).getByTestId("api-calls")).toHaveText("5");

  const polls = oddsCard().getByRole("table", { name: "Odds polls and breakers per game" });
  await expect(polls.getByRole("columnheader")).toHaveText([
    "Game",
    "Sport key",
    "Last poll",
    "Status",
    "Events",
    "Matched",
    "Prices changed",
    "Breaker",
    "Details",
  ]);
  const cs2 = oddsCard().getByTestId("odds-game-cs2");
  await expect(cs2.getByRole("cell")).toHaveText(["CS2", "esports_cs2", reported, "Success", "12", "9", "40", "Closed", "-"]);
  const lol = oddsCard().getByTestId("odds-game-lol");
  await expect(lol.getByText("Error", { exact: true })).toBeVisible();
  await expect(lol.getByText("Open", { exact: true })).toBeVisible();
  const reopens = await page.evaluate((at) => new Date(at).toLocaleString(), opened + 27 * MIN);
  await expect(lol).toContainText(`Rate limited; reopens ${reopens}`);
  await expect(lol).toContainText("Poll error: The Odds API HTTP 500: upstream failed");
  await expect(oddsCard().getByTestId("odds-game-valorant").getByRole("cell")).toHaveText([
    "Valorant",
    "Not polled",
    "Never",
    "-",
    "-",
    "-",
    "-",
    "Closed",
    "-",
  ]);
  expect(await page.content()).not.toContain("KEY-not-shown");
});

test("unmatched events: the 50 most recently seen with the total and the reason in words; unmapped keys with the way to map them", async () => {
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  const unmatched = oddsCard().getByTestId("odds-unmatched");
  await expect(unmatched.getByRole("heading", { name: "Unmatched events (last 24 hours): 55" })).toBeVisible();
  const rows = unmatched.getByRole("table", { name: "Unmatched odds events" }).locator("tbody tr");
  await expect(rows).toHaveCount(50);
  const starts = await page.evaluate((at) => new Date(at).toLocaleString(), opened + 26 * HOUR);
  await expect(rows.nth(0).getByRole("cell")).toHaveText(["CS2", "Home 00 vs Away 00", starts, "No synced match with these teams"]);
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["LoL", "Home 01 vs Away 01", starts, "Teams match, start time differs by more than 6 hours"]);
  await expect(rows.nth(2)).toContainText("More than one synced match fits");
  await expect(rows.nth(49)).toContainText("Home 49 vs Away 49");
  await expect(unmatched.getByText("Showing 50 of 55.")).toBeVisible();
  await expect(unmatched.getByText(/Matched Home|Old Home/)).toHaveCount(0);

  const unmapped = oddsCard().getByTestId("odds-unmapped");
  await expect(unmapped.getByRole("heading", { name: "Unmapped bookmakers (last 7 days): 3" })).toBeVisible();
  await expect(unmappedKeys()).toHaveText(["pinnacle", "williamhill_us", "betfair_ex_eu"]);
  await expect(unmapped.getByRole("table").locator("tbody tr").first().getByRole("cell")).toHaveText([
    "pinnacle",
    "Pinnacle",
    "40",
    await page.evaluate((at) => new Date(at).toLocaleString(), opened - 10 * MIN),
  ]);
  await unmapped.getByRole("link", { name: "Bookmakers" }).click();
  await expect(page).toHaveURL(`${ADMIN_BASE}/admin/bookmakers`);
  await expect(page.getByRole("heading", { name: "Bookmaker Management" })).toBeVisible();
});

test("Edit Content maps a key per feed (saved lower-case, off that feed's unmapped list), and a key another bookmaker has on that feed is refused on the field, naming it", async () => {
  await page.goto(`${ADMIN_BASE}/admin/bookmakers`);
  let dialog = await editContent("Nordic Odds");
  const keys = dialog.getByRole("group", { name: "Odds Feed Keys" });
  await expect(keys).toHaveAccessibleDescription(
    /Each odds feed names bookmakers its own way.*Debug Tools › Odds Feed lists, per feed, the keys no bookmaker is mapped to/,
  );
  const key = oddsApiKey(dialog);
  await expect(key).toHaveValue(await storedKey("Nordic Odds"));
  // One field per feed, labelled by it and reached in turn with Tab.
  await key.focus();
  await page.keyboard.press("Tab");
  await expect(keys.getByLabel("Stadar Key", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(keys.getByLabel("Odds-API.io Key", { exact: true })).toBeFocused();
  await key.fill(" Pinnacle ");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await toast("Content updated");
  await expect(dialog).toBeHidden();
  dialog = await editContent("Nordic Odds");
  await expect(oddsApiKey(dialog)).toHaveValue("pinnacle");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Vortex Bet was mapped to vortexbet by the fill; PixelPlay tries Nordic Odds' key on the same feed.
  const pixelKey = await storedKey("PixelPlay");
  dialog = await editContent("PixelPlay");
  await oddsApiKey(dialog).fill("PINNACLE");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Already used by Nordic Odds");
  await expect(oddsApiKey(dialog)).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Stadar Key", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  await toast("Failed to update bookmaker content.", "The key pinnacle is already used by Nordic Odds on The Odds API");
  await expect(dialog).toBeVisible();
  // Editing the field clears its message; a key of the wrong form is refused before anything is sent.
  const saves: string[] = [];
  const recordSave = (r: Request) => void (r.method() === "POST" && r.url().includes("/api/admin/") && saves.push(r.url()));
  page.on("request", recordSave);
  await oddsApiKey(dialog).fill("william-hill");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(ODDS_FORMAT);
  page.off("request", recordSave);
  expect(saves).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  dialog = await editContent("PixelPlay");
  await expect(oddsApiKey(dialog)).toHaveValue(pixelKey);
  // The same word on another feed names PixelPlay there: no clash, and The Odds API's list is not touched.
  await dialog.getByLabel("Stadar Key", { exact: true }).fill("pinnacle");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await toast("Content updated");
  expect(await storedKey("PixelPlay")).toBe(pixelKey);
  expect(await storedKey("PixelPlay", "stadar")).toBe("pinnacle");

  await page.goto(`${ADMIN_BASE}/admin/debug`);
  await expect(oddsCard().getByRole("heading", { name: "Unmapped bookmakers (last 7 days): 2" })).toBeVisible();
  await expect(unmappedKeys()).toHaveText(["williamhill_us", "betfair_ex_eu"]);

  // Emptying the field unmaps the bookmaker on that feed: its key is back on the list (PixelPlay has it on Stadar only).
  await page.goto(`${ADMIN_BASE}/admin/bookmakers`);
  dialog = await editContent("Nordic Odds");
  await oddsApiKey(dialog).fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await toast("Content updated");
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  await expect(unmappedKeys()).toHaveText(["pinnacle", "williamhill_us", "betfair_ex_eu"]);
});

test("axe: 0 violations on the card with every list filled, at 390 and 1400 px", async () => {
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  for (const viewport of AUDIT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(oddsCard().getByRole("table", { name: "Unmatched odds events" }).locator("tbody tr")).toHaveCount(50);
    expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});

test("a failed load shows 'Data Loading Error' in the card, and Retry loads it", async () => {
  const odds = /\/api\/admin\/[^?]*debug\.oddsFeed/;
  await page.route(odds, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }));
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  await expect(oddsCard().getByRole("alert")).toContainText("Data Loading Error");
  await page.unroute(odds);
  await oddsCard().getByRole("button", { name: "Retry" }).click();
  await expect(oddsCard().getByTestId("odds-calls")).toHaveText(/of 20 calls in the last hour/);
});

test("the card fits a 360 px screen: its tables scroll inside it, reachable by keyboard", async () => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  await expect(oddsCard().getByTestId("odds-calls")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const polls = oddsCard().getByRole("region", { name: "Odds polls and breakers per game" });
  await expect(polls).toHaveAttribute("tabindex", "0");
  await polls.focus();
  await expect(polls).toBeFocused();
});
