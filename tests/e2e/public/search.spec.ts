import type { Locator } from "@playwright/test";
import { SUGGEST_DEBOUNCE_MS } from "@eb/api/shared";
import { axeViolations } from "../axe";
import { test, expect, openHydrated } from "./fixtures";

/** Demo-seed teams (packages/db demo catalog). */
const TEAM = "Northwind Wolves";
const OTHER = "Polar Nine";

/**
 * Waits until the list shows the answer for the whole typed text. Typed key by key, a loaded
 * machine can leave more than the debounce between two keys, so a prefix's answer may show first
 * (marked busy) and be replaced when the whole text's arrives, which drops the active option: an
 * ArrowDown then Enter pressed in between opened /search?q=polar instead of the team's page.
 */
async function answeredFor(listbox: Locator, text: string) {
  await expect(listbox).toHaveAttribute("data-answered-query", text);
  await expect(listbox).not.toHaveAttribute("aria-busy", "true");
}

/** The texts a request asked suggestions for (tRPC may batch several calls into one request). */
function suggestTexts(url: string): string[] {
  const { pathname, searchParams } = new URL(url);
  const procedures = pathname.replace("/api/public/", "").split(",");
  const inputs = JSON.parse(searchParams.get("input") ?? "{}") as Record<string, { q: string }>;
  return procedures.flatMap((procedure, i) => (procedure === "search.suggest" ? [inputs[i]!.q] : []));
}

