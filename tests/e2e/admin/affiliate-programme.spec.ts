import { createHmac } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { confirmStepUp, signedInAdminPage } from "./flows";

// Issue 27: an admin sets a bookmaker's affiliate programme on the Bookmakers tab, generates its
// postback secret (after a step-up), and the programme's signed postback with it is accepted.

const EMAIL = "e2e-affiliate-programme@example.com";

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;
let factor: { secret: string; step: number };

test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: e2ePassword(EMAIL) }] });
  ({ context, page, factor } = await signedInAdminPage(browser, EMAIL, e2ePassword(EMAIL)));
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const card = () => page.getByRole("region", { name: "Affiliate Programmes" });
const form = () => card().getByRole("form", { name: "Affiliate programme of Lucky Frag" });

test("save the click id parameter, postback key and deal terms; bad input is named on its field", async () => {
  await page.goto(`${ADMIN_BASE}/admin/bookmakers`);
  await card().getByLabel("Bookmaker").selectOption({ label: "Lucky Frag" });
  await expect(form().getByText("No postback secret yet: every postback is refused until one is generated.")).toBeVisible();

  await form().getByLabel("Click id parameter").fill("btag");
  await expect(form().getByText("Each counted /go click adds btag={click id} to the Affiliate URL.")).toBeVisible();
  await form().getByLabel("Postback key").fill("Lucky Frag!");
  await form().getByLabel("CPA amount").fill("150.5");
  await form().getByLabel("Revenue share (%)").fill("130");
  await form().getByRole("button", { name: "Save Programme" }).click();
  await expect(form().getByText("Postback key: 2 to 63 lower-case letters, digits and dashes")).toBeVisible();
  await expect(form().getByText("CPA currency: needed with a CPA amount")).toBeVisible();
  await expect(form().getByText("Revenue share: a percentage from 0 to 100")).toBeVisible();

  await form().getByLabel("Postback key").fill("luckyfrag");
  await expect(form().getByText(`The programme reports to ${ADMIN_BASE}/api/postbacks/luckyfrag`)).toBeVisible();
  await form().getByLabel("CPA currency").fill("eur");
  await form().getByLabel("Revenue share (%)").fill("25");
  await form().getByRole("button", { name: "Save Programme" }).click();
  await expect(page.getByRole("status", { name: "Notifications" })).toContainText("Affiliate programme saved");
  await expect(form().getByLabel("CPA currency")).toHaveValue("EUR");

  // Read back after a reload: what was saved is what the form shows.
  await page.reload();
  await card().getByLabel("Bookmaker").selectOption({ label: "Lucky Frag" });
  await expect(form().getByLabel("Click id parameter")).toHaveValue("btag");
  await expect(form().getByLabel("Postback key")).toHaveValue("luckyfrag");
  await expect(form().getByLabel("CPA amount")).toHaveValue("150.5");
  await expect(form().getByLabel("Revenue share (%)")).toHaveValue("25");
});

test("generate the postback secret after a step-up; the programme's signed postback is accepted, a forged one refused", async () => {
  await form().getByRole("button", { name: "Generate Secret" }).click();
  await confirmStepUp(page, e2ePassword(EMAIL), factor);
  const secret = (await form().getByTestId("programme-secret").textContent())!.trim();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await expect(form().getByTestId("programme-secret-state")).toHaveText("A postback secret is set.");
  await expect(form().getByRole("button", { name: "Replace Secret" })).toBeVisible();

  const query = new URLSearchParams({ clickid: "not-a-click-of-ours", event: "registration", txid: "E2E-1" }).toString();
  const send = (key: string) =>
    fetch(`${ADMIN_BASE}/api/postbacks/luckyfrag?${query}`, { headers: { "x-signature": `sha256=${createHmac("sha256", key).update(query).digest("hex")}` } });
  expect((await send("a-forged-secret")).status).toBe(401);
  const accepted = await send(secret);
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual({ ok: true, duplicate: false });

  // A replaced secret stops working as soon as the change's notification reaches the server's
  // programme cache (LISTEN, milliseconds; waited for here); the new one works.
  // The step-up confirmed above still holds (STEP_UP_MAX_AGE_MINUTES), so no dialog this time.
  await form().getByRole("button", { name: "Hide" }).click();
  await expect(form().getByTestId("programme-secret")).toHaveCount(0);
  await form().getByRole("button", { name: "Replace Secret" }).click();
  await expect(form().getByTestId("programme-secret")).toBeVisible();
  const replaced = (await form().getByTestId("programme-secret").textContent())!.trim();
  expect(replaced).not.toBe(secret);
  await expect.poll(async () => (await send(secret)).status).toBe(401);
  expect((await send(replaced)).status).toBe(200);

  // The secret was shown once; saving the form again keeps it (the generate moved the version on).
  await form().getByRole("button", { name: "Hide" }).click();
  await expect(form().getByTestId("programme-secret")).toHaveCount(0);
  await form().getByLabel("Revenue share (%)").fill("30");
  await form().getByRole("button", { name: "Save Programme" }).click();
  await expect(page.getByRole("status", { name: "Notifications" })).toContainText("Affiliate programme saved");
  await expect(form().getByTestId("programme-secret-state")).toHaveText("A postback secret is set.");
});
