import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";

/**
 * Opening the Security tab records a view, an audit entry the tab's Audit Log then shows. When the
 * log's first load is read by the server before the view commits but answered after it, the tab must
 * still load the log again (seen as a random failure of audit-log.spec.ts under CPU load): here the
 * two requests are put in that order on purpose.
 */
const EMAIL = "e2e-audit-race@example.com";
const PASSWORD = e2ePassword(EMAIL);
let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, adminServers }) => {
  server = await adminServers.open({ admins: [{ email: EMAIL, password: PASSWORD }] });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, PASSWORD));
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("the recorded view shows in the Audit Log even when the log's first load was read before it and answered after it", async () => {
  const recorded = page.waitForResponse((r) => r.url().includes("security.recordView"));
  let listRead = () => {};
  const read = new Promise<void>((resolve) => (listRead = resolve));
  // The view waits until the list has been read by the server; the list's answer waits until the view is recorded.
  await page.route(/security\.recordView/, async (route) => {
    await read;
    await route.continue();
  });
  await page.route(/security\.[^?]*auditLog[^?]*\?/, async (route) => {
    const response = await route.fetch();
    listRead();
    await recorded;
    await route.fulfill({ response });
  });
  await page.goto(`${ADMIN_BASE}/admin/security`);
  await recorded;
  const log = page.getByRole("region", { name: "Audit Log" });
  await expect(log.getByRole("cell", { name: "Authenticator enabled", exact: true })).toBeVisible();
  await expect(log.getByRole("cell", { name: "Security tab viewed", exact: true })).toBeVisible();
});
