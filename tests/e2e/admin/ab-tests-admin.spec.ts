import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { ADMIN_BASE, createAdmin, resetAdminData, startAdminServer, stopAdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";

const ADMIN = "e2e-ab-tests@example.com";
const PASSWORD = `${ADMIN} staple battery horse`;
const TEST_NAME = "Hero headline test";
const CREATED = "A/B test created successfully";
const STATUS_UPDATED = "Test status updated successfully";

let server: ChildProcess | undefined;
let admin: { context: BrowserContext; page: Page };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const card = (page: Page) => page.getByRole("region", { name: "A/B Testing Framework", exact: true });
const testItem = (page: Page, name = TEST_NAME) => card(page).getByRole("listitem", { name, exact: true });
const fact = (item: Locator, term: string) => item.locator(`dt:text-is("${term}") + dd`);
const variantGroup = (item: Locator, name: string) => item.getByRole("group", { name, exact: true });
const statusActions = (item: Locator) => item.getByRole("group", { name: /^Status actions for / });

/** The one toast with this title (a fresh one: each is dismissed once checked), with its variant. */
async function expectToast(page: Page, title: string, variant: "default" | "destructive" = "default") {
  const toast = page
    .getByRole("status", { name: "Notifications" })
    .locator(":scope > div")
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute("data-variant", variant);
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
}

async function openAnalytics(page: Page) {
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(card(page)).toBeVisible();
}

/** Fills the New A/B Test dialog and creates the test. */
async function createTest(page: Page, name: string, confidence = "95") {
  await card(page).getByRole("button", { name: "New A/B Test" }).click();
  const dialog = page.getByRole("dialog", { name: "New A/B Test" });
  await dialog.getByLabel("Test name").fill(name);
  await dialog.getByLabel("Place").selectOption({ label: "Home page hero (headline and text)" });
  await dialog.getByLabel("Confidence level (%)").fill(confidence);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, CREATED);
  await expect(dialog).toBeHidden();
}

/** Gives a draft home-hero test's Variant A valid content and saves it. */
async function setHeroContent(item: Locator, headline: string, text: string) {
  const variantA = variantGroup(item, "Variant A");
  await variantA.getByLabel("Headline").fill(headline);
  await variantA.getByLabel("Text", { exact: true }).fill(text);
  await item.getByRole("button", { name: "Save Variants" }).click();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  resetAdminData();
  expect(createAdmin(ADMIN, PASSWORD)).toContain(`Created admin ${ADMIN}`);
  server = await startAdminServer();
  admin = await signedInAdminPage(browser, ADMIN, PASSWORD);
});
test.afterAll(async () => {
  await admin?.context.close();
  stopAdminServer(server);
});

test("Create stays disabled while the name is blank; a created test is a draft with Control 50% and Variant A 50%", async () => {
  const { page } = admin;
  await openAnalytics(page);
  await expect(card(page).getByText("No A/B tests yet")).toBeVisible();

  await card(page).getByRole("button", { name: "New A/B Test" }).click();
  const dialog = page.getByRole("dialog", { name: "New A/B Test" });
  const create = dialog.getByRole("button", { name: "Create" });
  await expect(create).toBeDisabled();
  // Spec defaults: bookmaker clicks, confidence 95 within 80 to 99.
  await expect(dialog.getByLabel("Target metric")).toHaveValue("bookmaker_clicks");
  const confidence = dialog.getByLabel("Confidence level (%)");
  await expect(confidence).toHaveValue("95");
  await expect(confidence).toHaveAttribute("min", "80");
  await expect(confidence).toHaveAttribute("max", "99");
  await dialog.getByLabel("Test name").fill("   ");
  await expect(create).toBeDisabled();

  await dialog.getByLabel("Test name").fill(TEST_NAME);
  await expect(create).toBeEnabled();
  await dialog.getByLabel("Description").fill("Does a sharper headline bring more bookmaker clicks?");
  await dialog.getByLabel("Place").selectOption({ label: "Home page hero (headline and text)" });
  // Out of range: the contract's message, nothing sent.
  await confidence.fill("100");
  await create.click();
  await expect(dialog.getByText("Confidence level must be from 80 to 99")).toBeVisible();
  await confidence.fill("90");
  await create.click();
  await expectToast(page, CREATED);
  await expect(dialog).toBeHidden();

  const item = testItem(page);
  await expect(item.getByText("Draft", { exact: true })).toBeVisible();
  await expect(item.getByText("Does a sharper headline bring more bookmaker clicks?")).toBeVisible();
  await expect(fact(item, "Place")).toHaveText("Home page hero (headline and text)");
  await expect(fact(item, "Target metric")).toHaveText("Bookmaker clicks (any bookmaker link)");
  await expect(fact(item, "Confidence level")).toHaveText("90%");
  await expect(fact(item, "Start date")).toHaveText("Not started");
  await expect(fact(item, "Variants")).toHaveText("Control 50% / Variant A 50%");
  await expect(variantGroup(item, "Control").getByText("Shows the site as it is")).toBeVisible();
  await expect(variantGroup(item, "Control").getByLabel("Headline")).toHaveCount(0);
  await expect(variantGroup(item, "Control").getByLabel("Allocation (%)")).toHaveValue("50");
  await expect(variantGroup(item, "Variant A").getByLabel("Allocation (%)")).toHaveValue("50");
  await expect(statusActions(item).getByRole("button")).toHaveText(["Start"]);
});

