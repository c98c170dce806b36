import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ADMIN_BASE } from "./admin-server";
import { currentStep, totp } from "./totp";

export const MFA_REQUIRED = "MFA is required for admin accounts. Please complete the setup to continue.";

/** The tab bar: a nav of links, one per admin section. */
export const sectionNav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });
export const sectionTab = (page: Page, label: string) => sectionNav(page).getByRole("link", { name: label, exact: true });

export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${ADMIN_BASE}/auth`);
  await expect(page.getByText("Admin access only. Unauthorized access is prohibited.")).toBeVisible();
  await expect(page.getByText("Contact administrator for access requests.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
}

/** Completes the forced authenticator enrolment shown to an account without a second factor. */
export async function enrolAuthenticator(page: Page): Promise<{ secret: string; step: number; recoveryCodes: string[] }> {
  await expect(page.getByText(MFA_REQUIRED)).toBeVisible();
  await page.getByRole("button", { name: "Set Up Authenticator" }).click();
  await expect(page.getByAltText("QR code for your authenticator app")).toBeVisible();
  const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  await page.getByRole("button", { name: "Continue" }).click();
  const step = currentStep();
  await page.getByLabel("Enter the 6-digit code from your authenticator app").fill(totp(secret, step));
  await page.getByRole("button", { name: "Verify and Enable" }).click();
  await expect(page.getByText("MFA Enabled Successfully")).toBeVisible();
  const recoveryCodes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(sectionNav(page)).toBeVisible();
  return { secret, step, recoveryCodes };
}

/**
 * Answers the step-up dialog (password and a current code). The server never accepts a step twice
 * and allows one step of drift, so the code is for the current step, or the one after the last step
 * this factor used when that is later; `factor.step` is moved on to the step used.
 */
export async function confirmStepUp(page: Page, password: string, factor: { secret: string; step: number }) {
  const dialog = page.getByRole("dialog", { name: "Confirm It Is You" });
  await expect(dialog).toBeVisible();
  const step = Math.max(currentStep(), factor.step + 1);
  await dialog.getByLabel("Your password").fill(password);
  await dialog.getByLabel("Authenticator code").fill(totp(factor.secret, step));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  factor.step = step;
}

/** The admin app's own calls carry these (the server's CSRF guard, admin-api.ts, requires them on a POST). */
const ADMIN_CALL_HEADERS = { "x-eb-admin": "1", "sec-fetch-site": "same-origin", "content-type": "application/json" };

async function adminCall<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.post(`${ADMIN_BASE}/api/admin/${path}`, { headers: ADMIN_CALL_HEADERS, data: input });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/**
 * A browser context of its own, signed in as `email` with a freshly enrolled authenticator, on the
 * back office's first screen. The sign-in and the enrolment are the admin app's own calls made over
 * the context's request client, whose cookies (session, known device) are the context's: the specs
 * that need a signed-in admin start from here, while admin-auth.spec.ts and mfa-safety.spec.ts go
 * through the sign-in and enrolment screens themselves.
 */
export async function signedInAdminPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  await adminCall(context.request, "auth.signIn", { email, password });
  const { factorId, secret } = await adminCall<{ factorId: string; secret: string }>(context.request, "mfa.enroll", { friendlyName: "Authenticator app" });
  const step = currentStep();
  const { recoveryCodes } = await adminCall<{ recoveryCodes: string[] }>(context.request, "mfa.verifyEnrollment", { factorId, code: totp(secret, step) });
  const page = await context.newPage();
  await page.goto(`${ADMIN_BASE}/admin`);
  await expect(sectionNav(page)).toBeVisible();
  return { context, page, factor: { secret, step, recoveryCodes } };
}

/** A screen-reader announcement (the sortable list's live region), in the page once it has been made. */
export const announced = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();

/**
 * dnd-kit announces the pick-up at once, but measures the drop targets (and attaches its arrow-key
 * listener) in the effects and timer that follow; an arrow pressed before then moves nothing. Those
 * have run once the page has rendered two more frames.
 */
export const dropTargetsMeasured = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
