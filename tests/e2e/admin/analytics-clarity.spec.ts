import type { BrowserContext, Page } from "@playwright/test";
import { analyticsEvents } from "@eb/db/schema";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";

/**
 * Issue 23: the Analytics tab explains itself. An empty Smart Alerts card is one line, not a box as
 * tall as Real-Time Updates; runs of scroll-depth events are one row each in the recent-event lists;
 * and the Real-Time card says how many events bots and headless browsers had left out.
 */
const EMAIL = "e2e-analytics-clarity@example.com";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  // One visit in the last minutes: a page view, then a scroll-depth event per quarter read.
  const visit = (minutesAgo: number, eventType: string, percent?: number) => ({
    eventType,
    eventData: percent ? { page: "/bonuses", percent } : { page: "/bonuses" },
    sessionId: "e2e-clarity-visit",
    pageUrl: "/bonuses",
    userAgent: "Chrome 126",
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  server = await adminServers.open({
    admins: [{ email: EMAIL, password: e2ePassword(EMAIL) }],
    fill: (db) =>
      db
        .insert(analyticsEvents)
        .values([visit(5, "page_view"), visit(4, "scroll_depth", 25), visit(3, "scroll_depth", 50), visit(2, "scroll_depth", 75)])
        .then(() => undefined),
  });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, e2ePassword(EMAIL)));
  await page.setViewportSize({ width: 1400, height: 900 });
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const region = (name: string) => page.getByRole("region", { name, exact: true });

test("with no alerts the Smart Alerts card is one short line beside Real-Time Updates, not a box as tall", async () => {
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(region("Smart Alerts").getByText("No alerts: traffic and tracked clicks look normal.")).toBeVisible();
  await expect(region("Real-Time Updates").getByText("Connected", { exact: true })).toBeVisible();
  const alerts = (await region("Smart Alerts").boundingBox())!;
  const realtime = (await region("Real-Time Updates").boundingBox())!;
  expect(alerts.height).toBeLessThan(realtime.height * 0.6);
  expect(alerts.height).toBeLessThanOrEqual(160);
});

test("a run of scroll-depth events is one row with its count, in Real-Time Updates and in Recent Events", async () => {
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  for (const list of [
    region("Real-Time Updates").getByRole("list", { name: "Latest events" }),
    region("Recent Events").getByRole("list", { name: "Recent events" }),
  ]) {
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").first()).toContainText("Scroll depth");
    await expect(list.getByRole("listitem").first().getByLabel("3 in a row")).toHaveText("× 3");
    await expect(list.getByRole("listitem").nth(1)).toContainText("Page view");
  }
});

test("a headless browser's events are left out of the figures, and Real-Time Updates says how many, as they arrive", async () => {
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  const realtime = region("Real-Time Updates");
  const note = realtime.getByTestId("bot-events");
  await expect(note).toHaveText("Left out as bots and headless browsers in the last hour: no events.");
  const pageViews = realtime.getByRole("term").filter({ hasText: "Page views" }).locator("xpath=following-sibling::dd[1]");
  await expect(pageViews).toHaveText("1");

  const beacon = {
    sessionId: "e2e_headless_tester",
    events: [
      { type: "page_view", pageUrl: "/", data: { page: "/" } },
      { type: "page_view", pageUrl: "/bonuses", data: { page: "/bonuses" } },
    ],
  };
  const res = await page.request.post(`${ADMIN_BASE}/api/events`, { data: beacon, headers: { "user-agent": HEADLESS, accept: "*/*", origin: ADMIN_BASE } });
  expect(res.status()).toBe(204);
  await expect(note).toHaveText("Left out as bots and headless browsers in the last hour: 2 events.");
  await expect(pageViews).toHaveText("1");
});
