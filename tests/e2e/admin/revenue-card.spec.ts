import type { BrowserContext, Page } from "@playwright/test";
import { asc } from "@eb/db";
import { affiliateClicks, affiliateConversions, affiliateDealTerms, bookmakers } from "@eb/db/schema";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";

/**
 * Issue 27: the Revenue card of the Analytics tab and the Bookmakers tab's 30-day line show what
 * the affiliate programmes reported, per currency, with estimates and unattributed ones apart.
 * The rows are written as the postback endpoint writes them (its own tests cover how they arrive).
 */
const EMAIL = "e2e-revenue-card@example.com";

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;
let bookmakerName = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  server = await adminServers.open({
    admins: [{ email: EMAIL, password: e2ePassword(EMAIL) }],
    fill: async (db) => {
      const [b] = await db.select({ id: bookmakers.id, name: bookmakers.name }).from(bookmakers).orderBy(asc(bookmakers.id)).limit(1);
      bookmakerName = b!.name;
      await db.insert(affiliateDealTerms).values({ bookmakerId: b!.id, effectiveFrom: "2000-01-01", cpaAmount: "50.00", cpaCurrency: "EUR" });
      const click = (clickId: string, hours: number, page: string) => ({
        clickId,
        bookmakerId: b!.id,
        slug: "x",
        page,
        placement: "card",
        createdAt: ago(hours),
      });
      await db
        .insert(affiliateClicks)
        .values([click("e2e-c1", 30, "/bonuses"), click("e2e-c2", 20, "/bonuses"), click("e2e-c3", 10, "/odds"), click("e2e-c4", 5, "/odds")]);
      const conv = (
        transactionId: string,
        clickId: string | null,
        clickHours: number | null,
        event: "registration" | "first_deposit",
        commission: string | null,
      ) => ({
        bookmakerId: b!.id,
        transactionId,
        clickId,
        clickAt: clickHours === null ? null : ago(clickHours),
        // As the postback endpoint stores it: the click's page and placement come along.
        page: clickId === "e2e-c1" ? "/bonuses" : clickId === "e2e-c3" ? "/odds" : null,
        placement: clickHours === null ? null : "card",
        event,
        amount: event === "first_deposit" ? "20" : null,
        currency: event === "first_deposit" ? "EUR" : null,
        commission,
        occurredAt: ago(2),
        receivedAt: ago(2),
      });
      await db
        .insert(affiliateConversions)
        .values([
          conv("t1", "e2e-c1", 30, "registration", null),
          conv("t2", "e2e-c1", 30, "first_deposit", "12.34"),
          conv("t3", "e2e-c3", 10, "first_deposit", null),
          conv("t4", "unknown-click", null, "first_deposit", "7.00"),
        ]);
    },
  });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, e2ePassword(EMAIL)));
  await page.setViewportSize({ width: 1400, height: 900 });
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("the Revenue card shows clicks, deposits and commission per currency, estimated and unattributed apart", async () => {
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  const card = page.getByRole("region", { name: "Revenue", exact: true });
  await expect(card.getByText("First deposits", { exact: true }).locator("xpath=following-sibling::p[1]")).toHaveText("2");
  await expect(card.getByText("/go clicks", { exact: true }).locator("xpath=following-sibling::p[1]")).toHaveText("4");
  await expect(card.getByText("Click-to-deposit rate", { exact: true }).locator("xpath=following-sibling::p[1]")).toHaveText("50.0%");
  const eur = card.getByRole("table", { name: "Commission per currency" }).getByRole("row").filter({ hasText: "EUR" });
  // Reported 12.34, EPC 12.34 / 4 clicks; the CPA of the deposit reported without commission, estimated.
  await expect(eur.getByRole("cell")).toHaveText(["EUR", "EUR 12.34", /^EUR 0\.00/, "EUR 50.00 (estimated)", "EUR 3.09"]);
  await expect(card.getByTestId("revenue-unattributed")).toHaveText("Unattributed (click id unknown): 0 registrations, 1 first deposits, EUR 7.00 reported");

  const byBookmaker = card.getByRole("table", { name: "Revenue by bookmaker" });
  await expect(byBookmaker.getByRole("row").filter({ hasText: bookmakerName }).getByRole("cell").nth(3)).toHaveText("2");

  await card.getByRole("combobox", { name: "Break down by" }).click();
  await page.getByRole("option", { name: "Page", exact: true }).click();
  const byPage = card.getByRole("table", { name: "Revenue by page" });
  await expect(byPage.getByRole("row").filter({ hasText: "/bonuses" }).getByRole("cell")).toHaveText([
    "/bonuses",
    "2",
    "1",
    "1",
    "50.0%",
    "EUR 12.34",
    "EUR 6.17",
  ]);
  await expect(byPage.getByRole("row").filter({ hasText: "/odds" }).getByRole("cell")).toHaveText([
    "/odds",
    "2",
    "0",
    "1",
    "50.0%",
    "EUR 0.00 + EUR 50.00 estimated",
    "EUR 0.00",
  ]);
});

test("the Bookmakers tab shows each bookmaker's last 30 days", async () => {
  await page.goto(`${ADMIN_BASE}/admin/bookmakers`);
  const row = page.getByRole("article", { name: bookmakerName, exact: true });
  await expect(row.getByTestId("bookmaker-revenue")).toHaveText("Last 30 days: 4 /go clicks · 2 first deposits · EPC EUR 3.09");
});
