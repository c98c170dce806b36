import { test, expect, openHydrated } from "./fixtures";

/**
 * The server renders a page for its route's path and the query parameters it reads, and serves that
 * render for any other spelling (apps/public/src/routes/render-url.ts). The browser hydrates it at
 * the URL it asked for: it must show the same page, without errors and without fetching again.
 */
test("a page asked for with parameters it does not read hydrates from the shared render", async ({ page, watch }) => {
  await openHydrated(page, watch, "/matches/upcoming?cb=123&game=lol");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming Esports Matches" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Filter by game" }).getByRole("button", { name: "LoL", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("the tournament list with its filters in another order and an unread parameter hydrates with those filters", async ({ page, watch }) => {
  await openHydrated(page, watch, "/tournaments?utm_source=mail&status=running&game=cs2&q=%20");
  // The two filter selects, in page order: game, then status.
  await expect(page.locator("main select").nth(0)).toHaveValue("cs2");
  await expect(page.locator("main select").nth(1)).toHaveValue("running");
});

test("//anything is the not-found screen, not the home page", async ({ page, watch, baseURL }) => {
  // As an absolute URL: page.goto("//anything") would resolve it as a host name.
  await openHydrated(page, watch, `${new URL(baseURL!).origin}//anything`, 404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});
