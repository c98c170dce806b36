import { test, expect, openHydrated, apiData } from "./fixtures";

/**
 * Issue 23: /matches/upcoming was an 18,000 px page on a phone with every match on it. It is now
 * grouped by day and paged: each page a server-rendered URL (?page=), with its canonical link and
 * rel prev/next links; the count text still counts the whole list.
 */
type Match = { id: number; beginAt: string | null; teamA: { name: string } | null; teamB: { name: string } | null };
type MatchList = { matches: Match[]; total: number };
const PAGE_SIZE = 12;

const head = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1] ?? null;

test("at 390 px the list is one page of twelve under day headings, with the count of them all, a fraction of the old height", async ({
  page,
  watch,
  request,
}) => {
  const all = await apiData<MatchList>(request, "matches.upcoming", { game: "all" });
  expect(all.matches.length, "the demo seed has more than one page of upcoming matches").toBeGreaterThan(PAGE_SIZE);
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, watch, "/matches/upcoming");
  await expect(page.getByText(`${all.total} match(es) found`)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(PAGE_SIZE);
  // The day headings (the Live now block above the list has its own).
  const days = page.getByRole("main").getByRole("heading", { level: 2 }).filter({ hasNotText: "Live now" });
  expect(await days.count()).toBeGreaterThan(0);
  expect((await days.first().textContent())?.trim()).toMatch(/^(Today|Tomorrow|[A-Z][a-z]+day, [A-Z][a-z]{2} \d{1,2}|Date to be announced)$/);
  // Every card sits in its day's section, in start order.
  const names = await page.getByRole("article").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
  expect(names).toEqual(all.matches.slice(0, PAGE_SIZE).map((m) => `${m.teamA?.name ?? "TBD"} vs ${m.teamB?.name ?? "TBD"}`));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(6_000);
  test.info().annotations.push({ type: "height at 390 px", description: String(height) });
});

test("?page=2 is rendered by the server with its own canonical URL and rel prev/next links", async ({ request }) => {
  const all = await apiData<MatchList>(request, "matches.upcoming", { game: "all" });
  const pageCount = Math.ceil(all.matches.length / PAGE_SIZE);
  const first = await (await request.get("/matches/upcoming")).text();
  expect(head(first, "canonical")).toMatch(/\/matches\/upcoming$/);
  expect(head(first, "prev")).toBeNull();
  expect(head(first, "next")).toMatch(/\/matches\/upcoming\?page=2$/);

  const second = await (await request.get("/matches/upcoming?page=2")).text();
  expect(head(second, "canonical")).toMatch(/\/matches\/upcoming\?page=2$/);
  expect(head(second, "prev")).toMatch(/\/matches\/upcoming$/);
  expect(head(second, "next") ?? "").toMatch(pageCount > 2 ? /\/matches\/upcoming\?page=3$/ : /^$/);
  // The server's HTML holds the second page's matches, not the first's.
  const thirteenth = all.matches[PAGE_SIZE]!;
  expect(second).toContain(`aria-label="${thirteenth.teamA?.name ?? "TBD"} vs ${thirteenth.teamB?.name ?? "TBD"}"`);
  const firstMatch = all.matches[0]!;
  expect(second).not.toContain(`aria-label="${firstMatch.teamA?.name ?? "TBD"} vs ${firstMatch.teamB?.name ?? "TBD"}"`);
});

test("Next and the page numbers move through the list in the browser; another game starts at its first page", async ({ page, watch, request }) => {
  const all = await apiData<MatchList>(request, "matches.upcoming", { game: "all" });
  await openHydrated(page, watch, "/matches/upcoming");
  const pages = page.getByRole("navigation", { name: "Pages of upcoming matches" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/matches\/upcoming\?page=2$/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 2");
  const m = all.matches[PAGE_SIZE]!;
  await expect(page.getByRole("article").first()).toHaveAttribute("aria-label", `${m.teamA?.name ?? "TBD"} vs ${m.teamB?.name ?? "TBD"}`);
  await expect(page.getByText(`${all.total} match(es) found`)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/matches\/upcoming\?page=2$/);

  await pages.getByRole("link", { name: "Page 1" }).click();
  await expect(page).toHaveURL(/\/matches\/upcoming$/);
  await pages.getByRole("link", { name: "Next" }).click();
  await page.getByRole("group", { name: "Filter by game" }).getByRole("button", { name: "CS2" }).click();
  await expect(page).toHaveURL(/\/matches\/upcoming\?game=cs2$/);
});

test("a page past the last shows the last, and says so in its canonical link", async ({ request }) => {
  const all = await apiData<MatchList>(request, "matches.upcoming", { game: "all" });
  const last = Math.ceil(all.matches.length / PAGE_SIZE);
  const html = await (await request.get("/matches/upcoming?page=9")).text();
  expect(head(html, "canonical")).toMatch(last === 1 ? /\/matches\/upcoming$/ : new RegExp(`/matches/upcoming\\?page=${last}$`));
  expect(head(html, "next")).toBeNull();
});