test.describe("desktop (1366px)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the suggestions' code loads only when the field is first used; typing shows grouped suggestions with a live count", async ({ page, watch }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    // Every timer of the page (the suggestions' debounce among them) runs on Playwright's clock,
    // installed before the page loads: installed later, timers set before it stay on the real clock.
    // The clock runs in real time until paused, so hydration, React Query and tRPC's batching (all on
    // timers) work as usual; its start is the real time, so the dates rendered match the server's.
    await page.clock.install();
    await openHydrated(page, watch, "/");
    const before = scripts.length;
    const input = page.locator("#site-search");
    await expect(input).toHaveAttribute("role", "combobox");
    await expect(input).not.toHaveAttribute("aria-controls");
    await input.focus();
    await expect(input).toHaveAttribute("aria-controls", /-listbox$/);
    expect(
      scripts.slice(before).some((s) => /search-combobox/.test(s)),
      "the combobox chunk loads on focus",
    ).toBe(true);
    expect(
      scripts.slice(0, before).some((s) => /search-combobox/.test(s)),
      "not with the page",
    ).toBe(false);

    // Debounced: keys typed closer together than SUGGEST_DEBOUNCE_MS ask once, for the whole text, not
    // once per key. The page's clock is paused while typing, so the gaps between keys are the test's to
    // set, not the machine's: typed in real time, a loaded run left more than 150 ms between two keys
    // and asked for "nor", then "northw", while the feature worked. Here "nort" and "hw" come 1 ms short
    // of the debounce apart, so a shorter debounce (or none) asks for a prefix as well and fails.
    const suggestRequests: string[] = [];
    page.on("request", (r) => r.url().includes("/api/public/search.suggest") && suggestRequests.push(r.url()));
    // pauseAt takes a time ahead of the page's clock. That clock started at this process's Date.now()
    // and runs no faster than it, so ten seconds ahead is always ahead; the jump fires only the
    // page's own timers due by then (the consent banner, the tracker's flush), which the search does not use.
    await page.clock.pauseAt(Date.now() + 10_000);
    await input.pressSequentially("nort");
    await page.clock.runFor(SUGGEST_DEBOUNCE_MS - 1);
    await input.pressSequentially("hw");
    await page.clock.runFor(SUGGEST_DEBOUNCE_MS - 1);
    // Time flows again: the debounce ends 1 ms later, then the request goes out and its answer shows.
    await page.clock.resume();
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await answeredFor(listbox, "northw");
    expect(suggestRequests.flatMap(suggestTexts), "the texts asked for").toEqual(["northw"]);
    expect(suggestRequests).toHaveLength(1);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    const teams = listbox.getByRole("group", { name: "Teams" });
    await expect(teams.getByRole("option").first()).toContainText(TEAM);
    await expect(listbox.getByRole("group", { name: "Upcoming matches" }).getByRole("option").first()).toContainText(TEAM);
    await expect(listbox.getByRole("option", { name: /See all results for “northw”/ })).toBeVisible();
    await expect(page.locator("form[role=search] [role=status]").first()).toHaveText(/\d+ results? available\./);
  });

  test("loading and empty states: no results says so, in the list and to screen readers", async ({ page, watch }) => {
    await openHydrated(page, watch, "/");
    const input = page.locator("#site-search");
    await input.focus();
    await input.pressSequentially("zzqxv");
    await expect(page.getByText("No results for “zzqxv”")).toBeVisible();
    await expect(page.locator("form[role=search] [role=status]").first()).toHaveText("No results.");
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option")).toHaveText(["See all results for “zzqxv”"]);
    // Under two characters nothing is asked and the list closes.
    await input.fill("z");
    await input.dispatchEvent("input");
    await expect(input).toHaveAttribute("aria-expanded", "false");
  });

  test("arrow keys move through the options (aria-activedescendant) and Enter opens the active one", async ({ page, watch }) => {
    await openHydrated(page, watch, "/");
    const input = page.locator("#site-search");
    await input.focus();
    await input.pressSequentially("northwind");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await answeredFor(listbox, "northwind");
    const first = listbox.getByRole("option").first();
    await expect(first).toContainText(TEAM);
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowUp");
    await expect(page.getByRole("option", { name: /See all results/ })).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/team\/cs2\/\d+\/northwind-wolves$/);
    await expect(input).toHaveValue("");
  });

  test("Escape closes the list, a second Escape clears the field; Enter without an active option opens the results page", async ({ page, watch }) => {
    await openHydrated(page, watch, "/");
    const input = page.locator("#site-search");
    await input.focus();
    await input.pressSequentially("polar");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await input.press("Escape");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    await expect(input).toHaveValue("polar");
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await input.press("Escape");
    await input.press("Escape");
    await expect(input).toHaveValue("");
    await input.pressSequentially("polar nine");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=polar\+nine$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “polar nine”");
    await expect(page.getByRole("region", { name: "Teams" }).getByRole("link", { name: new RegExp(OTHER) })).toBeVisible();
  });

  test("a slower answer for an older text never replaces the newer text's suggestions", async ({ page, watch }) => {
    await openHydrated(page, watch, "/");
    let releaseOld!: () => void;
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    let oldAnswered!: () => void;
    const oldDone = new Promise<void>((resolve) => (oldAnswered = resolve));
    await page.route("**/api/public/search.suggest**", async (route) => {
      if (!decodeURIComponent(route.request().url()).includes('"q":"iron"')) return route.continue();
      // The answer for "iron" arrives only after "polar"'s (or never, when the browser gave up on it).
      await oldHeld;
      await route.continue().catch(() => undefined);
      oldAnswered();
    });
    const input = page.locator("#site-search");
    await input.focus();
    // The suggestions' code is attached (it names its list on the field).
    await expect(input).toHaveAttribute("aria-controls", /.+/);
    const oldRequest = page.waitForRequest((r) => decodeURIComponent(r.url()).includes('"q":"iron"'));
    // One input event, so "iron" is the first text asked for: typed key by key on a loaded machine,
    // "iro" could be answered first and shown (dimmed) instead of "Searching...".
    await input.fill("iron");
    await oldRequest;
    await expect(page.getByText("Searching...")).toBeVisible();
    await input.fill("");
    await input.pressSequentially("polar");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(listbox.getByRole("option").first()).toContainText(OTHER);
    releaseOld();
    await oldDone;
    // Give a late answer every chance to land: the next suggestion round trip completes after it.
    await page.evaluate(() => fetch(`/api/public/search.suggest?input=${encodeURIComponent(JSON.stringify({ q: "nine" }))}`));
    await expect(listbox.getByRole("option").first()).toContainText(OTHER);
    await expect(listbox.getByRole("group", { name: "Teams" })).not.toContainText("Iron Harbor");
    await expect(page.locator("#site-search")).toHaveValue("polar");
  });

  test("axe: no violations with the suggestion list open, nor on the results page", async ({ page, watch }) => {
    await openHydrated(page, watch, "/");
    const input = page.locator("#site-search");
    await input.focus();
    await input.pressSequentially("northwind");
    // The answer for the whole text is in (not a previous text's, shown busy meanwhile).
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await answeredFor(listbox, "northwind");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await expect(page.locator("form[role=search] [role=status]").first()).toHaveText(/results? available/);
    await input.press("ArrowDown");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/search?q=northwind");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “northwind”");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/search?q=zzqxv");
    await expect(page.getByText("No results for “zzqxv”")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the header's field fits beside the navigation from 1024px up", async ({ page }) => {
  for (const width of [1024, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const nav = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const form = (await page.getByRole("search", { name: "Site" }).boundingBox())!;
    expect(form.x, `${width}px`).toBeGreaterThanOrEqual(nav.x + nav.width);
    expect(form.x + form.width, `${width}px`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
  }
});

test.describe("mobile (390px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile menu's field suggests; Escape closes the list, not the menu; choosing an option navigates and closes the menu", async ({ page, watch }) => {
    await openHydrated(page, watch, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const input = drawer.locator("#mobile-search");
    await input.focus();
    await input.pressSequentially("polar");
    const listbox = drawer.getByRole("listbox", { name: "Suggestions" });
    await answeredFor(listbox, "polar");
    const option = listbox.getByRole("option").first();
    await expect(option).toContainText(OTHER);
    const box = (await listbox.locator("..").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await input.press("Escape");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(drawer).toBeVisible();
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/team\/cs2\/\d+\/polar-nine$/);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the results page fits 390px and 320px", async ({ page }) => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/search?q=northwind");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });

  test("the header field submits to the server-rendered results page", async ({ page }) => {
    await page.goto("/");
    await page.locator("#site-search").fill("northwind");
    await page.locator("#site-search").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=northwind$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “northwind”");
    await expect(page.getByRole("region", { name: "Teams" }).getByRole("link", { name: new RegExp(TEAM) })).toHaveAttribute(
      "href",
      /\/team\/cs2\/\d+\/northwind-wolves$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });
});
