import { test, expect, type Page, type Request } from "@playwright/test";

type Beacon = { sessionId: string; events: Array<{ type: string; data: Record<string, unknown>; pageUrl: string }> };

/**
 * Records every beacon: the requests to POST /api/events the browser makes, and (because
 * Playwright does not expose sendBeacon bodies) the payloads handed to navigator.sendBeacon.
 */
async function watchBeacons(page: Page) {
  const requests: Request[] = [];
  page.on("request", (req: Request) => {
    if (new URL(req.url()).pathname === "/api/events" && req.method() === "POST") requests.push(req);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __beacons: unknown[] };
    w.__beacons = [];
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (String(url).endsWith("/api/events") && body instanceof Blob) void body.text().then((t) => w.__beacons.push(JSON.parse(t)));
      return original(url, body);
    };
  });
  const beacons = () => page.evaluate(() => (window as unknown as { __beacons: Beacon[] }).__beacons ?? []);
  return {
    requests,
    beacons,
    events: async () => (await beacons()).flatMap((b) => b.events),
  };
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

test("the banner appears about one second after load when no choice is stored", async ({ page }) => {
  await page.goto("/about");
  const loadedAt = Date.now();
  await page.waitForTimeout(500);
  await expect(banner(page)).toBeHidden();
  await expect(banner(page)).toBeVisible({ timeout: 3000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(900);
  for (const name of ["Accept All", "Essential Only", "Cookie Settings"]) await expect(banner(page).getByRole("button", { name })).toBeVisible();
});

test("no analytics request leaves the browser before consent, nor after Essential Only", async ({ page }) => {
  const w = await watchBeacons(page);
  await page.goto("/games/cs2");
  await page.mouse.wheel(0, 5000);
  await page.waitForTimeout(2500);
  expect(w.requests).toHaveLength(0);
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto("/games/dota2");
  await page.mouse.wheel(0, 5000);
  await page.waitForTimeout(2500);
  await expect(banner(page)).toBeHidden();
  expect(w.requests).toHaveLength(0);
  const stored = await page.evaluate(() => ({ consent: localStorage.getItem("cookie-preferences"), events: localStorage.getItem("esports-analytics-events") }));
  expect(JSON.parse(stored.consent!)).toMatchObject({ essential: true, analytics: false, marketing: false });
  expect(stored.events).toBeNull();
});

test("after Accept All: page views, game visits and scroll depth go out as beacons with a session id", async ({ page }) => {
  const w = await watchBeacons(page);
  await page.goto("/games/valorant");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect.poll(async () => (await w.events()).some((e) => e.type === "page_view"), { timeout: 6000 }).toBe(true);
  expect(w.requests.length).toBeGreaterThan(0);
  // The server accepted it (a headless-looking or bot user agent would be dropped silently with 204 too, so also check the body was valid).
  expect((await w.requests[0]!.response())?.status()).toBe(204);
  await page.goto("/games/lol");
  await expect.poll(async () => (await w.events()).some((e) => e.type === "game_page_visit" && e.data.game === "lol"), { timeout: 6000 }).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(80);
  }
  await expect
    .poll(async () => (await w.events()).filter((e) => e.type === "scroll_depth" && e.pageUrl === "/games/lol").map((e) => e.data.percent), { timeout: 6000 })
    .toEqual([25, 50, 75, 100]);
  const sent = await w.beacons();
  expect(new Set(sent.map((b) => b.sessionId)).size).toBe(1);
  expect(sent[0]!.sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem("esports-analytics-events") ?? "[]").length as number);
  expect(local).toBeGreaterThan(0);
});

test("a bookmaker click is tracked with bookmaker, bonus and href", async ({ page, context }) => {
  const w = await watchBeacons(page);
  await page.goto("/bonuses");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  // Keep the affiliate popup from leaving the test machine.
  await context.route(/\/go\//, (route) => route.fulfill({ status: 200, body: "ok" }));
  const link = page.locator('a[href^="/go/"]').first();
  const [name, bonus] = await Promise.all([link.getAttribute("data-bookmaker"), link.getAttribute("data-bonus")]);
  await link.click();
  await expect.poll(async () => (await w.events()).find((e) => e.type === "bookmaker_click")?.data, { timeout: 6000 }).toMatchObject({ bookmaker: name!, bonus: bonus!, href: expect.stringMatching(/^\/go\//) });
});

test("settings dialog: turning analytics off later stops tracking and clears stored data", async ({ page }) => {
  await page.goto("/privacy-policy");
  await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: /Essential/ })).toBeDisabled();
  await dialog.getByRole("switch", { name: /Analytics/ }).check();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("esports-analytics-events"))).not.toBeNull();
  // Reopen from the privacy policy page and switch analytics off.
  await page.getByRole("main").getByRole("button", { name: "Cookie Settings" }).click();
  await page.getByRole("dialog", { name: "Cookie Settings" }).getByRole("switch", { name: /Analytics/ }).uncheck();
  await page.getByRole("dialog", { name: "Cookie Settings" }).getByRole("button", { name: "Save Preferences" }).click();
  const after = await page.evaluate(() => ({ events: localStorage.getItem("esports-analytics-events"), session: sessionStorage.getItem("esports-session-id") }));
  expect(after).toEqual({ events: null, session: null });
});
