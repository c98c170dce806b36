import { expect, type Page } from "@playwright/test";
import { watchTimers } from "./page-timers";

/** Spec 9: the cookie banner appears 1 s after the page's consent code starts (apps/public/src/components/consent/cookie-banner.tsx). */
export const BANNER_DELAY_MS = 1000;

export const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/**
 * Opens pages with the cookie banner shown without waiting out its delay: time flows on a
 * controlled clock, and once the page has hydrated and its banner has armed its timer, the test
 * runs the clock past it.
 */
export async function bannerPages(page: Page) {
  await page.clock.install();
  const timers = await watchTimers(page);
  return {
    async open(path: string) {
      await page.goto(path);
      await timers.armed(BANNER_DELAY_MS);
      await page.clock.runFor(BANNER_DELAY_MS);
      await expect(cookieBanner(page)).toBeVisible();
    },
  };
}

const timersOf = new WeakMap<Page, ReturnType<typeof watchTimers>>();

/**
 * Opens a page and resolves once it has hydrated and run its effects (scroll listeners, click
 * handlers), which is what an interaction needs: the site's consent code, loaded by an effect
 * after hydration, then arms the banner's timer (a fresh browser context has no stored choice).
 * That event, rather than network idle.
 */
export async function openInteractive(page: Page, path: string) {
  if (!timersOf.has(page)) timersOf.set(page, watchTimers(page));
  const timers = await timersOf.get(page)!;
  const response = await page.goto(path);
  // The timers are counted per document, from its first script.
  await timers.armed(BANNER_DELAY_MS);
  return response;
}
