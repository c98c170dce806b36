import { expect, test, type Page } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { ADMIN_BASE, createAdmin, resetAdminData, startAdminServer, stopAdminServer } from "./admin-server";
import { currentStep, totp } from "./totp";

const EMAIL = "e2e-admin@example.com";
const PASSWORD = "e2e correct horse battery staple";

let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  resetAdminData();
  expect(createAdmin(EMAIL, PASSWORD)).toContain(`Created admin ${EMAIL}`);
  server = await startAdminServer();
});
test.afterAll(() => stopAdminServer(server));

async function signIn(page: Page) {
  await page.goto(`${ADMIN_BASE}/auth`);
  await expect(page.getByText("Admin access only. Unauthorized access is prohibited.")).toBeVisible();
  await expect(page.getByText("Contact administrator for access requests.")).toBeVisible();
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
}

test("admin: create by command, sign in, enrol TOTP, sign in with a code and with a recovery code", async ({ page }) => {
  const response = await page.goto(`${ADMIN_BASE}/auth`);
  expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");

  // First sign-in: enrolment is forced.
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("MFA is required for admin accounts. Please complete the setup to continue.")).toBeVisible();
  await page.getByRole("button", { name: "Set Up Authenticator" }).click();
  await expect(page.getByAltText("QR code for your authenticator app")).toBeVisible();
  const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  await page.getByRole("button", { name: "Continue" }).click();
  const enrolStep = currentStep();
  await page.getByLabel("Enter the 6-digit code from your authenticator app").fill(totp(secret, enrolStep));
  await page.getByRole("button", { name: "Verify and Enable" }).click();
  await expect(page.getByText("MFA Enabled Successfully")).toBeVisible();
  const recoveryCodes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  expect(recoveryCodes).toHaveLength(8);
  await page.getByRole("button", { name: "Done" }).click();

  await expect(page.getByText(`Welcome back, ${EMAIL}`)).toBeVisible();
  for (const tab of ["Analytics", "Bookmakers", "Teams", "Security", "Debug Tools", "Settings"]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }
  await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
  await signOut(page);

  // Sign in with a fresh code (the enrolment code itself is never accepted again).
  await signIn(page);
  await expect(page.getByRole("button", { name: "Verify" })).toBeVisible();
  await page.getByLabel("Verification code").fill(totp(secret, enrolStep));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid verification code");
  await page.getByLabel("Verification code").fill(totp(secret, Math.max(currentStep(), enrolStep + 1)));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Welcome back, ${EMAIL}`)).toBeVisible();
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByText("Auth Attempts")).toBeVisible();
  await expect(page.getByTestId("stat-Auth Attempts")).not.toHaveText("0");
  await signOut(page);

  // Sign in with a recovery code.
  await signIn(page);
  await page.getByRole("button", { name: "Use recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]!.toLowerCase());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Welcome back, ${EMAIL}`)).toBeVisible();
  await signOut(page);

  // Signed out: /admin sends the browser back to /auth.
  await page.goto(`${ADMIN_BASE}/admin`);
  await expect(page).toHaveURL(/\/auth$/);
});
