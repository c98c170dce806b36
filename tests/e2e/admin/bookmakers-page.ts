import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { bookmakerJurisdictionUrls, bookmakerLicences } from "@eb/db/schema";
import { ADMIN_BASE, e2ePassword, expect, type AdminServer, type AdminServers } from "./admin-server";
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

/** A bookmakers spec's server, its admins on the Bookmakers tab, and a visitor. */
export type BookmakersWorld = {
  server: AdminServer;
  admins: { context: BrowserContext; page: Page }[];
  visitorContext: BrowserContext;
  visitor: Page;
};

/**
 * Opens a bookmakers spec's world. Each admin signs in once (every sign-in costs TOTP steps) and has
 * its own budget of 20 changes per 5 minutes. These specs are about edits reaching visitors, not
 * where bookmakers may be offered: every demo bookmaker is licensed everywhere, at its usual URL,
 * so the visitor (placed by no CDN: the demo's place) is offered all of them.
 */
export async function openBookmakersWorld(browser: Browser, adminServers: AdminServers, emails: string[]): Promise<BookmakersWorld> {
  const server = await adminServers.open({
    admins: emails.map((email) => ({ email, password: e2ePassword(email) })),
    fill: async (db) => {
      await db.update(bookmakerLicences).set({ mode: "everywhere_except", jurisdictions: [] });
      await db.delete(bookmakerJurisdictionUrls);
    },
  });
  const admins = [];
  for (const email of emails) admins.push(await openAdmin(browser, email));
  const visitorContext = await browser.newContext();
  return { server, admins, visitorContext, visitor: await visitorContext.newPage() };
}

/**
 * The visitor's page shows the change without a server restart (the page is loaded anew until it
 * does: the save's announcement drops the render cache a few milliseconds after the toast). How soon
 * is a latency, measured by the live-content benchmark (every edit < 1 s); a 1-second deadline here
 * was a wall-clock test that a busy CI machine missed while the feature worked.
 */
export function visitorSees(visitor: Page, url: string, check: (page: Page) => Promise<void>) {
  return () =>
    expect(async () => {
      await visitor.goto(url, { waitUntil: "domcontentloaded" });
      await check(visitor);
    }).toPass();
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
