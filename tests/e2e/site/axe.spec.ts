import { test, expect } from "@playwright/test";
import { axeViolations } from "../axe";
import { firstTournament } from "../public/fixtures";
import { bannerPages, cookieBanner } from "./cookie-banner";
import { PUBLIC_ROUTES } from "../../support/public-routes";

/**
 * Issue 13: axe-core reports no violation on any public route, with the cookie banner open and
 * dismissed, at 390 and 1366 px. Each page is opened once and audited in both states: with the
 * banner open, then after Essential Only. The routes are the shared list (tests/support/public-routes.ts)
 * and one tournament page.
 */

for (const width of [390, 1366]) {
  test(`axe: 0 violations on every public route at ${width} px, banner open and dismissed`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const t = await firstTournament(request, "running");
    const routes = [...PUBLIC_ROUTES.map((r) => r.path), `/tournament/${t.game}/${t.id}/${encodeURIComponent(t.name)}`];
    await page.setViewportSize({ width, height: width < 768 ? 844 : 768 });
    const pages = await bannerPages(page);
    // Every page starts with no stored choice, so the banner opens on each one.
    await page.addInitScript(() => localStorage.removeItem("cookie-preferences"));
    const region = cookieBanner(page);
    const found: string[] = [];
    for (const path of routes) {
      await pages.open(path);
      for (const v of await axeViolations(page)) found.push(`${path} (banner open): ${v}`);
      // Dismissed as a visitor does: the same essential-only choice, stored by the banner.
      await region.getByRole("button", { name: "Essential Only" }).click();
      await expect(region).toBeHidden();
      for (const v of await axeViolations(page)) found.push(`${path} (banner dismissed): ${v}`);
      expect(await region.count()).toBe(0);
    }
    expect(found).toEqual([]);
  });
}