test("a create the server never receives shows the spec's failure toast, destructive", async () => {
  const { page } = admin;
  await openAnalytics(page);
  await page.route("**/api/admin/abTests.create**", (route) => route.abort());
  await card(page).getByRole("button", { name: "New A/B Test" }).click();
  const dialog = page.getByRole("dialog", { name: "New A/B Test" });
  await dialog.getByLabel("Test name").fill("Never saved");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "Failed to create A/B test", "destructive");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.unroute("**/api/admin/abTests.create**");
  await expect(card(page).getByRole("listitem", { name: "Never saved" })).toHaveCount(0);
});

test("Variant A's hero content and the allocations are checked, saved and kept", async () => {
  const { page } = admin;
  await openAnalytics(page);
  const item = testItem(page);
  const control = variantGroup(item, "Control");
  const variantA = variantGroup(item, "Variant A");

  // The place's own rules, beside each field.
  await setHeroContent(item, "Hi", "Short");
  await expect(variantA.getByText("Enter a headline of 3 to 90 characters")).toBeVisible();
  await expect(variantA.getByText("Enter a text of 10 to 240 characters")).toBeVisible();

  await control.getByLabel("Allocation (%)").fill("30");
  await variantA.getByLabel("Allocation (%)").fill("60");
  await expect(item.getByText("Total allocation: 90%")).toBeVisible();
  await setHeroContent(item, "Sharper esports odds {year}", "Compare the welcome bonuses of licensed bookmakers.");
  await expect(item.getByRole("alert").filter({ hasText: "Traffic allocations must add up to 100%" })).toBeVisible();
  await expect(variantA.getByText("Enter a headline of 3 to 90 characters")).toHaveCount(0);
  await expect(fact(item, "Variants")).toHaveText("Control 50% / Variant A 50%");

  await control.getByLabel("Allocation (%)").fill("40");
  await expect(item.getByText("Total allocation: 100%")).toBeVisible();
  await item.getByRole("button", { name: "Save Variants" }).click();
  await expectToast(page, "Variants saved");
  await expect(item.getByText("Traffic allocations must add up to 100%")).toHaveCount(0);
  await expect(fact(item, "Variants")).toHaveText("Control 40% / Variant A 60%");

  await page.reload();
  await expect(fact(testItem(page), "Variants")).toHaveText("Control 40% / Variant A 60%");
  const reloaded = variantGroup(testItem(page), "Variant A");
  await expect(reloaded.getByLabel("Headline")).toHaveValue("Sharper esports odds {year}");
  await expect(reloaded.getByLabel("Text", { exact: true })).toHaveValue("Compare the welcome bonuses of licensed bookmakers.");
  await expect(reloaded.getByLabel("Allocation (%)")).toHaveValue("60");
});

