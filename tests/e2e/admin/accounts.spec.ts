import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { confirmStepUp, enrolAuthenticator, sectionTab, signIn } from "./flows";

const FIRST = "e2e-first-admin@example.com";
const FIRST_PASSWORD = e2ePassword(FIRST);
const SECOND = "e2e-invited-admin@example.com";
const SECOND_PASSWORD = "invited admin's long password";

let server: AdminServer | undefined;
let firstContext: BrowserContext | undefined;
let first: Page;
let firstFactor: { secret: string; step: number };
let secondContext: BrowserContext | undefined;
let secondFactor: { secret: string; step: number } | undefined;
let inviteLink = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: FIRST, password: FIRST_PASSWORD }] });
  firstContext = await browser.newContext();
  first = await firstContext.newPage();
  await signIn(first, FIRST, FIRST_PASSWORD);
  firstFactor = await enrolAuthenticator(first);
});
test.afterAll(async () => {
  await secondContext?.close();
  await firstContext?.close();
  await server?.stop();
});

const team = (page: Page) => page.getByRole("region", { name: "Team" });

test("an admin invites another one: the invitation asks for a step-up, then shows a one-time link", async () => {
  await first.goto(`${ADMIN_BASE}/admin/settings`);
  const card = team(first);
  await expect(card.getByRole("listitem", { name: FIRST })).toContainText("2FA on");
  await card.getByLabel("New admin's email").fill(SECOND);
  await card.getByRole("button", { name: "Invite Admin" }).click();
  await confirmStepUp(first, FIRST_PASSWORD, firstFactor);
  // The refused invitation was sent again after the confirmation.
  inviteLink = (await card.getByTestId("invitation-link").textContent())!.trim();
  expect(inviteLink).toMatch(new RegExp(`^${ADMIN_BASE}/auth#invite=[A-Za-z0-9_-]{43}$`));
  await expect(card.getByRole("region", { name: "Pending invitations" })).toContainText(SECOND);
  await expect(card.getByText(/^Identity confirmed until /)).toBeVisible();

  // The admin's own sessions: this one, marked, with the browser reduced to name and major version.
  const sessions = first.getByRole("region", { name: "Your Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("listitem")).toContainText(/^Desktop \(\w+\) · Chrome \d+This session/);
  await expect(sessions.getByText("This session")).toBeVisible();

  // At 375 px the card (with the long link) fits the screen: nothing scrolls sideways.
  await first.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await first.setViewportSize({ width: 1280, height: 720 });
});

test("the invited admin sets a password in a fresh browser, signs in and must enrol TOTP; the link then no longer works", async ({ browser }) => {
  secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await second.goto(inviteLink);
  await expect(second.getByRole("heading", { name: "Admin Invitation" })).toBeVisible();
  await second.getByLabel("New password", { exact: true }).fill(SECOND_PASSWORD);
  await second.getByLabel("Confirm password").fill("something else entirely");
  await second.getByRole("button", { name: "Create Account" }).click();
  await expect(second.getByText("The passwords do not match")).toBeVisible();
  await second.getByLabel("Confirm password").fill(SECOND_PASSWORD);
  await second.getByRole("button", { name: "Create Account" }).click();
  await expect(second.getByText(`Account created for ${SECOND}.`)).toBeVisible();
  await second.getByRole("button", { name: "Go to Sign In" }).click();
  await expect(second).toHaveURL(`${ADMIN_BASE}/auth`);

  await signIn(second, SECOND, SECOND_PASSWORD);
  secondFactor = await enrolAuthenticator(second);

  // Single use: opening the link again and submitting is refused.
  const again = await secondContext.newPage();
  await again.goto(inviteLink);
  await again.getByLabel("New password", { exact: true }).fill(SECOND_PASSWORD);
  await again.getByLabel("Confirm password").fill(SECOND_PASSWORD);
  await again.getByRole("button", { name: "Create Account" }).click();
  await expect(again.getByRole("alert")).toHaveText("This invitation link is invalid or has expired.");
  await again.close();
});

test("the new admin removes the first account's role with a step-up; the first account's open page is refused at its next call", async () => {
  const second = secondContext!.pages()[0]!;
  await second.goto(`${ADMIN_BASE}/admin/settings`);
  const card = team(second);
  await expect(card.getByRole("listitem", { name: SECOND })).toContainText("2FA on");
  await card.getByRole("button", { name: `Remove Admin Role: ${FIRST}` }).click();
  await second.getByRole("alertdialog", { name: "Remove the admin role?" }).getByRole("button", { name: "Remove Admin Role" }).click();
  await confirmStepUp(second, SECOND_PASSWORD, secondFactor!);
  await expect(second.getByText("Admin role removed").first()).toBeVisible();
  await expect(card.getByRole("listitem", { name: FIRST })).toContainText("No role");

  // The first admin's page is still open on the Settings tab; its next call is refused.
  const refused = first.waitForResponse((r) => r.url().includes("/api/admin/") && r.url().includes("security."));
  await sectionTab(first, "Security").click();
  expect((await refused).status()).toBe(401);
  await expect(first.getByText("Data Loading Error").first()).toBeVisible();
  await first.reload();
  await expect(first).toHaveURL(/\/auth$/);
  await expect(first.getByRole("button", { name: "Sign In" })).toBeVisible();
});
