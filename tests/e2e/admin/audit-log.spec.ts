import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { adminCall, bookmakerContent } from "./admin-screens";
import { signedInAdminPage } from "./flows";

const EMAIL = "e2e-audit@example.com";
const PASSWORD = e2ePassword(EMAIL);

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: PASSWORD }] });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, PASSWORD));
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const auditLog = () => page.getByRole("region", { name: "Audit Log" });

test("the Security tab lists the admin's own actions, filters them on the server and resets", async () => {
  await page.goto(`${ADMIN_BASE}/admin/security`);
  const log = auditLog();
  // Enrolling the authenticator and opening this tab are both audited.
  await expect(log.getByRole("cell", { name: "Authenticator enabled", exact: true })).toBeVisible();
  await expect(log.getByRole("cell", { name: "Security tab viewed", exact: true })).toBeVisible();
  await expect(log.getByRole("cell", { name: EMAIL }).first()).toBeVisible();

  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("security.auditLog?") && requests.push(decodeURIComponent(r.url())));
  await log.getByLabel("Action").selectOption("mfa_enabled");
  await expect(log.getByRole("cell", { name: "Security tab viewed", exact: true })).toHaveCount(0);
  await expect(log.getByRole("cell", { name: "Authenticator enabled", exact: true })).toHaveCount(1);
  expect(requests.some((u) => u.includes('"action":"mfa_enabled"'))).toBe(true);

  await log.getByLabel("From (UTC)").fill("2999-01-02");
  await log.getByLabel("To (UTC)").fill("2999-01-01");
  await expect(log.getByText("The start date must be on or before the end date")).toBeVisible();
  await log.getByRole("button", { name: "Reset Filters" }).click();
  await expect(log.getByRole("cell", { name: "Security tab viewed", exact: true })).toBeVisible();
  await expect(log.getByText(/^Page 1 of 1 \(\d+ entries\)$/)).toBeVisible();
});

test("a bookmaker change is listed with the bookmaker's name as it was then and the change in words, not an id", async () => {
  type Listed = { id: number; name: string; version: number };
  const nordic = (await adminCall<Listed[]>(page, "bookmakers.list")).find((b) => b.name === "Nordic Odds")!;
  const featured = await adminCall<Listed>(page, "bookmakers.setFeatured", { id: nordic.id, version: nordic.version, featured: true });
  // Renamed afterwards: the featured row still names the bookmaker as it was when it was featured.
  const content = bookmakerContent({ name: "Nordic Odds Renamed", rating: 4.6, websiteUrl: "https://nordicodds.example/" });
  await adminCall(page, "bookmakers.update", { id: nordic.id, version: featured.version, content });

  await page.goto(`${ADMIN_BASE}/admin/security`);
  const log = auditLog();
  await log.getByLabel("Action").selectOption({ label: "Bookmaker changed" });
  const rows = log.getByRole("row").filter({ has: page.getByRole("cell", { name: "Bookmaker changed", exact: true }) });
  await expect(rows).toHaveCount(2);
  const featuredRow = rows.filter({ hasText: "Featured: off → on" });
  await expect(featuredRow.getByRole("cell", { name: "Nordic Odds", exact: true })).toBeVisible();
  const renameRow = rows.filter({ hasText: "Name: Nordic Odds → Nordic Odds Renamed" });
  await expect(renameRow.getByRole("cell", { name: "Nordic Odds", exact: true })).toBeVisible();
  await expect(log.getByRole("cell", { name: `bookmaker ${nordic.id}` })).toHaveCount(0);
});
