import { test, expect, type Page } from "@playwright/test";
import { BANNER_DELAY_MS, cookieBanner as banner } from "./cookie-banner";
import { watchTimers } from "./page-timers";
/** The tracker sends what it queued 1.5 s after the first event (apps/public/src/lib/tracking/tracker.ts). */
const TRACKER_FLUSH_MS = 1500;

type TrackedEvent = { type: string; data: Record<string, unknown>; pageUrl: string; referrer?: string | null; ts?: number };
type Beacon = { sessionId: string; events: TrackedEvent[] };
type SentBeacon = { body: Beacon; status: Promise<number | null> };

/**
 * Fake timers, paused: nothing time-based happens in the page (banner delay, tracker flush,
 * animation frames) until the test runs the clock. The state carries over to each new page.
 */
async function pauseTime(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

/**
 * Every beacon as it goes over the wire (POST /api/events, body and the server's answer), and
 * the number of beacon calls the page has made so far, known at once (a call made while the
 * clock ran may not have reached the network yet).
 */
async function watchBeacons(page: Page) {
  const sent: SentBeacon[] = [];
  const waiting: Array<{ done: () => boolean; resolve: () => void }> = [];
  const until = (done: () => boolean) => (done() ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ done, resolve })));
  await page.route("**/api/events", async (route) => {
    const request = route.request();
    sent.push({
      body: JSON.parse(request.postData() ?? "null") as Beacon,
      status: request.response().then(
        (r) => r?.status() ?? null,
        () => null,
      ),
    });
    for (const w of waiting.filter((x) => x.done())) w.resolve();
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __beaconCalls: number };
    w.__beaconCalls = 0;
    const isBeacon = (url: unknown) => String(url instanceof Request ? url.url : url).endsWith("/api/events");
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (isBeacon(url)) w.__beaconCalls++;
      return sendBeacon(url, body);
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (isBeacon(input)) w.__beaconCalls++;
      return fetch(input, init);
    };
  });
  return {
    sent,
    /** Resolves when `count` beacons in all have gone out. */
    sentCount: (count: number) => until(() => sent.length >= count),
    /** Resolves when a beacon carrying an event of this type has gone out (whatever else went out before it). */
    sentEvent: (type: string) => until(() => sent.some((b) => b.body.events.some((e) => e.type === type))),
    calls: () => page.evaluate(() => (window as unknown as { __beaconCalls: number }).__beaconCalls),
    events: () => sent.flatMap((b) => b.body.events),
    statuses: () => Promise.all(sent.map((b) => b.status)),
  };
}

/** Scrolls to the bottom with the wheel, letting the tracker read each position in its animation frame. */
async function wheelToBottom(page: Page) {
  for (;;) {
    const { y, max } = await page.evaluate(() => ({ y: window.scrollY, max: document.documentElement.scrollHeight - window.innerHeight }));
    if (y >= max - 1) return;
    await page.mouse.wheel(0, 600);
    await page.waitForFunction((before) => window.scrollY > before, y, { polling: 20 });
    await page.clock.runFor(20);
  }
}

test("the banner appears one second after the page's consent code starts, when no choice is stored", async ({ page }) => {
  await pauseTime(page);
  const timers = await watchTimers(page);
  await page.goto("/about");
  await timers.armed(BANNER_DELAY_MS);
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(BANNER_DELAY_MS - 1);
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(banner(page)).toBeVisible();
  for (const name of ["Accept All", "Essential Only", "Cookie Settings"]) await expect(banner(page).getByRole("button", { name })).toBeVisible();
});

test("no analytics request leaves the browser before consent, nor after Essential Only", async ({ page }) => {
  await pauseTime(page);
  const timers = await watchTimers(page);
  const w = await watchBeacons(page);
  // Essential Only loads the tracker module to clear stored data; the code that records events must never load.
  const trackingCode: string[] = [];
  page.on("request", (req) => /\/assets\/use-tracking-/.test(req.url()) && trackingCode.push(req.url()));
  await page.goto("/games/cs2");
  await timers.armed(BANNER_DELAY_MS);
  await page.mouse.wheel(0, 5000);
  // Far past the banner delay and any flush the tracker would arm.
  await page.clock.runFor(10_000);
  await expect(banner(page)).toBeVisible();
  expect(await w.calls()).toBe(0);
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto("/games/dota2");
  await page.mouse.wheel(0, 5000);
  await page.clock.runFor(10_000);
  await expect(banner(page)).toBeHidden();
  expect(await w.calls()).toBe(0);
  expect(w.sent).toHaveLength(0);
  expect(trackingCode).toEqual([]);
  const stored = await page.evaluate(() => ({ consent: localStorage.getItem("cookie-preferences"), events: localStorage.getItem("esports-analytics-events") }));
  expect(JSON.parse(stored.consent!)).toMatchObject({ essential: true, analytics: false, marketing: false });
  expect(stored.events).toBeNull();
});

