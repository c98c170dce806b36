import type { Page } from "@playwright/test";
import { ADMIN_BASE, createAdminWithCli, expect, test, type AdminServer } from "./admin-server";
import { confirmStepUp, enrolAuthenticator, sectionTab, signIn as signInAs, signOut } from "./flows";
import { currentStep, totp } from "./totp";

const EMAIL = "e2e-admin@example.com";
const PASSWORD = "e2e correct horse battery staple";

let server: AdminServer | undefined;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

// The one spec whose admin is made by the command-line tool itself: the compiled one a production install runs.
test.beforeAll(async ({ adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({
    beforeStart: (database) => expect(createAdminWithCli(database, { email: EMAIL, password: PASSWORD })).toContain(`Created admin ${EMAIL}`),
  });
});
test.afterAll(() => server?.stop());

const signIn = (page: Page) => signInAs(page, EMAIL, PASSWORD);

test("admin: create by command, sign in, enrol TOTP, sign in with a code and with a recovery code", async ({ page }) => {
  const response = await page.goto(`${ADMIN_BASE}/auth`);
  expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // The sign-in contract's rule, checked in the form: both fields required, each marked invalid.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(["Email and password are required", "Email and password are required"]);
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  // First sign-in: enrolment is forced (on the default section's URL).
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  const { secret, step: enrolStep, recoveryCodes } = await enrolAuthenticator(page);
  expect(recoveryCodes).toHaveLength(8);

  await expect(page.getByText(`Welcome back, ${EMAIL}`)).toBeVisible();
  for (const tab of ["Analytics", "Bookmakers", "Teams", "Security", "Debug Tools", "Settings"]) {
    await expect(sectionTab(page, tab)).toBeVisible();
  }
  await expect(sectionTab(page, "Analytics")).toHaveAttribute("aria-current", "page");
  await signOut(page);

  // Sign in with a fresh code (the enrolment code itself is never accepted again).
  await signIn(page);
  await expect(page.getByRole("button", { name: "Verify" })).toBeVisible();
  await page.getByLabel("Verification code").fill("123");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid verification code");
  await page.getByLabel("Verification code").fill(totp(secret, enrolStep));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid verification code");
  const signInStep = Math.max(currentStep(), enrolStep + 1);
  await page.getByLabel("Verification code").fill(totp(secret, signInStep));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Welcome back, ${EMAIL}`)).toBeVisible();
  await sectionTab(page, "Security").click();
  await expect(page.getByText("Auth Attempts")).toBeVisible();
  await expect(page.getByTestId("stat-Auth Attempts")).not.toHaveText("0");
  await signOut(page);

  // Sign in with a recovery code.
  await signIn(page);
  await page.getByRole("button", { name: "Use recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!.toLowerCase());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Welcome back, ${EMAIL}`)).toBeVisible();

  // A code used up: new ones replace the rest, and only after a step-up (the session alone is not enough).
  await sectionTab(page, "Settings").click();
  await expect(page.getByText("Recovery codes left: 7")).toBeVisible();
  await page.getByRole("button", { name: "New Recovery Codes" }).click();
  await page.getByRole("alertdialog", { name: "Make new recovery codes?" }).getByRole("button", { name: "Make New Codes" }).click();
  // The step-up's code must come after the sign-in's (never a step twice) and within the server's one
  // step of drift, so it waits for the authenticator's clock to reach the sign-in's step.
  await expect.poll(currentStep, { timeout: 35_000 }).toBeGreaterThanOrEqual(signInStep);
  await confirmStepUp(page, PASSWORD, { secret, step: signInStep });
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(8);
  await expect(page.getByText("Recovery codes left: 8")).toBeVisible();
  await signOut(page);

  // Signed out: /admin sends the browser back to /auth.
  await page.goto(`${ADMIN_BASE}/admin`);
  await expect(page).toHaveURL(/\/auth$/);
});