test("Start runs the test: Running, a start date, the results with not enough data, and the editor gone", async () => {
  const { page } = admin;
  await openAnalytics(page);
  const item = testItem(page);
  await statusActions(item).getByRole("button", { name: "Start" }).click();
  await expectToast(page, STATUS_UPDATED);
  await expect(item.getByText("Running", { exact: true })).toBeVisible();
  await expect(fact(item, "Start date")).not.toHaveText("Not started");
  await expect(fact(item, "Start date")).toHaveText(/\d{4}/);
  await expect(fact(item, "End date")).toHaveText("—");
  await expect(statusActions(item).getByRole("button")).toHaveText(["Pause", "Complete"]);
  await expect(item.getByRole("button", { name: "Save Variants" })).toHaveCount(0);

  const results = item.getByRole("region", { name: "Results" });
  await expect(results.getByText(/^Fixed-horizon results/)).toBeVisible();
  await expect(results.getByText("Not enough data", { exact: true })).toBeVisible();
  await expect(results.getByRole("listitem")).toHaveText(["Control: 31 sessions more", "Variant A: 31 sessions more"]);
  const table = results.getByRole("table", { name: `Results of ${TEST_NAME}` });
  await expect(table.getByRole("columnheader", { name: "90% interval" })).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText("Control40%000.00%Baseline");
  await expect(table.getByRole("row").nth(2)).toContainText("Variant A60%000.00%");
  await expect(results.getByText("Winner", { exact: true })).toHaveCount(0);
  await expect(results.getByRole("alert")).toHaveCount(0);
  await expect(results.getByTestId("ab-results-chart")).toHaveText("No sessions yet.");
  await expect(results.getByRole("figure", { name: "Cumulative conversion rate per variant, per hour (UTC)" })).toBeAttached();
});

test("a second test on the same place cannot start while the first runs: the server's message", async () => {
  const { page } = admin;
  await openAnalytics(page);
  await createTest(page, "Second hero test");
  const second = testItem(page, "Second hero test");
  await setHeroContent(second, "Another headline", "Another text for the hero of the home page.");
  await expectToast(page, "Variants saved");
  await statusActions(second).getByRole("button", { name: "Start" }).click();
  await expectToast(page, "Another test is already running on this place. Pause or complete it first.", "destructive");
  await expect(second.getByText("Draft", { exact: true })).toBeVisible();
  // Newest first.
  await expect(card(page).getByRole("list", { name: "A/B tests" }).locator(":scope > li h4")).toHaveText(["Second hero test", TEST_NAME]);
});

test("Pause, Resume, then Complete after confirming: an end date and no actions left", async () => {
  const { page } = admin;
  await openAnalytics(page);
  const item = testItem(page);
  await statusActions(item).getByRole("button", { name: "Pause" }).click();
  await expectToast(page, STATUS_UPDATED);
  await expect(item.getByText("Paused", { exact: true })).toBeVisible();
  await expect(statusActions(item).getByRole("button")).toHaveText(["Resume", "Complete"]);

  await statusActions(item).getByRole("button", { name: "Resume" }).click();
  await expectToast(page, STATUS_UPDATED);
  await expect(item.getByText("Running", { exact: true })).toBeVisible();

  await statusActions(item).getByRole("button", { name: "Complete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Complete this test?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(item.getByText("Running", { exact: true })).toBeVisible();

  await statusActions(item).getByRole("button", { name: "Complete" }).click();
  await confirm.getByRole("button", { name: "Complete" }).click();
  await expectToast(page, STATUS_UPDATED);
  await expect(confirm).toBeHidden();
  await expect(item.getByText("Completed", { exact: true })).toBeVisible();
  await expect(fact(item, "End date")).toHaveText(/\d{4}/);
  await expect(statusActions(item)).toHaveCount(0);
  await expect(item.getByRole("button", { name: /^(Start|Pause|Resume|Complete)$/ })).toHaveCount(0);

  // A completed test's results open on request.
  await page.reload();
  const results = testItem(page).getByRole("region", { name: "Results" });
  const toggle = results.getByRole("button", { name: "Show results" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(results.getByRole("button", { name: "Hide results" })).toHaveAttribute("aria-expanded", "true");
  await expect(results.getByText("Not enough data", { exact: true })).toBeVisible();
});

test("at 320 px the card never scrolls sideways; its tables scroll in their own box", async () => {
  const { page } = admin;
  await page.setViewportSize({ width: 320, height: 800 });
  await openAnalytics(page);
  await testItem(page).getByRole("button", { name: "Show results" }).click();
  await expect(testItem(page).getByRole("table", { name: `Results of ${TEST_NAME}` })).toBeVisible();
  await expect(variantGroup(testItem(page, "Second hero test"), "Variant A")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