test("after Accept All: page views, game visits and scroll depth go out as beacons with one session id, each answered 204", async ({ page }) => {
  await pauseTime(page);
  const timers = await watchTimers(page);
  const w = await watchBeacons(page);
  await page.goto("/games/valorant");
  await timers.armed(BANNER_DELAY_MS);
  await page.clock.runFor(BANNER_DELAY_MS);
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  // The tracker loads after consent, counts this page and arms its flush.
  await timers.armed(TRACKER_FLUSH_MS);
  await page.clock.runFor(TRACKER_FLUSH_MS);
  await w.sentCount(1);
  expect(w.sent[0]!.body.events).toEqual([
    { type: "page_view", data: { page: "/games/valorant", timestamp: expect.any(String) }, pageUrl: "/games/valorant", referrer: null, ts: expect.any(Number) },
    {
      type: "game_page_visit",
      data: { game: "valorant", page: "/games/valorant", timestamp: expect.any(String) },
      pageUrl: "/games/valorant",
      referrer: null,
      ts: expect.any(Number),
    },
  ]);
  // Answered before leaving the page (a beacon outlives its page, but its answer is only reported to the page that sent it).
  expect(await w.sent[0]!.status).toBe(204);

  await page.goto("/games/lol");
  await timers.armed(TRACKER_FLUSH_MS);
  await wheelToBottom(page);
  await page.clock.runFor(TRACKER_FLUSH_MS);
  await w.sentCount(2);
  expect(w.sent).toHaveLength(2);
  const lol = w.sent[1]!.body.events;
  expect(lol.map((e) => [e.type, e.pageUrl])).toEqual([
    ["page_view", "/games/lol"],
    ["game_page_visit", "/games/lol"],
    ["scroll_depth", "/games/lol"],
    ["scroll_depth", "/games/lol"],
    ["scroll_depth", "/games/lol"],
    ["scroll_depth", "/games/lol"],
  ]);
  expect(lol.filter((e) => e.type === "scroll_depth").map((e) => e.data.percent)).toEqual([25, 50, 75, 100]);
  expect(lol.find((e) => e.type === "game_page_visit")!.data.game).toBe("lol");

  // The server accepted every beacon as valid (what it stores from such a body is proven in
  // apps/server/src/plugins/events-ingest.test.ts, on a real database).
  expect(await w.statuses()).toEqual(w.sent.map(() => 204));
  expect(new Set(w.sent.map((b) => b.body.sessionId)).size).toBe(1);
  expect(w.sent[0]!.body.sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem("esports-analytics-events") ?? "[]").length as number);
  expect(local).toBe(w.events().length);
});

test("a bookmaker click is tracked at once with bookmaker, bonus and href", async ({ page, context }) => {
  const w = await watchBeacons(page);
  await page.goto("/bonuses");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  // Keep the affiliate popup from leaving the test machine.
  await context.route(/\/go\//, (route) => route.fulfill({ status: 200, body: "ok" }));
  const link = page.locator('a[href^="/go/"]').first();
  const [name, bonus] = await Promise.all([link.getAttribute("data-bookmaker"), link.getAttribute("data-bonus")]);
  await link.click();
  // The click's own beacon: the page view's may go out before or after it.
  await w.sentEvent("bookmaker_click");
  const click = w.events().find((e) => e.type === "bookmaker_click");
  expect(click).toMatchObject({ pageUrl: "/bonuses", data: { bookmaker: name!, bonus: bonus!, href: expect.stringMatching(/^\/go\//) } });
  expect(await w.statuses()).toEqual(w.sent.map(() => 204));
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
  await page
    .getByRole("dialog", { name: "Cookie Settings" })
    .getByRole("switch", { name: /Analytics/ })
    .uncheck();
  await page.getByRole("dialog", { name: "Cookie Settings" }).getByRole("button", { name: "Save Preferences" }).click();
  const after = await page.evaluate(() => ({
    events: localStorage.getItem("esports-analytics-events"),
    session: sessionStorage.getItem("esports-session-id"),
  }));
  expect(after).toEqual({ events: null, session: null });
});
