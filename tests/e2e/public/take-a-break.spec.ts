import { DEMO_BOOKMAKERS } from "@eb/db/seed";
import { DAY_MS, MINUTE_MS } from "@eb/api/shared";
import { expect, openHydrated, test, watchPage } from "./fixtures";

/**
 * "Take a break" as a visitor takes it: the /take-a-break page's form, then every page of the
 * visitor's browser without a bookmaker from the server's first byte (and after hydration), the
 * footer saying until when, the break kept however the visitor asks again, and another visitor of
 * the same site still offered the bookmakers. Its end without anything done is the server test's
 * (take-a-break-pages.test.ts, on a controlled clock).
 */
const NAMES = DEMO_BOOKMAKERS.map((b) => b.name);
/** A visitor the CDN in front of the site places in the UK, where the demo bookmakers are offered (jurisdictions.spec.ts). */
const IN_GB = { "CF-IPCountry": "GB" };
test.use({ extraHTTPHeaders: IN_GB });

test("a break started on /take-a-break hides every bookmaker from this browser's pages, says until when, and holds; another visitor still gets the offers", async ({
  page,
  browser,
  watch,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Before the break, this visitor is offered the bookmakers.
  expect(await (await page.request.get("/bonuses")).text()).toContain(NAMES[0]);
  await openHydrated(page, watch, "/take-a-break");
  await expect(page.getByRole("heading", { level: 1, name: "Take a Break" })).toBeVisible();
  const startedAt = Date.now();
  await page.getByRole("radio", { name: "24 hours" }).check();
  await page.getByRole("button", { name: "Start my break" }).click();
  await expect(page).toHaveURL(/\/take-a-break$/);
  await expect(page.locator("[data-break-status]")).toContainText("Your break is on until");
  // The cookie lasts until the break's end, a day from now.
  const cookie = (await page.context().cookies()).find((c) => c.name === "eb_break")!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.expires * 1000).toBeGreaterThan(startedAt + DAY_MS - MINUTE_MS);
  expect(cookie.expires * 1000).toBeLessThan(Date.now() + DAY_MS + MINUTE_MS);

  // From the first byte: the HTML the server sends this browser names no bookmaker and links to none.
  for (const path of ["/", "/bonuses", "/games/cs2"]) {
    const html = await (await page.request.get(path)).text();
    for (const name of NAMES) expect(html, `${path}: ${name}`).not.toContain(name);
    expect(html, path).not.toContain("/go/");
  }
  // And the pages say so, hydrated without a mismatch.
  await openHydrated(page, watch, "/");
  await expect(page.getByText("You are taking a break from betting.")).toBeVisible();
  await expect(page.locator("footer [data-break-on]")).toContainText("Take a break is on: no bookmakers, prices, links or bonuses are shown on this device.");
  for (const name of NAMES) await expect(page.getByText(name)).toHaveCount(0);

  // Asking again for a shorter break leaves the day as it is.
  await page.goto("/take-a-break");
  const shown = await page.locator("[data-break-status]").textContent();
  await page.getByRole("radio", { name: "24 hours" }).check();
  await page.getByRole("button", { name: "Make my break longer" }).click();
  await expect(page.locator("[data-break-status]")).toHaveText(shown!);

  // Another visitor, in a browser of their own, is offered the bookmakers on the same pages.
  const other = await browser.newContext({ extraHTTPHeaders: IN_GB });
  const otherPage = await other.newPage();
  const otherWatch = watchPage(otherPage);
  await openHydrated(otherPage, otherWatch, "/");
  await expect(otherPage.getByRole("region", { name: "Top Esports Betting Sites" }).getByRole("article", { name: NAMES[0] })).toBeVisible();
  await expect(otherPage.locator("footer [data-break-on]")).toHaveCount(0);
  await other.close();

  // The break holds after the other visitor's visit (no shared copy of theirs reaches this browser).
  await page.goto("/");
  await expect(page.getByText("You are taking a break from betting.")).toBeVisible();
  for (const name of NAMES) await expect(page.getByText(name)).toHaveCount(0);
});
