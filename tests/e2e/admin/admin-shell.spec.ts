import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, expect, test, type AdminServer } from "./admin-server";
import { confirmStepUp, enrolAuthenticator, MFA_REQUIRED, sectionNav, sectionTab, signIn } from "./flows";
import { closeOpened } from "../../support/close-opened";

const EMAIL = "e2e-shell@example.com";
const PASSWORD = "e2e shell staple battery horse";
const SETUP_CANCELLED = "MFA setup cancelled. Your existing MFA method remains active.";
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SECTIONS = ["analytics", "bookmakers", "teams", "security", "debug", "settings"];

let server: AdminServer | undefined;
// One signed-in browser for the whole file: every sign-in and TOTP code costs time and rate-limit budget.
let context: BrowserContext;
let page: Page;
/** The authenticator enrolled last, for the step-ups that resetting asks for. */
let factor: { secret: string; step: number };

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: PASSWORD }] });
  context = await browser.newContext();
  page = await context.newPage();
});
test.afterAll(async () => {
  await closeOpened(context);
  await server?.stop();
});

test("forced MFA enrolment blocks every section, deep links included, then opens the linked one", async () => {
  await signIn(page, EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await page.goto(`${ADMIN_BASE}/admin/security`);
  await expect(page.getByText(MFA_REQUIRED)).toBeVisible();
  await expect(sectionNav(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Security Dashboard" })).toHaveCount(0);

  factor = await enrolAuthenticator(page);
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole("heading", { name: "Security Dashboard" })).toBeVisible();
});

test("a deep link opens its section, marked as the current tab", async () => {
  await page.goto(`${ADMIN_BASE}/admin/security`);
  await expect(page.getByRole("heading", { name: "Security Dashboard" })).toBeVisible();
  await expect(sectionTab(page, "Security")).toHaveAttribute("aria-current", "page");
  await expect(sectionTab(page, "Analytics")).not.toHaveAttribute("aria-current");
  await expect(page).toHaveTitle("Security | Admin Dashboard");
  await expect(page.getByTestId("stat-Auth Attempts")).not.toHaveText("0");
});

test("/admin opens Analytics; tabs change the URL and the back button returns to the previous section", async () => {
  await page.goto(`${ADMIN_BASE}/admin`);
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(sectionTab(page, "Analytics")).toHaveAttribute("aria-current", "page");

  await sectionTab(page, "Teams").click();
  await expect(page).toHaveURL(/\/admin\/teams$/);
  await expect(page.getByRole("heading", { name: "Team Management" })).toBeVisible();
  await sectionTab(page, "Settings").click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("region", { name: "System Settings" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/teams$/);
  await expect(page.getByRole("heading", { name: "Team Management" })).toBeVisible();
  await expect(sectionTab(page, "Teams")).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/teams$/);
});

test("each section's code is fetched only when the section is first visited", async ({ browser }) => {
  // A new context (same session cookie, empty cache) sees every script request.
  const fresh = await browser.newContext({ storageState: await context.storageState() });
  const p = await fresh.newPage();
  const scripts: string[] = [];
  p.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const fetched = (section: string) => scripts.some((path) => path.includes(`/${section}-section-`));

  await p.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(p.getByRole("heading", { name: "Analytics", exact: true })).toBeVisible();
  expect(SECTIONS.filter(fetched)).toEqual(["analytics"]);

  await sectionTab(p, "Security").click();
  await expect(p.getByRole("heading", { name: "Security Dashboard" })).toBeVisible();
  expect(SECTIONS.filter(fetched)).toEqual(["analytics", "security"]);
  await fresh.close();
});

test("the tab bar works from the keyboard alone, with a visible focus ring", async () => {
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(page.getByRole("heading", { name: "Analytics", exact: true })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(sectionTab(page, "Analytics")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const teams = sectionTab(page, "Teams");
  await expect(teams).toBeFocused();
  await expect(teams).not.toHaveCSS("box-shadow", "none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/teams$/);
  await expect(teams).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Team Management" })).toBeVisible();
});

test("at 390 px the tab bar scrolls sideways, the page does not, and a deep-linked tab is in view", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto(`${ADMIN_BASE}/admin/settings`);
    await expect(page.getByRole("region", { name: "System Settings" })).toBeVisible();
    await expect(sectionTab(page, "Settings")).toBeInViewport();
    expect(
      await sectionNav(page)
        .getByRole("list")
        .evaluate((el) => el.scrollWidth > el.clientWidth),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test("the System Settings card shows the server's tracking state, and its click count follows real clicks", async () => {
  const home = await page.request.get(`${ADMIN_BASE}/`);
  const slug = /href="\/go\/([^"/?]+)"/.exec(await home.text())?.[1];
  expect(slug, "the demo home page links a bookmaker through /go").toBeTruthy();

  const card = page.getByRole("region", { name: "System Settings" });
  const clicks = async () => Number(/([\d,]+) \/go clicks? in the last 24 hours/.exec((await card.textContent()) ?? "")?.[1]?.replace(/,/g, ""));
  await page.goto(`${ADMIN_BASE}/admin/settings`);
  for (const [name, state] of [
    ["Cookie Consent", "Active"],
    ["Analytics Tracking", "Enabled"],
    ["Affiliate Tracking", "Enabled"],
  ] as const) {
    await expect(card.getByRole("listitem").filter({ hasText: name })).toContainText(state);
  }
  await expect(card).toContainText(/active redirects?/);
  const before = await clicks();
  expect(Number.isFinite(before)).toBe(true);

  // A browser user agent: /go counts bots separately from clicks.
  const go = await page.request.get(`${ADMIN_BASE}/go/${slug}`, { maxRedirects: 0, headers: { "user-agent": CHROME_UA } });
  expect(go.status()).toBe(302);
  await expect
    .poll(async () => {
      await page.reload();
      await expect(card.getByText("Cookie Consent")).toBeVisible();
      return clicks();
    })
    .toBeGreaterThan(before);
});

test("a section whose data fails to load says so, and Retry loads it", async () => {
  await page.route(/\/api\/admin\/[^?]*system\.status/, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }));
  await page.goto(`${ADMIN_BASE}/admin/settings`);
  const card = page.getByRole("region", { name: "System Settings" });
  await expect(card.getByRole("alert")).toContainText("Data Loading Error");
  await expect(card.getByRole("alert")).toContainText("Unable to load data. This might be a temporary issue.");
  await page.unroute(/\/api\/admin\/[^?]*system\.status/);
  await card.getByRole("button", { name: "Retry" }).click();
  await expect(card.getByText("Cookie Consent")).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
});

test("Add Method asks first; declining keeps the method and says so in a toast that leaves after 5 s", async () => {
  // A controlled clock for the toast's timer (time still flows; runFor jumps it forward).
  await page.clock.install();
  await page.goto(`${ADMIN_BASE}/admin/settings`);
  await expect(page.getByText("Recovery codes left: 8")).toBeVisible();
  await expect(page.getByRole("button", { name: "Set Up New Authenticator" })).toHaveCount(0);

  await page.getByRole("button", { name: "Add Method" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Replace your MFA method?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  const toast = page.getByRole("status", { name: "Notifications" }).getByText(SETUP_CANCELLED);
  await expect(toast).toBeVisible();
  await expect(page.getByText("Recovery codes left: 8")).toBeVisible();
  await page.clock.runFor(4_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toBeHidden();

  // Escape declines too.
  await page.getByRole("button", { name: "Add Method" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(toast).toBeVisible();
  await expect(sectionTab(page, "Settings")).toHaveAttribute("aria-current", "page");
});

test("accepting Add Method resets MFA and shows the setup for the new authenticator", async () => {
  await page.goto(`${ADMIN_BASE}/admin/settings`);
  await page.getByRole("button", { name: "Add Method" }).click();
  await page.getByRole("alertdialog", { name: "Replace your MFA method?" }).getByRole("button", { name: "Reset and Set Up" }).click();
  // Resetting a factor needs a fresh step-up: password and a current code.
  await confirmStepUp(page, PASSWORD, factor);
  await expect(page.getByRole("status", { name: "Notifications" }).getByText("MFA Reset Complete")).toBeVisible();
  await expect(sectionNav(page)).toHaveCount(0);

  factor = await enrolAuthenticator(page);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByText("Recovery codes left: 8")).toBeVisible();
});

test("Reset MFA asks first: Cancel changes nothing, Reset MFA removes the method and forces a new setup", async () => {
  await page.goto(`${ADMIN_BASE}/admin/settings`);
  await page.getByRole("button", { name: "Reset MFA" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Reset MFA?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SETUP_CANCELLED)).toHaveCount(0);
  await expect(page.getByText("Recovery codes left: 8")).toBeVisible();

  await page.getByRole("button", { name: "Reset MFA" }).click();
  await dialog.getByRole("button", { name: "Reset MFA" }).click();
  await confirmStepUp(page, PASSWORD, factor);
  await expect(page.getByText("MFA Reset Complete")).toBeVisible();
  await expect(page.getByText(MFA_REQUIRED)).toBeVisible();
  await expect(sectionNav(page)).toHaveCount(0);
});
