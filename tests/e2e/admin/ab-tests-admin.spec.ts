import { request as apiRequest, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import type { RunningTest } from "@eb/api";
import { variantFor } from "@eb/api/testing";
import { EXPERIMENT_SESSION_COOKIE } from "@eb/api/shared";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { abCard, abTestItem, adminGet, changeStatus, createAbTest, expectToast, fact, setHeroContent, statusActions, variantGroup } from "./ab-test-flows";
import { signedInAdminPage } from "./flows";
import { closeOpened } from "../../support/close-opened";

/**
 * Two admins: every admin mutation counts against the spec's limit of 20 per 5 minutes per admin
 * (opening the Analytics tab records a view), so the second one runs the tests with visitor data.
 */
const ADMIN = "e2e-ab-tests@example.com";
const SECOND = "e2e-ab-tests-2@example.com";
const password = e2ePassword;
const TEST_NAME = "Hero headline test";
const CREATED = "A/B test created successfully";
const STATUS_UPDATED = "Test status updated successfully";

let server: AdminServer | undefined;
let admin: { context: BrowserContext; page: Page };
let second: { context: BrowserContext; page: Page };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

/** A listed test as the server's assignment reads it (id, place, metric, variants with allocations). */
async function runningTest(page: Page, name: string): Promise<RunningTest> {
  const listed = (await adminGet<(RunningTest & { name: string })[]>(page, "abTests.list")).find((t) => t.name === name);
  expect(listed).toBeDefined();
  return listed!;
}

type VariantSessions = { sessions: number; conversions: number };

const VISITOR = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/**
 * A visitor's Accept: the server issues the experiment session (a signed cookie) to a browser on the
 * site's own page. Each visitor comes from an address of its own (the server, behind TRUST_PROXY=1,
 * reads it from X-Forwarded-For), as real visitors do: one address is issued only a few sessions.
 */
async function consentedVisitor(n: number): Promise<{ sessionId: string; cookie: string; address: string }> {
  const address = `10.77.${(n >> 8) & 255}.${n & 255}`;
  // A browser of its own: a context's cookie jar would send the previous visitor's cookie, which the server keeps.
  const browser = await apiRequest.newContext();
  const res = await browser.post(`${ADMIN_BASE}/api/experiment-session`, {
    headers: { "sec-fetch-site": "same-origin", "x-forwarded-for": address, "user-agent": VISITOR },
  });
  await browser.dispose();
  expect(res.status()).toBe(204);
  const value = new RegExp(`(?:^|\\s)${EXPERIMENT_SESSION_COOKIE}=([^;]+)`).exec(res.headers()["set-cookie"] ?? "")?.[1];
  expect(value).toBeDefined();
  return { sessionId: value!.split(".")[0]!, cookie: `${EXPERIMENT_SESSION_COOKIE}=${value}`, address };
}

/**
 * Consented visitors' beacons, as the public tracker sends them: the place shown (exposure), then for
 * the first `conversions` sessions of each variant a bookmaker click. Visitors are issued sessions
 * in turn and kept when the test's hash puts theirs in a variant that still needs sessions.
 */
async function sendSessions(visitors: APIRequestContext, test: RunningTest, wanted: Record<number, VariantSessions>) {
  const left = structuredClone(wanted);
  for (let i = 0; Object.values(left).some((w) => w.sessions > 0); i++) {
    expect(i).toBeLessThan(1_000);
    const visitor = await consentedVisitor(test.id * 1_000 + i);
    const need = left[variantFor(test, visitor.sessionId)!.id];
    if (!need || need.sessions === 0) continue;
    const ts = Date.now();
    const events: unknown[] = [{ type: "experiment_exposure", data: { experiment: test.id }, pageUrl: "/", ts }];
    if (need.conversions > 0) events.push({ type: "bookmaker_click", data: { bookmaker: "Demo" }, pageUrl: "/", ts: ts + 1 });
    const res = await visitors.post(`${ADMIN_BASE}/api/events`, {
      headers: { cookie: visitor.cookie, "x-forwarded-for": visitor.address, "user-agent": VISITOR, accept: "*/*" },
      data: { sessionId: "s_e2e_tab_analytics", events },
    });
    expect(res.status()).toBe(204);
    need.sessions -= 1;
    need.conversions = Math.max(0, need.conversions - 1);
  }
}

/** Visitors' sessions for a running test, per variant in order (control first); returns once the server has written them all. */
async function visitTest(page: Page, name: string, perVariant: VariantSessions[]) {
  const running = await runningTest(page, name);
  const visitors = await apiRequest.newContext();
  await sendSessions(visitors, running, Object.fromEntries(running.variants.map((v, i) => [v.id, perVariant[i]!])));
  await visitors.dispose();
  // Beacons are written in batches.
  const total = perVariant.reduce((sum, v) => sum + v.sessions, 0);
  await expect
    .poll(async () => {
      const results = await adminGet<{ verdict: { variants: { sessions: number }[] } }>(page, "abTests.results", { id: running.id });
      return results.verdict.variants.reduce((sum, v) => sum + v.sessions, 0);
    })
    .toBe(total);
}

/** Opens the Analytics tab unless it is open already: each opening records an audited, throttled view. */
async function openAnalyticsOnce(page: Page) {
  if (new URL(page.url()).pathname !== "/admin/analytics") await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(abCard(page)).toBeVisible();
}

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(240_000);
  // Visitors' addresses come in X-Forwarded-For, as behind the one proxy of a real deployment.
  server = await adminServers.open({ admins: [ADMIN, SECOND].map((email) => ({ email, password: password(email) })), env: { TRUST_PROXY: "1" } });
  admin = await signedInAdminPage(browser, ADMIN, password(ADMIN));
  second = await signedInAdminPage(browser, SECOND, password(SECOND));
});
test.afterAll(async () => {
  await closeOpened(admin, second);
  await server?.stop();
});

