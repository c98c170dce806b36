import { test as base, expect, type Page, type Request } from "@playwright/test";

/** The spec logs the requested path of an unknown route to the console; that error is expected. */
const ALLOWED_CONSOLE_ERRORS = [/404 Error: User attempted to access non-existent route/, /Failed to load resource: the server responded with a status of 404/];

export type Watch = {
  /** Console errors and uncaught page errors (hydration mismatches land here). */
  errors: string[];
  /** Every /api/public request the browser made. */
  apiRequests: Request[];
};

/** Starts recording a page's console errors and /api/public requests (for a page of a context a test opens itself). */
export function watchPage(page: Page): Watch {
  const watch: Watch = { errors: [], apiRequests: [] };
  page.on("console", (msg) => {
    if (msg.type() === "error" && !ALLOWED_CONSOLE_ERRORS.some((re) => re.test(msg.text()))) watch.errors.push(msg.text());
  });
  page.on("pageerror", (err) => watch.errors.push(`pageerror: ${err.message}`));
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/public")) watch.apiRequests.push(req);
  });
  return watch;
}

export const test = base.extend<{ watch: Watch }>({
  watch: async ({ page }, use) => {
    await use(watchPage(page));
  },
});

export { expect };

/**
 * Opens a server-rendered page and waits until it has hydrated and gone quiet; then asserts
 * that hydration logged no error and that the browser fetched none of the data the HTML carried.
 */
export async function openHydrated(page: Page, watch: Watch, path: string, expectedStatus = 200) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), `HTTP status of ${path}`).toBe(expectedStatus);
  await page.waitForFunction(() => document.readyState === "complete");
  // React marks the container it hydrated into.
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__reactContainer")))).toBe(true);
  expect(watch.errors, `console errors on ${path}`).toEqual([]);
  expect(
    watch.apiRequests.map((r) => r.url()),
    `API requests after hydrating ${path}`,
  ).toEqual([]);
}

/** Demo-seed names used across the tests (packages/db demo seed). */
export async function firstTournament(request: import("@playwright/test").APIRequestContext, status: "running" | "upcoming" | "all" = "running") {
  const res = await request.get(`/api/public/tournaments.list?input=${encodeURIComponent(JSON.stringify({ game: "all", status }))}`);
  const body = (await res.json()) as { result: { data: { id: number; game: string; name: string; slug: string | null }[] } };
  const t = body.result.data[0];
  if (!t) throw new Error("the demo seed has no tournaments");
  return t;
}

export async function apiData<T>(request: import("@playwright/test").APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const res = await request.get(`/api/public/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}
