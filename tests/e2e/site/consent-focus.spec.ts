import { test, expect, type Page } from "@playwright/test";
import { bannerPages, cookieBanner } from "./cookie-banner";

/**
 * Issue 13 (WCAG 2.4.11): with the cookie banner open, no focused element is hidden behind it
 * (or behind the fixed header: nothing else is painted over it), and the banner's buttons come early in the Tab order.
 */
const TAB_STOPS = 40;

/** What hides the focused element, if anything: outside the viewport, or something painted over it. */
function focusObstruction(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const label = `${el.tagName} "${(el.getAttribute("aria-label") ?? el.textContent).trim().slice(0, 40)}"`;
    if (r.width === 0 || r.height === 0) return `${label} has no size`;
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return `${label} is outside the viewport`;
    // Hit-test each line box of the element (a link may wrap): its middle and the middle of each
    // edge, 2 px in (clear of rounded corners), must land on the element itself.
    for (const box of el.getClientRects()) {
      const points = [
        [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
        [(box.left + box.right) / 2, box.top + 2],
        [(box.left + box.right) / 2, box.bottom - 2],
        [box.left + 2, (box.top + box.bottom) / 2],
        [box.right - 2, (box.top + box.bottom) / 2],
      ] as const;
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !el.contains(hit))
          return `${label} is under ${hit.closest("header, section, footer")?.tagName ?? hit.tagName} ${hit.closest("[aria-label]")?.getAttribute("aria-label") ?? ""}`;
      }
    }
    return null;
  });
}

for (const width of [390, 1366]) {
  for (const path of ["/", "/matches/upcoming", "/streams"]) {
    test(`${path} at ${width} px: the first ${TAB_STOPS} Tab stops stay visible with the banner open, and reach its buttons`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 768 });
      await (await bannerPages(page)).open(path);
      const banner = cookieBanner(page);
      const problems: string[] = [];
      let acceptAt = -1;
      for (let i = 1; i <= TAB_STOPS; i++) {
        await page.keyboard.press("Tab");
        const problem = await focusObstruction(page);
        if (problem) problems.push(`stop ${i}: ${problem}`);
        if (acceptAt < 0 && (await banner.getByRole("button", { name: "Accept All" }).evaluate((b) => b === document.activeElement))) acceptAt = i;
      }
      expect(problems).toEqual([]);
      // The banner follows the header in the Tab order (at most the skip link, 11 header links, the
      // header's search field and its button, and its own 4 stops).
      expect(acceptAt, "Tab stop of Accept All").toBeGreaterThan(0);
      expect(acceptAt).toBeLessThanOrEqual(18);
    });
  }
}

test("the banner is short on a phone and the page reserves its height", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await (await bannerPages(page)).open("/matches/upcoming");
  const banner = cookieBanner(page);
  const height = await banner.evaluate((b) => b.getBoundingClientRect().height);
  expect(height).toBeLessThan(844 / 4);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe(`${height}px`);
  await banner.getByRole("button", { name: "Essential Only" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");
});