test("Create stays disabled while the name is blank; a created test is a draft with Control 50% and Variant A 50%", async () => {
  const { page } = admin;
  await openAnalyticsOnce(page);
  await expect(abCard(page).getByText("No A/B tests yet")).toBeVisible();

  await abCard(page).getByRole("button", { name: "New A/B Test" }).click();
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

  const item = abTestItem(page, TEST_NAME);
  await expect(item.getByText("Draft", { exact: true })).toBeVisible();
  await expect(item.getByText("Does a sharper headline bring more bookmaker clicks?")).toBeVisible();
  await expect(fact(item, "Place")).toHaveText("Home page hero (headline and text)");
  await expect(fact(item, "Target metric")).toHaveText("Bookmaker clicks (tracked clicks on any bookmaker link)");
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
  await openAnalyticsOnce(page);
  await page.route("**/api/admin/abTests.create**", (route) => route.abort());
  await abCard(page).getByRole("button", { name: "New A/B Test" }).click();
  const dialog = page.getByRole("dialog", { name: "New A/B Test" });
  await dialog.getByLabel("Test name").fill("Never saved");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "Failed to create A/B test", "destructive", false);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.unroute("**/api/admin/abTests.create**");
  await expect(abCard(page).getByRole("listitem", { name: "Never saved" })).toHaveCount(0);
});

test("Variant A's hero content and the allocations are checked, saved and kept", async () => {
  const { page } = admin;
  await openAnalyticsOnce(page);
  const item = abTestItem(page, TEST_NAME);
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
  await expect(fact(abTestItem(page, TEST_NAME), "Variants")).toHaveText("Control 40% / Variant A 60%");
  const reloaded = variantGroup(abTestItem(page, TEST_NAME), "Variant A");
  await expect(reloaded.getByLabel("Headline")).toHaveValue("Sharper esports odds {year}");
  await expect(reloaded.getByLabel("Text", { exact: true })).toHaveValue("Compare the welcome bonuses of licensed bookmakers.");
  await expect(reloaded.getByLabel("Allocation (%)")).toHaveValue("60");
});

test("Start runs the test: Running, a start date, the results with not enough data, and the editor gone", async () => {
  const { page } = admin;
  await openAnalyticsOnce(page);
  const item = abTestItem(page, TEST_NAME);
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
  await openAnalyticsOnce(page);
  await createAbTest(page, "Second hero test");
  const second = abTestItem(page, "Second hero test");
  await setHeroContent(second, "Another headline", "Another text for the hero of the home page.");
  await expectToast(page, "Variants saved");
  await statusActions(second).getByRole("button", { name: "Start" }).click();
  await expectToast(page, "Another test is already running on this place. Pause or complete it first.", "destructive");
  await expect(second.getByText("Draft", { exact: true })).toBeVisible();
  // Newest first.
  await expect(abCard(page).getByRole("list", { name: "A/B tests" }).locator(":scope > li h4")).toHaveText(["Second hero test", TEST_NAME]);
});

