import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { ADMIN_BASE, createAdmin, resetAdminData, startAdminServer, stopAdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";

const EMAIL = "e2e-realtime@example.com";
const PASSWORD = `${EMAIL} staple battery horse`;

let server: ChildProcess | undefined;
let admin: { context: BrowserContext; page: Page };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  resetAdminData();
  expect(createAdmin(EMAIL, PASSWORD)).toContain(`Created admin ${EMAIL}`);
  server = await startAdminServer();
  admin = await signedInAdminPage(browser, EMAIL, PASSWORD);
});
test.afterAll(async () => {
  await admin?.context.close();
  stopAdminServer(server);
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
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  stopAdminServer(server);
  await exited;
  await expect(panel(page).getByText("Disconnected", { exact: true })).toBeVisible();
  await expect(panel(page).getByText("Connection lost", { exact: true })).toBeVisible();
  server = await startAdminServer();
  await expect(panel(page).getByText("Connected", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(figure(page, "Page views")).toHaveText("1");
});
