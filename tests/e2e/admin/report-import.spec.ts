import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";

const EMAIL = "e2e-report-import@example.com";

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;

test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: e2ePassword(EMAIL) }] });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, e2ePassword(EMAIL)));
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** A European programme's export: semicolons, decimal commas, and a commission column named its own way. */
const REPORT = ["Date;Sub ID;Currency;Signups;FTD;Deposits;NGR;Comm.", "2026-03-01;c1;EUR;2;1;1.250,50;50,05;25,00", "2026-03-02;c2;EUR;1;0;0;-3,50;0"].join(
  "\n",
);

const card = () => page.getByRole("region", { name: "Affiliate Reports Import" });
const previewRegion = () => card().getByRole("region", { name: "Import preview" });
const notifications = () => page.getByRole("status", { name: "Notifications" });

async function toast(title: string, description: string | RegExp) {
  const item = notifications()
    .locator(":scope > div")
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(description);
  await item.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(item).toHaveCount(0);
}

async function applyImport() {
  await card().getByRole("button", { name: "Apply import" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Apply import" }).click();
}

test("upload, map, preview with errors, fix, apply, and re-import the same period once", async () => {
  await page.goto(`${ADMIN_BASE}/admin/bookmakers`);
  await card().getByLabel("Bookmaker").selectOption({ label: "Vortex Bet" });
  await card()
    .getByLabel("CSV report")
    .setInputFiles({ name: "march.csv", mimeType: "text/csv", buffer: Buffer.from(REPORT) });

  // Columns filled from the header; "Comm." is no usual name, so the admin maps it.
  await expect(card().getByLabel("Day", { exact: true })).toHaveValue("Date");
  await expect(card().getByLabel("First deposits")).toHaveValue("FTD");
  await expect(card().getByLabel("Commission")).toHaveValue("");
  await card().getByLabel("Commission").selectOption("Comm.");
  await card().getByRole("button", { name: "Preview" }).click();

  // Decimal commas read with the default decimal point: every such cell is named, nothing can be applied.
  const errors = previewRegion().getByRole("alert");
  await expect(errors).toContainText("Line 2, Deposits: Not an amount in the format 1,234.56");
  await expect(errors).toContainText("Line 3, NGR: Not an amount in the format 1,234.56");
  await expect(card().getByRole("button", { name: "Apply import" })).toBeDisabled();

  await card().getByLabel("Number format").selectOption(",");
  await expect(card().getByText("The mapping changed: preview again before applying.")).toBeVisible();
  await card().getByRole("button", { name: "Preview" }).click();
  await expect(previewRegion()).toContainText("Period 2026-03-01 to 2026-03-02: 2 rows read, 0 stored rows replaced.");
  await expect(previewRegion().getByRole("alert")).toHaveCount(0);
  const totals = previewRegion().getByRole("table", { name: "Totals per currency, stored now and after the import" });
  await expect(totals.getByRole("row").nth(1).getByRole("cell")).toHaveText(["EUR", "0 → 2", "0 → 3", "0 → 1", "0 → 1250.5", "0 → 46.55", "0 → 25"]);

  await applyImport();
  await toast("Report imported", "2 rows for 2026-03-01 to 2026-03-02 (0 replaced)");
  // After applying, the preview is fetched again: the same file now replaces what it stored.
  await expect(previewRegion()).toContainText("2 rows read, 2 stored rows replaced.");
  await expect(totals.getByRole("row").nth(1).getByRole("cell")).toHaveText(["EUR", "2 → 2", "3 → 3", "1 → 1", "1250.5 → 1250.5", "46.55 → 46.55", "25 → 25"]);

  await applyImport();
  await toast("Report imported", "2 rows for 2026-03-01 to 2026-03-02 (2 replaced)");
  await expect(totals.getByRole("row").nth(1).getByRole("cell")).toHaveText(["EUR", "2 → 2", "3 → 3", "1 → 1", "1250.5 → 1250.5", "46.55 → 46.55", "25 → 25"]);

  // The mapping is remembered for the bookmaker.
  await page.reload();
  await card().getByLabel("Bookmaker").selectOption({ label: "Vortex Bet" });
  await card()
    .getByLabel("CSV report")
    .setInputFiles({ name: "march.csv", mimeType: "text/csv", buffer: Buffer.from(REPORT) });
  await expect(card().getByLabel("Commission")).toHaveValue("Comm.");
  await expect(card().getByLabel("Number format")).toHaveValue(",");
  await expect(previewRegion()).toContainText("2 rows read, 2 stored rows replaced.");
});

test("a report's registrations and first deposits reach the Revenue card and its CSV; unread columns are named before Apply", async () => {
  await page.goto(`${ADMIN_BASE}/admin/bookmakers`);
  // The template the card publishes downloads, with the columns docs/affiliate-reports.md describes.
  const download = page.waitForEvent("download");
  await card().getByRole("link", { name: "Download the template CSV" }).click();
  const template = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of template) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString("utf8").split("\n")[0]).toBe("day,sub_id,currency,registrations,first_deposits,deposits,net_revenue,commission");

  // Two days ago (UTC), inside the Analytics tab's default range; a column the import has no field for.
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const report = ["day,sub_id,currency,registrations,first_deposits,commission,campaign", `${day},,EUR,7,3,90.00,spring`].join("\n");
  await card().getByLabel("Bookmaker").selectOption({ index: 2 });
  await card()
    .getByLabel("CSV report")
    .setInputFiles({ name: "template.csv", mimeType: "text/csv", buffer: Buffer.from(report) });
  await expect(card().getByLabel("Sub-id")).toHaveValue("sub_id");
  await expect(card().getByLabel("First deposits")).toHaveValue("first_deposits");
  await expect(previewRegion().getByTestId("report-unmapped")).toContainText('"campaign": choose a field for each above');
  await applyImport();
  await toast("Report imported", `1 rows for ${day} to ${day} (0 replaced)`);

  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  const revenue = page.getByRole("region", { name: "Revenue", exact: true });
  const stat = (label: string) => revenue.locator("p", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::p[1]");
  await expect(stat("Registrations")).toHaveText("7");
  await expect(stat("First deposits")).toHaveText("3");

  const href = await page.getByRole("link", { name: "Export revenue CSV" }).getAttribute("href");
  const csv = await (await page.request.get(new URL(href!, page.url()).toString())).text();
  // The counts column is the /go clicks given a click id, named as the back office names them.
  expect(csv.split("\r\n")[0]).toBe(
    "day,bookmaker_id,bookmaker,attribution,currency,go_clicks,registrations,first_deposits,commission_reported,commission_estimated",
  );
  const counts = csv.split("\n").find((l) => l.startsWith(`${day},`) && l.includes(",click,,"));
  expect(counts?.split(",").slice(6, 8)).toEqual(["7", "3"]);
});
