import { test, expect, openHydrated } from "./fixtures";

/**
 * The server renders a page for its route's path and the query parameters it reads, and serves that
 * render for any other spelling (apps/public/src/routes/render-url.ts). The browser hydrates it at
 * the URL it asked for: it must show the same page, without errors and without fetching again.
 */
test("a page asked for with parameters it does not read hydrates from the shared render", async ({ page, watch }) => {
  await openHydrated(page, watch, "/matches/upcoming?cb=123&game=lol");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming Esports Matches" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Filter by game" }).getByRole("button", { name: "LoL" })).toHaveAttribute("aria-pressed", "true");
});

test("the tournament list with its filters in another order and an unread parameter hydrates with those filters", async ({ page, watch }) => {
  await openHydrated(page, watch, "/tournaments?utm_source=mail&status=running&game=cs2&q=%20");
  await expect(page.getByLabel("Game")).toHaveValue("cs2");
  await expect(page.getByLabel("Status")).toHaveValue("running");
});

test("//anything is the not-found screen, not the home page", async ({ page, watch }) => {
  await openHydrated(page, watch, "//anything", 404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});
