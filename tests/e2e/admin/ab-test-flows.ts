import { expect, type Locator, type Page } from "@playwright/test";
import { ADMIN_BASE } from "./admin-server";

/** The admin's A/B Testing Framework card (Analytics tab) and its parts. */
export const abCard = (page: Page) => page.getByRole("region", { name: "A/B Testing Framework", exact: true });
export const abTestItem = (page: Page, name: string) => abCard(page).getByRole("listitem", { name, exact: true });
export const fact = (item: Locator, term: string) => item.locator(`dt:text-is("${term}") + dd`);
export const variantGroup = (item: Locator, name: string) => item.getByRole("group", { name, exact: true });
export const statusActions = (item: Locator) => item.getByRole("group", { name: /^Status actions for / });

/**
 * The one toast with this title, with its variant. It is dismissed once checked, so the next check
 * sees a fresh one; not while a dialog is open (a click outside a modal dialog closes it).
 */
export async function expectToast(page: Page, title: string, variant: "default" | "destructive" = "default", dismiss = true) {
  const toast = page
    .getByRole("status", { name: "Notifications" })
    .locator(":scope > div")
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute("data-variant", variant);
  if (!dismiss) return;
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
}

/** A tRPC query as the admin app sends it (same origin, the admin client's header). */
export async function adminGet<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await page.request.get(`${ADMIN_BASE}/api/admin/${path}${query}`, { headers: { "x-eb-admin": "1", origin: ADMIN_BASE } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

export async function openAnalytics(page: Page) {
  await page.goto(`${ADMIN_BASE}/admin/analytics`);
  await expect(abCard(page)).toBeVisible();
}

/** Fills the New A/B Test dialog and creates the test. */
export async function createAbTest(page: Page, name: string, place = "Home page hero (headline and text)", confidence = "95") {
  await abCard(page).getByRole("button", { name: "New A/B Test" }).click();
  const dialog = page.getByRole("dialog", { name: "New A/B Test" });
  await dialog.getByLabel("Test name").fill(name);
  await dialog.getByLabel("Place").selectOption({ label: place });
  await dialog.getByLabel("Confidence level (%)").fill(confidence);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectToast(page, "A/B test created successfully");
  await expect(dialog).toBeHidden();
}

/** Gives a draft home-hero test's Variant A its content and saves it. */
export async function setHeroContent(item: Locator, headline: string, text: string) {
  const variantA = variantGroup(item, "Variant A");
  await variantA.getByLabel("Headline").fill(headline);
  await variantA.getByLabel("Text", { exact: true }).fill(text);
  await item.getByRole("button", { name: "Save Variants" }).click();
}

/** Start, Pause, Resume or Complete (confirmed), and the spec's toast. */
export async function changeStatus(page: Page, item: Locator, action: "Start" | "Pause" | "Resume" | "Complete") {
  await statusActions(item).getByRole("button", { name: action }).click();
  if (action === "Complete") await page.getByRole("alertdialog").getByRole("button", { name: "Complete" }).click();
  await expectToast(page, "Test status updated successfully");
}
