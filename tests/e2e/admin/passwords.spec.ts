import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { confirmStepUp, sectionTab, signIn, signedInAdminPage } from "./flows";
import { currentStep, totp } from "./totp";

const ALICE = "e2e-pw-alice@example.com";
const BOB = "e2e-pw-bob@example.com";
const ALICE_NEW = "lantern quarry mosaic drift";
const BOB_NEW = "orchid tundra signal meadow";
type Factor = { secret: string; step: number; recoveryCodes: string[] };

let server: AdminServer | undefined;
const contexts: BrowserContext[] = [];
let alice: Page;
let aliceFactor: Factor;
let alicePassword = e2ePassword(ALICE);
let bob: Page;
let bobFactor: Factor;
let resetLink = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [ALICE, BOB].map((email) => ({ email, password: e2ePassword(email) })) });
  for (const [email, set] of [
    [ALICE, (p: Page, f: Factor) => ((alice = p), (aliceFactor = f))],
    [BOB, (p: Page, f: Factor) => ((bob = p), (bobFactor = f))],
  ] as const) {
    const signedIn = await signedInAdminPage(browser, email, e2ePassword(email));
    contexts.push(signedIn.context);
    set(signedIn.page, signedIn.factor);
  }
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

/**
 * Signs in with the password and the next unused authenticator code, or a recovery code: the server
 * takes a code at most one step ahead of the clock, so a second code within the same 30 seconds as
 * the step-up's would be refused.
 */
async function signInWith(page: Page, email: string, password: string, factor: Factor, second: "code" | "recovery code") {
  await signIn(page, email, password);
  if (second === "code") {
    const step = Math.max(currentStep(), factor.step + 1);
    await page.getByLabel("Verification code").fill(totp(factor.secret, step));
    factor.step = step;
  } else {
    await page.getByRole("button", { name: "Use recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(factor.recoveryCodes.shift()!);
  }
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(sectionTab(page, "Settings")).toBeVisible();
}

/** The page's next back-office call is refused as signed out: its session has ended. */
async function expectSignedOut(page: Page) {
  const refused = page.waitForResponse((r) => r.url().includes("/api/admin/") && r.url().includes("security."));
  await sectionTab(page, "Security").click();
  expect((await refused).status()).toBe(401);
}

test("an admin changes their password: a guessable one is refused with the reason, then the other sessions end and this one stays", async ({ browser }) => {
  // Alice is signed in a second time, elsewhere.
  const elsewhereContext = await browser.newContext();
  contexts.push(elsewhereContext);
  const elsewhere = await elsewhereContext.newPage();
  await signInWith(elsewhere, ALICE, alicePassword, aliceFactor, "recovery code");

  await alice.goto(`${ADMIN_BASE}/admin/settings`);
  const card = alice.getByRole("region", { name: "Password" });
  await card.getByLabel("Current password").fill(alicePassword);
  await card.getByLabel("New password", { exact: true }).fill("password1234");
  await card.getByLabel("Confirm new password").fill("password1234");
  await card.getByRole("button", { name: "Change Password" }).click();
  await confirmStepUp(alice, alicePassword, aliceFactor);
  await expect(card.getByRole("alert")).toHaveText(
    "This password is too easy to guess: this is similar to a commonly used password. Add more words that are less common.",
  );

  await card.getByLabel("New password", { exact: true }).fill(ALICE_NEW);
  await card.getByLabel("Confirm new password").fill(ALICE_NEW);
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(alice.getByText("Other sessions signed out: 1")).toBeVisible();
  await expect(card.getByLabel("Current password")).toHaveValue("");
  alicePassword = ALICE_NEW;
  await expect(alice.getByRole("region", { name: "Your Sessions" }).getByRole("listitem")).toHaveCount(1);

  await expectSignedOut(elsewhere);
  // The old password no longer signs in; the new one reaches the second-factor step.
  await signIn(elsewhere, ALICE, e2ePassword(ALICE));
  await expect(elsewhere.getByRole("alert")).toHaveText("Invalid login credentials");
  await signIn(elsewhere, ALICE, ALICE_NEW);
  await expect(elsewhere.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
});

test("an admin makes a reset link for another one; it is listed, and using it sets the password and signs that admin out everywhere", async ({ browser }) => {
  await alice.goto(`${ADMIN_BASE}/admin/settings`);
  const team = alice.getByRole("region", { name: "Team" });
  await expect(team.getByRole("button", { name: `Password Reset Link: ${ALICE}` })).toHaveCount(0);
  await team.getByRole("button", { name: `Password Reset Link: ${BOB}` }).click();
  // The step-up from the change above still counts unless it is over 5 minutes old: either the link or the dialog shows.
  const stepUpDialog = alice.getByRole("dialog", { name: "Confirm It Is You" });
  await expect(team.getByTestId("reset-link").or(stepUpDialog)).toBeVisible();
  if (await stepUpDialog.isVisible()) await confirmStepUp(alice, alicePassword, aliceFactor);
  resetLink = (await team.getByTestId("reset-link").textContent())!.trim();
  expect(resetLink).toMatch(new RegExp(`^${ADMIN_BASE}/auth#reset=[A-Za-z0-9_-]{43}$`));
  const pending = team.getByRole("region", { name: "Pending invitations" }).getByRole("listitem");
  await expect(pending).toContainText(BOB);
  await expect(pending).toContainText("Password reset");
  // From 360 px the Settings tab, long link included, fits the screen: nothing scrolls sideways.
  await alice.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => alice.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await alice.setViewportSize({ width: 1280, height: 720 });

  const holderContext = await browser.newContext();
  contexts.push(holderContext);
  const holder = await holderContext.newPage();
  await holder.goto(resetLink);
  await expect(holder.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await holder.getByLabel("New password", { exact: true }).fill("e2e-pw-bob-is-back");
  await holder.getByLabel("Confirm password").fill("e2e-pw-bob-is-back");
  await holder.getByRole("button", { name: "Set New Password" }).click();
  await expect(holder.getByRole("alert")).toHaveText("The password must not contain the part of the email address before the @");
  await holder.getByLabel("New password", { exact: true }).fill(BOB_NEW);
  await holder.getByLabel("Confirm password").fill(BOB_NEW);
  await holder.getByRole("button", { name: "Set New Password" }).click();
  await expect(holder.getByText(`New password set for ${BOB}.`)).toBeVisible();

  await expectSignedOut(bob);
  await holder.getByRole("button", { name: "Go to Sign In" }).click();
  await expect(holder).toHaveURL(`${ADMIN_BASE}/auth`);
  await signInWith(holder, BOB, BOB_NEW, bobFactor, "code");

  // Used once: the link is gone from the list and refused when opened again.
  await alice.reload();
  await expect(team.getByRole("region", { name: "Pending invitations" })).toContainText("No pending invitations.");
  const again = await holderContext.newPage();
  await again.goto(resetLink);
  await again.getByLabel("New password", { exact: true }).fill(BOB_NEW);
  await again.getByLabel("Confirm password").fill(BOB_NEW);
  await again.getByRole("button", { name: "Set New Password" }).click();
  await expect(again.getByRole("alert")).toHaveText("This password reset link is invalid or has expired.");
});
