import { test, expect, type Page } from "@playwright/test";
import { firstTournament } from "../public/fixtures";

/**
 * Issue 13: a match card always shows both team names in full, from 320 px up. Every element
 * marked data-team-name must be laid out (width > 0) and fit its box (scrollWidth <= clientWidth).
 */
const WIDTHS = [320, 390, 768, 1366];

async function cutNames(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-team-name]")]
      .map((el) => ({ name: el.textContent, width: el.clientWidth, scroll: el.scrollWidth }))
      .filter((n) => n.width === 0 || n.scroll > n.width),
  );
}

for (const width of WIDTHS) {
  test(`no team name is cut on a match card at ${width} px`, async ({ page, request }) => {
    const t = await firstTournament(request, "running");
    const paths = ["/", "/matches/upcoming", "/results", "/streams", `/tournament/${t.game}/${t.id}/${encodeURIComponent(t.name)}`];
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      const names = page.locator("[data-team-name]");
      await expect(names.first(), `team names on ${path}`).toBeVisible();
      expect(await names.count(), `team names on ${path}`).toBeGreaterThan(1);
      expect(await cutNames(page), `cut team names on ${path} at ${width} px`).toEqual([]);
    }
  });
}

test("a very long team name wraps inside the card instead of being cut", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/matches/upcoming");
  const first = page.locator("[data-team-name]").first();
  const oneLine = await first.evaluate((el) => el.getBoundingClientRect().height);
  // A name longer than any in the demo data, without spaces: it must still fit, on more lines.
  await first.evaluate((el) => (el.textContent = "Supercalifragilisticexpialidocious Esports Club International"));
  expect(await cutNames(page)).toEqual([]);
  expect(await first.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(oneLine);
});
