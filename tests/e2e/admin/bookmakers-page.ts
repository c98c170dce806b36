import type { Browser, Locator, Page } from "@playwright/test";
import { ADMIN_BASE, e2ePassword, expect } from "./admin-server";
import { adminCall } from "./admin-screens";
import { enrolAuthenticator, signIn } from "./flows";

// The bookmaker management spec's reading of the screen, the visitor's pages and the API.

/** An admin signed in (with an authenticator) on the Bookmakers tab, in a context of their own. */
export async function openAdmin(browser: Browser, email: string) {
  const password = e2ePassword(email);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  await enrolAuthenticator(page);
  await page.goto(`${ADMIN_BASE}/admin/bookmakers`);
  await expect(page.getByRole("heading", { name: "Bookmaker Management" })).toBeVisible();
  return { context, page };
}

export const sortableList = (page: Page) => page.getByRole("list", { name: "Bookmaker order" });
export const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
/** The names in the sortable list, once it has loaded. */
export async function adminOrder(page: Page) {
  await expect(sortableList(page).getByRole("heading", { level: 3 }).first()).toBeVisible();
  return sortableList(page).getByRole("heading", { level: 3 }).allTextContents();
}
export const notifications = (page: Page) => page.getByRole("status", { name: "Notifications" });

/** Waits for the toast, checks its description, runs `then` (the visitor's check), and dismisses it. */
export async function toast(page: Page, title: string, description?: string | null, then?: () => Promise<void>) {
  const item = notifications(page)
    .locator(":scope > div")
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
  await then?.();
  await item.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(item).toHaveCount(0);
}

export const homeBookmakers = (page: Page) => page.locator('section[aria-labelledby="bookmakers-heading"] article');
export const homeCard = (page: Page, name: string) => homeBookmakers(page).and(page.getByRole("article", { name, exact: true }));
export const homeOrder = async (page: Page, order: string[]) =>
  expect(await homeBookmakers(page).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))).toEqual(order);
export const bonusesCard = (page: Page, name: string) => page.locator('section[aria-labelledby="featured"]').getByRole("article", { name, exact: true });

/** The card's call-to-action link goes to `href` (checked once: the caller retries the page load). */
export const ctaLinksTo = (card: Locator, name: string, href: string) =>
  expect(card.getByRole("link", { name })).toHaveAttribute("href", href, { timeout: 100 });

export type ApiBookmaker = { id: number; name: string; version: number };
export const apiBookmaker = async (page: Page, name: string) => (await adminCall<ApiBookmaker[]>(page, "bookmakers.list")).find((b) => b.name === name)!;

export async function redirectOf(page: Page, slug: string) {
  const res = await page.request.get(`${ADMIN_BASE}/go/${slug}`, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers()["location"] };
}

export const visibilityOf = (card: Locator, name: string) => card.getByRole("combobox", { name: `Visibility: ${name}`, exact: true });
