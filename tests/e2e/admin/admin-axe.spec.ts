import type { BrowserContext, Page } from "@playwright/test";
import { axeViolations } from "../axe";
import { ADMIN_BASE, e2ePassword, expect, test } from "./admin-server";
import { ADMIN_TABS, AUDIT_VIEWPORTS, adminCall, bookmakerContent, emptyWorld, fillVisitorEvents, openTab, settled } from "./admin-screens";
import { enrolAuthenticator, MFA_REQUIRED, signIn } from "./flows";

/**
 * Issue 23: axe-core finds no violation on /auth, the two-factor screens and every admin tab, with
 * data and with an empty back office, at 390 and 1400 px. Each screen is audited as it is first
 * shown and, where it has a form, with that form's messages showing.
 */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** Audits the page as it is now at each width; `prepare` runs after each resize (a screen that changes with it). */
async function auditAtEachWidth(page: Page, screen: string, found: string[], prepare?: () => Promise<void>) {
  for (const viewport of AUDIT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await prepare?.();
    for (const v of await axeViolations(page)) found.push(`${screen} @${viewport.width}: ${v}`);
  }
}

async function auditSignInScreens(page: Page, second: Page, email: string, found: string[]) {
  await page.goto(`${ADMIN_BASE}/auth`);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await auditAtEachWidth(page, "/auth", found);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await auditAtEachWidth(page, "/auth with its messages", found);

  await signIn(page, email, e2ePassword(email));
  await expect(page.getByText(MFA_REQUIRED)).toBeVisible();
  await auditAtEachWidth(page, "forced two-factor setup", found);
  await enrolAuthenticator(page);

  // The same account in another browser: its sign-in now asks for the second factor.
  await signIn(second, email, e2ePassword(email));
  await expect(second.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
  await auditAtEachWidth(second, "two-factor screen", found);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second.getByRole("alert")).toBeVisible();
  await auditAtEachWidth(second, "two-factor screen with its message", found);
  await second.getByRole("button", { name: "Use recovery code instead" }).click();
  await expect(second.getByLabel("Recovery code")).toBeVisible();
  await auditAtEachWidth(second, "two-factor screen, recovery code", found);
}

async function auditTabs(page: Page, state: string, found: string[]) {
  for (const tab of ADMIN_TABS) {
    await openTab(page, tab);
    await auditAtEachWidth(page, `${tab.label} (${state})`, found, () => settled(page));
  }
}

async function twoBrowsers(browser: import("@playwright/test").Browser) {
  const pages: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    contexts.push(context);
    pages.push(await context.newPage());
  }
  return pages as [Page, Page];
}

test("axe: 0 violations on /auth, the two-factor screens and every tab, with data, at 390 and 1400 px", async ({ browser, adminServers }) => {
  test.setTimeout(300_000);
  const email = "e2e-axe-data@example.com";
  await adminServers.open({ admins: [{ email, password: e2ePassword(email) }], fill: (db) => fillVisitorEvents(db) });
  const [page, second] = await twoBrowsers(browser);
  const found: string[] = [];
  await auditSignInScreens(page, second, email, found);
  // A/B tests, a saved view and a draft bookmaker without a redirect, so every card has something to list.
  await adminCall(page, "bookmakers.create", { content: bookmakerContent({ name: "Draft Odds" }) });
  // Two tests: each has its own results and variants landmarks, which must not share a name.
  await adminCall(page, "abTests.create", { name: "Hero headline", place: "home_hero" });
  await adminCall(page, "abTests.create", { name: "CTA wording", place: "bookmaker_cta" });
  await adminCall(page, "dashboardViews.create", {
    name: "Summary and tables",
    config: { components: ["analytics-summary", "smart-alerts", "real-time-updates", "bookmaker-performance", "content-performance"] },
  });
  await auditTabs(page, "with data", found);
  // The Analytics tab showing the saved view instead of the built-in arrangement.
  await openTab(page, ADMIN_TABS[0]);
  await page.getByLabel("Dashboard view", { exact: true }).selectOption({ label: "Summary and tables" });
  await expect(page.getByRole("group", { name: "Dashboard view: Summary and tables" })).toBeVisible();
  await auditAtEachWidth(page, "Analytics, saved view (with data)", found, () => settled(page));
  expect(found).toEqual([]);
});

test("axe: 0 violations on every tab of an empty back office at 390 and 1400 px", async ({ browser, adminServers }) => {
  test.setTimeout(300_000);
  const email = "e2e-axe-empty@example.com";
  await adminServers.open({ admins: [{ email, password: e2ePassword(email) }], fill: emptyWorld });
  const [page] = await twoBrowsers(browser);
  await signIn(page, email, e2ePassword(email));
  await enrolAuthenticator(page);
  const found: string[] = [];
  await auditTabs(page, "empty", found);
  expect(found).toEqual([]);
});
