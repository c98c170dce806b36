import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";
import { closeOpened } from "../../support/close-opened";

const EMAIL = "e2e-analytics-dashboard@example.com";
const PASSWORD = e2ePassword(EMAIL);

let server: AdminServer | undefined;
let admin: { context: BrowserContext; page: Page };
/** The bookmaker the visitor clicked (its card's data-bookmaker name). */
let clicked: string;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const stat = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const realtimeFigure = (page: Page, label: string) =>
  region(page, "Real-Time Updates").getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");

type Figure = { current: number; previous: number | null };
type DashboardStats = { stats: Record<"pageViews" | "bookmakerClicks" | "uniqueSessions" | "redirectClicks", Figure> };

/** The dashboard as the admin app reads it (same origin, the admin client's header). */
async function dashboardStats(page: Page, range: string) {
  const input = encodeURIComponent(JSON.stringify({ range }));
  const res = await page.request.get(`${ADMIN_BASE}/api/admin/analytics.dashboard?input=${input}`, { headers: { "x-eb-admin": "1", origin: ADMIN_BASE } });
  expect(res.status()).toBe(200);
  const { stats } = ((await res.json()) as { result: { data: DashboardStats } }).result.data;
  return {
    pageViews: stats.pageViews.current,
    clicks: stats.bookmakerClicks.current,
    sessions: stats.uniqueSessions.current,
    redirects: stats.redirectClicks.current,
  };
}

async function chooseRange(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText(label);
}

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: PASSWORD }] });
  admin = await signedInAdminPage(browser, EMAIL, PASSWORD);
});
test.afterAll(async () => {
  await closeOpened(admin);
  await server?.stop();
});

