import type { Browser, BrowserContext, Page } from "@playwright/test";
import { abCard, abTestItem, createAbTest, statusActions, variantGroup } from "./ab-test-flows";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { adminTab, openTab } from "./admin-screens";
import { MFA_REQUIRED, sectionNav, signIn } from "./flows";
import { currentStep, totp } from "./totp";

/**
 * Issue 23: every form message an admin can reach is in words an admin understands. This walks the
 * back office's forms with empty and invalid values, collects every message each attempt shows
 * (field errors, alerts, toasts) and fails on any that names a type or a schema, as zod's defaults
 * and the server's input summaries do ("Variant A: Invalid input: expected string, received undefined").
 */
const TECHNICAL =
  /\b(expected|received)\b|\bundefined\b|\bNaN\b|\bnull\b|invalid input|invalid_\w+|\btoo (small|big)\b|\bzod\b|\bschema\b|\bregex\b|\bpattern\b|\bstring\b|\bint\b|\bboolean\b|\benum\b|\buuid\b|[<>]=|\b\w+\.\w+(\.\w+)*:/i;

const EMAIL = "e2e-form-messages@example.com";
const PASSWORD = e2ePassword(EMAIL);

let server: AdminServer | undefined;
const contexts: BrowserContext[] = [];
/** Every message seen, by the step that showed it. */
const seen: { step: string; message: string }[] = [];

// A control that is not there fails the step at once, not at the end of the walk's time.
test.use({ actionTimeout: 10_000 });

