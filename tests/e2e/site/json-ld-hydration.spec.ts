import { test, expect, openHydrated } from "../public/fixtures";

/**
 * Issue 13: the JSON-LD is built only by the server (a list page's 100 events are not rebuilt and
 * re-inserted on the client's hydration path). Hydration keeps the server's blocks; a client-side
 * navigation takes them away, since they describe the URL the server rendered.
 */
const ldTexts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent);

test("the hydrated page keeps the server's JSON-LD, once; a client-side navigation removes it", async ({ page, watch, request }) => {
  const html = await (await request.get("/matches/upcoming")).text();
  const served = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);
  expect(served.length).toBeGreaterThan(0);

  await openHydrated(page, watch, "/matches/upcoming");
  expect((await page.evaluate(ldTexts)).map((t) => JSON.parse(t) as unknown)).toEqual(served);

  await page.getByRole("banner").getByRole("link", { name: "Tournaments", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Esports Tournaments/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Esports Tournaments/);
  expect(await page.evaluate(ldTexts)).toEqual([]);
});