test("Pause, Resume, then Complete after confirming: an end date and no actions left", async () => {
  const { page } = admin;
  await openAnalyticsOnce(page);
  const item = abTestItem(page, TEST_NAME);
  await changeStatus(page, item, "Pause");
  await expect(item.getByText("Paused", { exact: true })).toBeVisible();
  await expect(statusActions(item).getByRole("button")).toHaveText(["Resume", "Complete"]);

  await changeStatus(page, item, "Resume");
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
  const results = abTestItem(page, TEST_NAME).getByRole("region", { name: "Results" });
  const toggle = results.getByRole("button", { name: "Show results" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(results.getByRole("button", { name: "Hide results" })).toHaveAttribute("aria-expanded", "true");
  await expect(results.getByText("Not enough data", { exact: true })).toBeVisible();
});

test("with sessions: rates, the lift with its interval and confidence, the Winner badge and the chart", async () => {
  const { page } = second;
  // This admin's tab was opened at sign-in, before the other admin's tests existed.
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  const item = abTestItem(page, "Second hero test");
  // The first test is completed, so the place is free.
  await changeStatus(page, item, "Start");
  await expect(item.getByText("Running", { exact: true })).toBeVisible();

  await visitTest(page, "Second hero test", [
    { sessions: 45, conversions: 14 },
    { sessions: 45, conversions: 36 },
  ]);

  await page.reload();
  const results = abTestItem(page, "Second hero test").getByRole("region", { name: "Results" });
  await expect(results.getByText("Variant A wins")).toBeVisible();
  const rows = results.getByRole("table", { name: "Results of Second hero test" }).getByRole("row");
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["Control", "50%", "45", "14", "31.11%", "Baseline", "—Baseline", "—Baseline"]);
  // 14/45 against 36/45: the lift's delta-method interval at the test's 95% and 1 − p (Welch's t-test).
  await expect(rows.nth(2).getByRole("cell")).toHaveText(["Variant AWinner", "50%", "45", "36", "80.00%", "+157.1%", "+37.5% to +276.8%", "98.9%"]);
  await expect(rows.nth(1).getByText("Winner", { exact: true })).toHaveCount(0);
  await expect(results.getByRole("alert")).toHaveCount(0);
  // The chart for the eye, its figures in a table for screen readers.
  await expect(results.getByTestId("ab-results-chart").locator("svg path").first()).toBeAttached();
  const figure = results.getByRole("figure", { name: "Cumulative conversion rate per variant, per hour (UTC)" });
  await expect(figure.getByRole("table").getByRole("row").last().getByRole("cell")).toHaveText(["31.11%", "80.00%"]);
});

test("sessions split far from the allocation: the sample-ratio-mismatch warning and no winner", async () => {
  const { page } = second;
  await openAnalyticsOnce(page);
  await createAbTest(page, "CTA test", "Bookmaker card CTA text");
  const item = abTestItem(page, "CTA test");
  const variantA = variantGroup(item, "Variant A");
  await variantA.getByLabel("CTA text").fill("x");
  await item.getByRole("button", { name: "Save Variants" }).click();
  await expect(variantA.getByText("Enter a CTA text of 2 to 40 characters")).toBeVisible();
  await variantA.getByLabel("CTA text").fill("Grab {bonus} today");
  await item.getByRole("button", { name: "Save Variants" }).click();
  await expectToast(page, "Variants saved");
  await changeStatus(page, item, "Start");

  // Every session in the control: nothing like the 50/50 allocation.
  await visitTest(page, "CTA test", [
    { sessions: 20, conversions: 15 },
    { sessions: 0, conversions: 0 },
  ]);

  await page.reload();
  const results = abTestItem(page, "CTA test").getByRole("region", { name: "Results" });
  await expect(results.getByRole("alert")).toContainText("Sample ratio mismatch");
  await expect(results.getByRole("alert")).toContainText("p < 0.001");
  await expect(results.getByText("Winner", { exact: true })).toHaveCount(0);
  await expect(results.getByText("Not enough data", { exact: true })).toHaveCount(0);
});

test("a first-deposits test: chosen with its help in the dialog, and its results say late conversions can still change them", async () => {
  const { page } = second;
  await openAnalyticsOnce(page);
  // The home hero is free once the second hero test is completed.
  await changeStatus(page, abTestItem(page, "Second hero test"), "Complete");

  await abCard(page).getByRole("button", { name: "New A/B Test" }).click();
  const dialog = page.getByRole("dialog", { name: "New A/B Test" });
  await dialog.getByLabel("Test name").fill("Deposits test");
  await dialog.getByLabel("Target metric").selectOption({ label: "First deposits (reported by the bookmakers for the session's clicks)" });
  await expect(dialog.getByText(/reports a first deposit for one of its \/go clicks/)).toBeVisible();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, CREATED);
  const item = abTestItem(page, "Deposits test");
  await expect(fact(item, "Target metric")).toHaveText("First deposits (reported by the bookmakers for the session's clicks)");
  await setHeroContent(item, "Deposit with the best odds", "Compare bonuses before you register and deposit.");
  await expectToast(page, "Variants saved");
  await changeStatus(page, item, "Start");
  const results = item.getByRole("region", { name: "Results" });
  await expect(results.getByText("these results keep changing until 30 days after the test ends", { exact: false })).toBeVisible();

  await changeStatus(page, item, "Complete");
  await page.reload();
  const completed = abTestItem(page, "Deposits test").getByRole("region", { name: "Results" });
  await completed.getByRole("button", { name: "Show results" }).click();
  await expect(completed.getByText(/^Late conversions can still change these results until .*\d{4}/)).toBeVisible();
});

test("at 320 px the card never scrolls sideways; its tables scroll in their own box", async () => {
  const { page } = second;
  await page.setViewportSize({ width: 320, height: 800 });
  await openAnalyticsOnce(page);
  await abTestItem(page, TEST_NAME).getByRole("button", { name: "Show results" }).click();
  await expect(abTestItem(page, TEST_NAME).getByRole("table", { name: `Results of ${TEST_NAME}` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
