import type { BrowserContext, Locator, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { MFA_REQUIRED, sectionNav, sectionTab, signIn, signedInAdminPage } from "./flows";
import { currentStep, totp } from "./totp";

/**
 * Issue 23: the two-factor settings ask before the actions that take effect at once (new recovery
 * codes, disabling a factor), even inside the step-up window, and every code field takes a code
 * pasted the way authenticator apps show it ("123 456").
 */
const EMAIL = "e2e-mfa-safety@example.com";
const PASSWORD = e2ePassword(EMAIL);

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;
let factor: { secret: string; step: number };
const contexts: BrowserContext[] = [];

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: PASSWORD }] });
  ({ context, page, factor } = await signedInAdminPage(browser, EMAIL, PASSWORD));
});
test.afterAll(async () => {
  for (const c of contexts) await c.close();
  await context?.close();
  await server?.stop();
});

/**
 * The next code this factor may use, as an app shows it: "123 456". The server never takes a step
 * twice and allows one step of drift, so when the last code used was already a step ahead this
 * waits for the authenticator's clock to catch up.
 */
async function nextSpacedCode(f: { secret: string; step: number }): Promise<string> {
  await expect.poll(currentStep, { timeout: 35_000 }).toBeGreaterThanOrEqual(f.step);
  f.step = Math.max(currentStep(), f.step + 1);
  const code = totp(f.secret, f.step);
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** Pastes into a field as the browser's editing does (a typed or pasted text respects maxlength; `fill` would not). */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.press("ControlOrMeta+a");
  await field.page().keyboard.insertText(text);
}

/** The step-up dialog, answered with a pasted code; when the last one is still fresh it does not open. */
async function stepUpIfAsked(p: Page, done: Locator) {
  const dialog = p.getByRole("dialog", { name: "Confirm It Is You" });
  await expect(dialog.or(done)).toBeVisible();
  if (!(await dialog.isVisible())) return;
  await dialog.getByLabel("Your password").fill(PASSWORD);
  const code = dialog.getByLabel("Authenticator code");
  await paste(code, await nextSpacedCode(factor));
  await expect(code).toHaveValue(/^\d{6}$/);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
}

test("a code pasted as an authenticator app shows it ('123 456') signs in whole, not cut to five digits", async ({ browser }) => {
  const other = await browser.newContext();
  contexts.push(other);
  const p = await other.newPage();
  await signIn(p, EMAIL, PASSWORD);
  const field = p.getByLabel("Verification code");
  const spaced = await nextSpacedCode(factor);
  await paste(field, spaced);
  await expect(field).toHaveValue(spaced.replace(" ", ""));
  await p.getByRole("button", { name: "Verify" }).click();
  await expect(sectionNav(p)).toBeVisible();
});

test("New Recovery Codes asks first: Cancel changes nothing; confirming replaces the codes, and it asks again inside the step-up window", async () => {
  const regenerations: string[] = [];
  page.on("request", (r) => r.url().includes("mfa.regenerateRecoveryCodes") && regenerations.push(r.url()));
  await page.goto(`${ADMIN_BASE}/admin/settings`);
  await expect(page.getByText("Recovery codes left: 8")).toBeVisible();

  const button = page.getByRole("button", { name: "New Recovery Codes" });
  const question = page.getByRole("alertdialog", { name: "Make new recovery codes?" });
  await button.click();
  await expect(question).toContainText("Your current recovery codes stop working at once");
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  expect(regenerations).toEqual([]);

  await button.click();
  await question.getByRole("button", { name: "Make New Codes" }).click();
  const codes = page.getByTestId("recovery-codes").locator("li");
  await stepUpIfAsked(page, codes.first());
  await expect(codes).toHaveCount(8);
  expect(regenerations.length).toBeGreaterThan(0);

  // The step-up is fresh now: the server alone would let a second click through, the question does not.
  const sent = regenerations.length;
  await button.click();
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  expect(regenerations).toHaveLength(sent);
});

test("Disable asks first and says what removing the only factor means; confirmed, the account must set one up again, and a pasted code enrols it", async () => {
  await page.goto(`${ADMIN_BASE}/admin/settings`);
  const disable = page.getByRole("button", { name: "Disable Authenticator app" });
  const question = page.getByRole("alertdialog", { name: "Disable your only authenticator?" });
  await disable.click();
  await expect(question).toContainText("is the only second factor on your account");
  await expect(question).toContainText("set up an authenticator again before you can use the dashboard");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(disable).toBeVisible();

  await disable.click();
  await question.getByRole("button", { name: "Disable and Remove MFA" }).click();
  await stepUpIfAsked(page, page.getByText(MFA_REQUIRED));
  await expect(page.getByText(MFA_REQUIRED)).toBeVisible();
  await expect(sectionNav(page)).toHaveCount(0);

  // Enrolling again, the code goes in pasted with its space.
  await page.getByRole("button", { name: "Set Up Authenticator" }).click();
  const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  await page.getByRole("button", { name: "Continue" }).click();
  factor = { secret, step: 0 };
  const field = page.getByLabel("Enter the 6-digit code from your authenticator app");
  await paste(field, await nextSpacedCode(factor));
  await expect(field).toHaveValue(/^\d{6}$/);
  await page.getByRole("button", { name: "Verify and Enable" }).click();
  await expect(page.getByText("MFA Enabled Successfully")).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(sectionTab(page, "Settings")).toBeVisible();
});