test.beforeAll(async ({ adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: PASSWORD }] });
});
test.afterAll(async () => {
  for (const c of contexts) await c.close();
  await server?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Every visible alert (a field's message, a form's error) and notification (toast). */
const messageBoxes = (page: Page) => page.locator('[role="alert"]:visible, [role="status"][aria-label="Notifications"] > div:visible');

/** The texts of every message on the page now. */
function shownMessages(page: Page): Promise<string[]> {
  return messageBoxes(page).evaluateAll((els) =>
    els
      .map((el) =>
        (el as HTMLElement).innerText
          .replace(/\s+/g, " ")
          .replace(/Dismiss notification$/, "")
          .trim(),
      )
      .filter(Boolean),
  );
}

/**
 * Runs an attempt, waits for the message it must show, then records every message on the page:
 * each must be in plain words. `expected` is one of them (a field's message, a toast's title).
 */
async function attempt(page: Page, step: string, act: () => Promise<void>, expected: string | RegExp) {
  await act();
  await expect(messageBoxes(page).filter({ hasText: expected }).first()).toBeVisible();
  const messages = await shownMessages(page);
  expect(messages.length, `${step}: no message shown`).toBeGreaterThan(0);
  for (const message of messages) seen.push({ step, message });
  for (const message of messages) expect(message, `${step} shows a message naming a type or a schema`).not.toMatch(TECHNICAL);
}

/** Dismisses every toast, so the next attempt's messages are its own. */
async function clearToasts(page: Page) {
  const dismiss = page.getByRole("status", { name: "Notifications" }).getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

let factor = { secret: "", step: 0 };
async function nextCode(): Promise<string> {
  await expect.poll(currentStep, { timeout: 35_000 }).toBeGreaterThanOrEqual(factor.step);
  factor.step = Math.max(currentStep(), factor.step + 1);
  return totp(factor.secret, factor.step);
}

test("every form of the back office answers empty and invalid values in plain words", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await newPage(browser);

  // Sign-in.
  await page.goto(`${ADMIN_BASE}/auth`);
  const signInButton = page.getByRole("button", { name: "Sign In" });
  await attempt(page, "sign-in, empty", () => signInButton.click(), "Email and password are required");
  await attempt(
    page,
    "sign-in, wrong password",
    async () => {
      await page.getByLabel("Email").fill(EMAIL);
      await page.getByLabel("Password").fill("not the password");
      await signInButton.click();
    },
    "Invalid login credentials",
  );

  // Forced enrolment: the code field, empty and short.
  await signIn(page, EMAIL, PASSWORD);
  await expect(page.getByText(MFA_REQUIRED)).toBeVisible();
  await page.getByRole("button", { name: "Set Up Authenticator" }).click();
  factor = { secret: (await page.getByTestId("mfa-secret").textContent())!.trim(), step: 0 };
  await page.getByRole("button", { name: "Continue" }).click();
  const enrol = page.getByRole("button", { name: "Verify and Enable" });
  const setupCode = page.getByLabel("Enter the 6-digit code from your authenticator app");
  await attempt(page, "authenticator setup, empty", () => enrol.click(), "Please enter a 6-digit verification code");
  await attempt(page, "authenticator setup, wrong code", async () => (await setupCode.fill("000000"), await enrol.click()), "Invalid verification code");
  await setupCode.fill(await nextCode());
  await enrol.click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(sectionNav(page)).toBeVisible();

  // The two-factor screen of another sign-in: empty, short, a recovery code that is none.
  const second = await newPage(browser);
  await signIn(second, EMAIL, PASSWORD);
  const verify = second.getByRole("button", { name: "Verify" });
  await attempt(second, "two-factor, empty", () => verify.click(), "Please enter a valid verification code");
  await attempt(
    second,
    "two-factor, short",
    async () => (await second.getByLabel("Verification code").fill("123"), await verify.click()),
    "Please enter a valid verification code",
  );
  await second.getByRole("button", { name: "Use recovery code instead" }).click();
  await attempt(
    second,
    "two-factor, recovery",
    async () => (await second.getByLabel("Recovery code").fill("ZZZZZZZZ"), await verify.click()),
    /verification code|recovery code/i,
  );

  await walkBookmakers(page);
  await walkTeams(page);
  await walkJurisdictions(page);
  await walkSecurity(page);
  await walkAnalytics(page);
  await walkSettings(page);
  await test.info().attach("messages seen", { body: JSON.stringify(seen, null, 2), contentType: "application/json" });
  // The walk reached every tab's forms.
  expect(new Set(seen.map((s) => s.step.split(",")[0]))).toEqual(
    new Set([
      "sign-in",
      "authenticator setup",
      "two-factor",
      "new bookmaker",
      "bookmaker content",
      "redirect slug",
      "team list",
      "jurisdiction rule",
      "licence",
      "preview",
      "audit log filters",
      "export",
      "new A/B test",
      "variants",
      "start A/B test",
      "dashboard view",
      "change password",
      "step-up",
      "invite",
    ]),
  );
});

async function walkBookmakers(page: Page) {
  await openTab(page, adminTab("bookmakers"));
  await page.getByRole("button", { name: "Add Bookmaker" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Bookmaker" });
  const add = dialog.getByRole("button", { name: "Add Bookmaker" });
  await attempt(page, "new bookmaker, empty", () => add.click(), "Name is required");
  await attempt(
    page,
    "new bookmaker, invalid",
    async () => {
      await dialog.getByLabel("Name", { exact: true }).fill("Walk Odds");
      await dialog.getByLabel("Rating").fill("abc");
      await dialog.getByLabel("Website URL").fill("bookmaker dot com");
      await dialog.getByRole("button", { name: "Add Key Feature" }).click();
      await dialog.getByLabel("Feature 1 description").fill("No title");
      await add.click();
    },
    "Rating must be a number from 1 to 5",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const vortex = page.getByRole("article", { name: "Vortex Bet", exact: true });
  await vortex.getByRole("button", { name: "Edit Content: Vortex Bet" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Content: Vortex Bet" });
  await attempt(
    page,
    "bookmaker content, rating out of range and no URLs for its slug",
    async () => {
      await edit.getByLabel("Rating").fill("7");
      await edit.getByLabel("Website URL").fill("");
      await edit.getByLabel("Affiliate URL (admin only)").fill("");
      await edit.getByRole("button", { name: "Save Changes" }).click();
    },
    "Rating must be a number from 1 to 5",
  );
  await edit.getByLabel("Rating").fill("4.8");
  await attempt(
    page,
    "bookmaker content, slug without a URL",
    () => edit.getByRole("button", { name: "Save Changes" }).click(),
    "Failed to update bookmaker content.",
  );
  await clearToasts(page);
  await edit.getByRole("button", { name: "Cancel" }).click();

  const slug = vortex.getByLabel("Redirect Slug", { exact: true });
  const save = vortex.getByRole("button", { name: "Save redirect slug of Vortex Bet" });
  await attempt(page, "redirect slug, empty", async () => (await slug.fill(""), await save.click()), "Enter a redirect slug");
  await attempt(page, "redirect slug, malformed", async () => (await slug.fill("Bad Slug!"), await save.click()), /Use lowercase letters/);
  await attempt(page, "redirect slug, reserved", async () => (await slug.fill("admin"), await save.click()), "This word is reserved; choose another slug");
  await attempt(page, "redirect slug, taken", async () => (await slug.fill("nordic-odds"), await save.click()), "Failed to update redirect URL.");
  await clearToasts(page);
}

async function walkTeams(page: Page) {
  await openTab(page, adminTab("teams"));
  await page.getByRole("button", { name: "Edit Teams" }).first().click();
  await page.getByLabel("Region name").first().fill("");
  await attempt(page, "team list, a region without a name", () => page.getByRole("button", { name: "Save Changes" }).click(), /region|name/i);
  await page.getByRole("button", { name: "Cancel Edit" }).first().click();
}

async function walkJurisdictions(page: Page) {
  await openTab(page, adminTab("jurisdictions"));
  await page.getByRole("button", { name: "Add Rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Rule" });
  const add = dialog.getByRole("button", { name: "Add Rule" });
  await attempt(page, "jurisdiction rule, empty", () => add.click(), /country code/);
  await attempt(
    page,
    "jurisdiction rule, invalid",
    async () => (await dialog.getByLabel("Jurisdiction code").fill("XX"), await dialog.getByLabel("Helpline link").fill("helpline dot org"), await add.click()),
    "Must be an absolute http(s) URL, such as https://bookmaker.example",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const licence = page.getByRole("form", { name: /^Licence of / });
  await licence.getByLabel("Jurisdictions").fill("GB, atlantis");
  await attempt(
    page,
    "licence, an unknown code",
    () => licence.getByRole("button", { name: "Save Licence" }).click(),
    /atlantis is not a country or region code/,
  );
  const where = page.getByRole("form", { name: "Preview a visitor's place" });
  await where.getByLabel("Visitor's location").fill("");
  await attempt(page, "preview, empty", () => where.getByRole("button", { name: "Preview" }).click(), /country code/);
}

async function walkSecurity(page: Page) {
  await openTab(page, adminTab("security"));
  const log = page.getByRole("region", { name: "Audit Log" });
  await attempt(
    page,
    "audit log filters, a range backwards",
    async () => {
      await log.getByLabel("From (UTC)").fill("2999-01-02");
      await log.getByLabel("To (UTC)").fill("2999-01-01");
    },
    "The start date must be on or before the end date",
  );
  await log.getByRole("button", { name: "Reset Filters" }).click();
}

async function walkAnalytics(page: Page) {
  await openTab(page, adminTab("analytics"));
  const exportCard = page.getByRole("region", { name: "Export" });
  await attempt(
    page,
    "export, a range backwards",
    async () => {
      await exportCard.getByLabel("From (UTC)").fill("2026-02-02");
      await exportCard.getByLabel("To (UTC)").fill("2026-01-01");
    },
    /before|after|range|start/i,
  );

  await abCard(page).getByRole("button", { name: "New A/B Test" }).click();
  const dialog = page.getByRole("dialog", { name: "New A/B Test" });
  await dialog.getByLabel("Test name").fill("Walk test");
  const confidence = dialog.getByLabel("Confidence level (%)");
  await attempt(
    page,
    "new A/B test, confidence out of range",
    async () => (await confidence.fill("150"), await dialog.getByRole("button", { name: "Create" }).click()),
    /Confidence level must be/,
  );
  await attempt(
    page,
    "new A/B test, confidence empty",
    async () => (await confidence.fill(""), await dialog.getByRole("button", { name: "Create" }).click()),
    /Confidence level must be/,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // A test started without its variant's content: the "Variant A: Invalid input: expected string, received undefined".
  await createAbTest(page, "Walk test");
  const item = abTestItem(page, "Walk test");
  await attempt(page, "start A/B test, Variant A without content", () => statusActions(item).getByRole("button", { name: "Start" }).click(), /^Variant A: /);
  await clearToasts(page);

  const variantA = variantGroup(item, "Variant A");
  const saveVariants = item.getByRole("button", { name: "Save Variants" });
  await attempt(
    page,
    "variants, empty content and allocation",
    async () => {
      await variantA.getByLabel("Headline").fill("");
      await variantA.getByLabel("Allocation (%)").fill("");
      await saveVariants.click();
    },
    "Enter a headline of 3 to 90 characters",
  );
  await attempt(
    page,
    "variants, allocations over 100%",
    async () => {
      await variantA.getByLabel("Headline").fill("A headline");
      await variantA.getByLabel("Text", { exact: true }).fill("A text long enough");
      await variantA.getByLabel("Allocation (%)").fill("60");
      await variantGroup(item, "Control").getByLabel("Allocation (%)").fill("60");
      await saveVariants.click();
    },
    "Traffic allocations must add up to 100%",
  );

  const views = page.getByRole("region", { name: "Custom Dashboard Views" });
  await views.getByRole("button", { name: "New View" }).click();
  const viewDialog = page.getByRole("dialog").filter({ has: page.getByLabel("View name") });
  for (const box of await viewDialog.getByRole("checkbox").all()) await box.uncheck();
  await viewDialog.getByLabel("Refresh interval (seconds)").fill("5");
  await attempt(page, "dashboard view, empty", () => viewDialog.locator('button[type="submit"]').click(), "Please enter a view name");
  await viewDialog.getByRole("button", { name: "Cancel" }).click();
}

async function walkSettings(page: Page) {
  await openTab(page, adminTab("settings"));
  const card = page.getByRole("region", { name: "Password" });
  const change = card.getByRole("button", { name: "Change Password" });
  await attempt(page, "change password, empty", () => change.click(), /password/i);
  await attempt(
    page,
    "change password, not the same twice",
    async () => {
      await card.getByLabel("Current password").fill(PASSWORD);
      await card.getByLabel("New password", { exact: true }).fill("lantern quarry mosaic drift");
      await card.getByLabel("Confirm new password").fill("lantern quarry mosaic");
      await change.click();
    },
    /match|same/i,
  );
  await card.getByLabel("Confirm new password").fill("lantern quarry mosaic drift");
  await change.click();
  const stepUp = page.getByRole("dialog", { name: "Confirm It Is You" });
  await expect(stepUp).toBeVisible();
  await attempt(page, "step-up, empty", () => stepUp.getByRole("button", { name: "Confirm" }).click(), /password|code/i);
  await attempt(
    page,
    "step-up, wrong code",
    async () => {
      await stepUp.getByLabel("Your password").fill(PASSWORD);
      await stepUp.getByLabel("Authenticator code").fill("000000");
      await stepUp.getByRole("button", { name: "Confirm" }).click();
    },
    /Invalid password or verification code/,
  );
  await page.keyboard.press("Escape");
  await expect(stepUp).toBeHidden();

  const team = page.getByRole("region", { name: "Team" });
  const invite = team.getByRole("button", { name: "Invite Admin" });
  await attempt(page, "invite, empty", () => invite.click(), /email/i);
  await attempt(page, "invite, not an email", async () => (await team.getByLabel("New admin's email").fill("not an email"), await invite.click()), /email/i);
}
