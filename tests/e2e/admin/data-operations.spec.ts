import type { Browser, BrowserContext, Page } from "@playwright/test";
import { startFakePandaScore, type FakePandaScore } from "../../fake-pandascore";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";
import { closeOpened } from "../../support/close-opened";

const TOKEN = "e2e-provider-token";
const ADMINS = ["e2e-ops-first@example.com", "e2e-ops-second@example.com"];
const passwordOf = e2ePassword;
/** A full sync's requests are paced by the fake, so its progress can be watched. */
const SYNC_TIMEOUT = { timeout: 90_000 };

let fake: FakePandaScore;
let server: AdminServer | undefined;
let first: { context: BrowserContext; page: Page };
let second: { context: BrowserContext; page: Page };

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

async function openAdmin(browser: Browser, email: string) {
  const { context, page } = await signedInAdminPage(browser, email, passwordOf(email));
  await page.goto(`${ADMIN_BASE}/admin/bookmakers`);
  await expect(block(page).getByText("Live", { exact: true })).toBeVisible();
  return { context, page };
}

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  fake = await startFakePandaScore({ token: TOKEN });
  server = await adminServers.open({ admins: ADMINS.map((email) => ({ email, password: passwordOf(email) })), env: serverEnv() });
  first = await openAdmin(browser, ADMINS[0]!);
  second = await openAdmin(browser, ADMINS[1]!);
});
test.afterAll(async () => {
  await closeOpened(first, second);
  await server?.stop();
  await closeOpened(fake);
});

const serverEnv = () => ({ PANDASCORE_TOKEN: TOKEN, PANDASCORE_BASE_URL: fake.url });
const block = (page: Page) => page.getByRole("region", { name: "Manual Data Operations" });
const gridItem = (page: Page, name: string) => block(page).getByRole("list", { name: "Sync status" }).getByRole("listitem", { name, exact: true });
const toast = (page: Page, title: string) =>
  page
    .getByRole("status", { name: "Notifications" })
    .locator(":scope > div")
    .filter({ has: page.getByText(title, { exact: true }) });
const providerCalls = (path: string) => fake.requests.filter((r) => r.path === path).length;

test("a full sync runs on the server with live progress; a second admin's click joins it; the grid reaches success without a reload", async () => {
  fake.addFault({ fault: { type: "slow", ms: 150 } });
  const { page } = first;
  await expect(gridItem(page, "CS2 Matches").getByText("never synced")).toBeVisible();

  await block(page).getByRole("button", { name: "Start Full Sync" }).click();
  await expect(block(page).getByRole("button", { name: "Syncing..." })).toBeVisible();
  await expect(block(page).getByText(/^Syncing (CS2|LoL|Valorant|Dota 2) (matches|tournaments|teams)\.\.\.$/)).toBeVisible();
  await expect(block(page).getByRole("progressbar", { name: "Data sources synced" })).toBeVisible();

  // The second admin's page learns of it by itself, and a click there joins the running sync.
  const other = second.page;
  await expect(block(other).getByRole("button", { name: "Syncing..." })).toBeVisible();
  await block(other).getByRole("button", { name: "Syncing..." }).click();
  await expect(toast(other, "Sync already running")).toBeVisible();

  for (const p of [page, other]) {
    await expect(toast(p, "Sync Completed")).toContainText("Successfully synced all 12 data sources", SYNC_TIMEOUT);
  }
  await expect(block(page).getByRole("button", { name: "Start Full Sync" })).toBeVisible();
  for (const name of ["CS2 Matches", "LoL Tournaments", "Valorant Teams", "Dota 2 Matches"]) {
    await expect(gridItem(page, name).getByText("success", { exact: true })).toBeVisible();
  }
  await expect(block(page).getByText("12/12", { exact: true })).toBeVisible();
  // Joined, not doubled: one full sync's worth of provider calls.
  expect(providerCalls("/csgo/matches/running")).toBe(1);
  expect(providerCalls("/lol/teams")).toBe(1);
  fake.clearFaults();
});

test("Run Cleanup shows the server's message", async () => {
  const { page } = first;
  await block(page).getByRole("button", { name: "Run Cleanup" }).click();
  await expect(toast(page, "Cleanup Completed")).toBeVisible(SYNC_TIMEOUT);
  await expect(block(page).getByText(/^Last cleanup /)).toBeVisible();
});

test("a provider 429 stops the sync; the grid shows the breaker open with its reopen time", async () => {
  const { page } = first;
  fake.addFault({ path: "/lol/matches/running", fault: { type: "status", status: 429 } });
  await block(page).getByRole("button", { name: "Start Full Sync" }).click();
  await expect(toast(page, "Sync Partially Completed")).toContainText("2/12 data sources synced successfully", SYNC_TIMEOUT);
  const lol = gridItem(page, "LoL Matches");
  await expect(lol.getByText("error", { exact: true })).toBeVisible();
  await expect(lol.getByText(/^Open \(rate limited\) until /)).toBeVisible();
  await expect(lol.getByText("Rate limited - cooling down")).toBeVisible();
  await expect(gridItem(page, "CS2 Matches").getByText("Closed", { exact: true })).toBeVisible();
  fake.clearFaults();
});

test("after a server restart the live stream reconnects by itself and shows what happens next", async () => {
  const { page } = first;
  const lastCleanup = block(page).getByText(/^Last cleanup /);
  const before = await lastCleanup.textContent();
  // A reconnect can reach an instance that is shutting down, which answers 503 on a connection
  // still open to it: the browser gives such a stream up for good, and the page must open it again.
  let refused = 0;
  await second.page.route(/\/api\/admin\/operations\.live\b/, (route) =>
    refused++ === 0 ? route.fulfill({ status: 503, body: "closing" }) : route.fallback(),
  );
  await server!.stop();
  await expect(block(page).getByText("Reconnecting...", { exact: true })).toBeVisible();
  await server!.start();
  await expect(block(page).getByText("Live", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(block(second.page).getByText("Live", { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(refused).toBeGreaterThan(1);
  await block(second.page).getByRole("button", { name: "Run Cleanup" }).click();
  await expect(toast(second.page, "Cleanup Completed")).toBeVisible(SYNC_TIMEOUT);
  await expect(lastCleanup).not.toHaveText(before!);
});
