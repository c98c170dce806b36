import { test, expect, type Page } from "@playwright/test";
import { bannerPages, cookieBanner } from "./cookie-banner";

/** Tabs until the focused element matches, returning the names of everything focused on the way. */
async function tabUntil(page: Page, done: (name: string) => boolean, max = 60): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute("aria-label") ?? el.textContent).trim() : "";
    });
    seen.push(name);
    if (done(name)) return seen;
  }
  throw new Error(`focus never reached the target; saw: ${seen.join(" | ")}`);
}

test("keyboard only: walk the header, follow a link, then answer the cookie banner", async ({ page }) => {
  await (await bannerPages(page)).open("/");
  const banner = cookieBanner(page);
  // Header first: every main navigation item is reachable with Tab.
  const seen = await tabUntil(page, (n) => n === "Bonuses");
  for (const item of ["Home", "CS2", "LoL", "Valorant", "Dota 2", "Matches", "Streams", "Results", "Tournaments"]) expect(seen).toContain(item);
  // Enter follows the focused header link.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(page.getByRole("heading", { level: 1, name: "Best Esports Betting Bonuses" })).toBeVisible();
  // The banner's buttons are reachable and work from the keyboard.
  await tabUntil(page, (n) => n === "Cookie Settings", 150);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Closing the dialog returns focus to the button that opened it; Essential Only and Accept All follow.
  await expect(banner.getByRole("button", { name: "Cookie Settings" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button", { name: "Essential Only" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button", { name: "Accept All" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-preferences")))!)).toMatchObject({ analytics: true, marketing: true });
});

test("keyboard only: Tab reaches the banner right after the header", async ({ page }) => {
  await (await bannerPages(page)).open("/about");
  const seen = await tabUntil(page, (n) => n === "Essential Only", 120);
  expect(seen).toContain("Cookie Settings");
  await page.keyboard.press("Enter");
  await expect(cookieBanner(page)).toBeHidden();
});