test("a visitor's view, tracked click and /go redirect show up in the stat cards, top bookmakers and recent events", async ({ browser }) => {
  const { page } = admin;
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(region(page, "Real-Time Updates").getByText("Connected", { exact: true })).toBeVisible();
  // Nothing yet: the default range is the last 30 days.
  await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("Last 30 days");
  await expect(stat(page, "Page Views").getByTestId("stat-value")).toHaveText("0");
  await expect(region(page, "Smart Alerts").getByText("No alerts: traffic and tracked clicks look normal.")).toBeVisible();

  // A visitor on a viewport tall enough that nothing scrolls (no scroll-depth events).
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 4000 } });
  // The affiliate popup opened by the click stays on this machine.
  await visitorContext.route(/\/go\//, (route) => route.fulfill({ status: 200, body: "ok" }));
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${ADMIN_BASE}/bonuses`);
  const viewWritten = visitor.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 204);
  await visitor.getByRole("button", { name: "Accept All" }).click();
  await viewWritten;
  const link = visitor.locator('a[href^="/go/"][data-bookmaker]').first();
  clicked = (await link.getAttribute("data-bookmaker"))!;
  const slug = (await link.getAttribute("href"))!.replace(/^\/go\//, "");
  const clickWritten = visitor.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 204);
  await link.click();
  await clickWritten;
  await visitorContext.unrouteAll();
  // One server-side /go hit for the same bookmaker, as a browser sends it (counted without consent).
  const go = await visitor.request.get(`${ADMIN_BASE}/go/${slug}`, { maxRedirects: 0, headers: { accept: "text/html" } });
  expect(go.status()).toBe(302);
  await visitorContext.close();

  // The live panel shows the events once they are written; the dashboard reads them from the raw tail.
  await expect(realtimeFigure(page, "Page views")).toHaveText("1");
  await expect(realtimeFigure(page, "Tracked clicks")).toHaveText("1");
  await expect.poll(() => dashboardStats(page, "7d")).toEqual({ pageViews: 1, clicks: 1, sessions: 1, redirects: 1 });

  await chooseRange(page, "Last 7 days");
  await expect(stat(page, "Page Views").getByTestId("stat-value")).toHaveText("1");
  await expect(stat(page, "Bookmaker Clicks").getByTestId("stat-value")).toHaveText("1");
  await expect(stat(page, "Unique Sessions").getByTestId("stat-value")).toHaveText("1");
  await expect(stat(page, "Conversion Rate").getByTestId("stat-value")).toHaveText("100.0%");
  // Nothing in the 7 days before: no change figure.
  await expect(stat(page, "Page Views").getByTestId("stat-change")).toContainText("—");
  await expect(stat(page, "Page Views").getByTestId("stat-change")).toContainText("No change figure: nothing in the previous 7 days");
  await expect(stat(page, "Bookmaker Clicks").getByTestId("redirect-clicks")).toContainText("1 server-side /go click (no consent needed)");

  const top = region(page, "Top Performing Bookmakers").getByRole("listitem");
  await expect(top).toHaveCount(1);
  await expect(top.first()).toContainText(clicked);
  await expect(top.first()).toContainText("1 tracked click · 100.0%");

  const recent = region(page, "Recent Events").getByRole("list", { name: "Recent events" }).getByRole("listitem");
  await expect(recent.first()).toContainText("Bookmaker click");
  await expect(recent.first()).toContainText(clicked);
  await expect(recent.nth(1)).toContainText("Page view");

  // The country dimension: this loopback visitor could not be placed; one view, one /go click, nothing refused.
  const countries = region(page, "Countries").getByRole("row").filter({ hasText: "Unknown location" });
  await expect(countries.getByRole("cell")).toHaveText(["Unknown location", "1", "1", "0"]);

  const performance = region(page, "Bookmaker Performance Analysis").getByRole("row").filter({ hasText: clicked });
  await expect(performance.getByRole("cell")).toHaveText([clicked, /^1previous 0$/, "100.0%", "100.0%", "Up (new)", "100", /^1previous 0$/]);

  await chooseRange(page, "Lifetime (from 2024-01-01)");
  await expect(stat(page, "Page Views").getByTestId("stat-change")).toHaveText("No earlier period");
  await expect(stat(page, "Page Views").getByTestId("stat-value")).toHaveText("1");
});

/**
 * The tab counts two kinds of click: /go clicks (the server's redirect, every visitor) and tracked
 * clicks (consented events). Every column header, term, caption, legend entry, aria label and tooltip
 * that counts clicks says which, and no count reads a bare "N clicks" (rates such as "Click rate"
 * name no count).
 */
test("every click count on the tab names its measure: /go clicks or tracked clicks, never a bare Clicks", async () => {
  const { page } = admin;
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("Last 30 days");
  // The tables with the visitor's figures are on screen (the chart's table is for screen readers).
  await expect(region(page, "Countries").getByRole("row").filter({ hasText: "Unknown location" })).toBeVisible();
  await expect(region(page, "Content Performance Tracking").getByRole("row").filter({ hasText: "/bonuses" })).toBeVisible();
  const labels = await page
    .locator("main")
    .evaluate((main) => [
      ...[...main.querySelectorAll("th, dt, caption, figcaption, figure ul[aria-hidden] > li")].map((el) => el.textContent.replace(/\s+/g, " ").trim()),
      ...[...main.querySelectorAll("[aria-label], [title]")].flatMap((el) => [el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? ""]),
    ]);
  const counting = labels.filter((text) => /\bclicks\b/i.test(text));
  expect(counting.filter((text) => !/(\/go|tracked) clicks/i.test(text))).toEqual([]);
  // Both measures are there, under their names, in the tables that show them.
  for (const [name, header] of [
    ["Bookmaker Performance Analysis", "Tracked clicks"],
    ["Bookmaker Performance Analysis", "/go clicks"],
    ["Countries", "/go clicks"],
    ["Countries", "Refused /go clicks"],
    ["Content Performance Tracking", "Tracked clicks"],
  ] as const) {
    await expect(region(page, name).getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  expect(labels).toEqual(expect.arrayContaining(["Page views and tracked clicks per day (UTC)", "Tracked clicks", "Tracked clicks error"]));
  // Nor does any sentence on the tab count "N clicks" without its measure.
  expect((await page.locator("main").innerText()).match(/\d[\d,]*\s+clicks?\b/gi)).toBeNull();
});

test("the Export card downloads the range's events as CSV", async () => {
  const { page } = admin;
  const card = region(page, "Export");
  const download = page.waitForEvent("download");
  await card.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-events-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), "utf8");
  const [header, ...rows] = parse(text);
  expect(header).toEqual(["id", "created_at", "event_type", "page_url", "referrer", "session_id", "user_agent", "country", "bookmaker", "event_data"]);
  // The visitor came from loopback with no CDN in front: placed nowhere, so no country.
  const events = rows.map((r) => ({ type: r[2], page: r[3], country: r[7], bookmaker: r[8] }));
  expect(events).toEqual([
    { type: "page_view", page: "/bonuses", country: "", bookmaker: "" },
    { type: "bookmaker_click", page: "/bonuses", country: "", bookmaker: clicked },
  ]);
  // Both events come from the same visitor session.
  expect(new Set(rows.map((r) => r[5])).size).toBe(1);
});

test("the Export card refuses a start after the end with the server's message", async () => {
  const { page } = admin;
  const card = region(page, "Export");
  await card.getByLabel("From (UTC)").fill("2026-02-02");
  await card.getByLabel("To (UTC)").fill("2026-02-01");
  await expect(card.getByRole("alert")).toHaveText("The start date must not be after the end date");
  await expect(card.getByRole("button", { name: "Export CSV" })).toBeDisabled();
});

test("a failed load keeps the last good figures on screen with an alert, and Retry loads again", async () => {
  const { page } = admin;
  await page.route(/\/api\/admin\/[^?]*analytics\.dashboard/, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  // A range not loaded before, so nothing of its own is cached.
  await chooseRange(page, "Last 6 months (180 days)");
  const banner = page.getByRole("alert").filter({ hasText: "The analytics could not be loaded." });
  await expect(banner).toContainText("Last updated");
  // The last good figures (Lifetime) stay, never a spinner or an empty screen.
  await expect(stat(page, "Page Views").getByTestId("stat-value")).toHaveText("1");
  await page.unrouteAll();
  await banner.getByRole("button", { name: "Retry" }).click();
  await expect(banner).toBeHidden();
  await expect(stat(page, "Page Views").getByTestId("stat-change")).toContainText("No change figure: nothing in the previous 180 days");
});

test("on a 320 px phone the tab does not scroll sideways (wide tables scroll inside their box)", async () => {
  const { page } = admin;
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(region(page, "Bookmaker Performance Analysis").getByRole("table")).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
