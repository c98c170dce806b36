import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";
import { closeOpened } from "../../support/close-opened";

const EMAIL = "e2e-realtime@example.com";
const PASSWORD = e2ePassword(EMAIL);

let server: AdminServer | undefined;
let admin: { context: BrowserContext; page: Page };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: PASSWORD }] });
  admin = await signedInAdminPage(browser, EMAIL, PASSWORD);
});
test.afterAll(async () => {
  await closeOpened(admin);
  await server?.stop();
});

const panel = (page: Page) => page.getByRole("region", { name: "Real-Time Updates" });
const figure = (page: Page, label: string) => panel(page).getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");

test("a visitor's page view reaches the admin's Real-Time panel within 2 s, without a reload", async ({ browser }) => {
  const { page } = admin;
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(panel(page).getByText("Connected", { exact: true })).toBeVisible();
  await expect(figure(page, "Page views")).toHaveText("0");

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${ADMIN_BASE}/bonuses`);
  const written = visitor.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 204);
  await visitor.getByRole("button", { name: "Accept All" }).click();
  await written;
  // From the moment the server accepted the beacon: its batch is written, announced and pushed.
  await expect(figure(page, "Page views")).toHaveText("1", { timeout: 2_000 });
  await expect(panel(page).getByRole("list", { name: "Latest events" })).toContainText("Page view");
  await expect(panel(page).getByRole("list", { name: "Latest events" })).toContainText("/bonuses");
  await visitorContext.close();
});

test("when the server stops the panel says 'Disconnected' / 'Connection lost', and reconnects after the restart", async () => {
  const { page } = admin;
  await server!.stop();
  await expect(panel(page).getByText("Disconnected", { exact: true })).toBeVisible();
  await expect(panel(page).getByText("Connection lost", { exact: true })).toBeVisible();
  await server!.start();
  await expect(panel(page).getByText("Connected", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(figure(page, "Page views")).toHaveText("1");
});
