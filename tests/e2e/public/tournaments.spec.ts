import { openInteractive } from "../site/cookie-banner";
import { test, expect, openHydrated, apiData } from "./fixtures";

type Tournament = { id: number; game: string; name: string; slug: string | null; status: string; leagueName: string | null };
type Detail = { tournament: Tournament; totalMatches: number; upcomingTotal: number; upcoming: unknown[]; live: unknown[]; recent: unknown[] };

const detailPath = (t: Tournament) => `/tournament/${t.game}/${t.id}/${encodeURIComponent(t.name)}`;

test("tournament list: filters update the URL and the list; invalid ?game is ignored; static sections", async ({ page, watch, request }) => {
  const all = await apiData<Tournament[]>(request, "tournaments.list", { game: "all", status: "all" });
  const lolRunning = await apiData<Tournament[]>(request, "tournaments.list", { game: "lol", status: "running" });
  await openHydrated(page, watch, "/tournaments");
  await expect(page.getByRole("heading", { level: 1, name: `Esports Tournaments ${new Date().getUTCFullYear()}` })).toBeVisible();
  await expect(page.getByText(`${all.length} tournaments found`)).toBeVisible();
  await expect(page.getByRole("heading", { name: all[0]!.name })).toBeVisible();
  const card = page.getByRole("heading", { name: all[0]!.name }).locator("xpath=ancestor::div[contains(@class,'rounded-xl')][1]");
  await expect(card.getByRole("link", { name: "View Details" })).toHaveAttribute("href", detailPath(all[0]!));
  await expect(card.getByRole("link", { name: "Bet Now" })).toHaveAttribute("target", "_blank");
  await expect(card).toContainText("Prize Pool");

  await expect(page.getByLabel("Game").locator("option")).toHaveText(["All", "CS2", "LoL", "Valorant", "Dota 2"]);
  await expect(page.getByLabel("Status").locator("option")).toHaveText(["All Status", "Running", "Upcoming"]);
  await page.getByLabel("Game").selectOption("lol");
  await expect(page).toHaveURL(/\/tournaments\?game=lol$/);
  await page.getByLabel("Status").selectOption("running");
  await expect(page).toHaveURL(/\/tournaments\?game=lol&status=running$/);
  await expect(page.getByText(`${lolRunning.length} tournaments found`)).toBeVisible();
  for (const t of lolRunning) await expect(page.getByRole("heading", { name: t.name })).toBeVisible();

  await page.goto("/tournaments?game=chess");
  await expect(page.getByLabel("Game")).toHaveValue("all");
  await expect(page.getByText(`${all.length} tournaments found`)).toBeVisible();

  for (const text of [
    `${new Date().getUTCFullYear()} Championship Calendar`,
    "CS2 Major",
    "Valorant Champions",
    "LoL Worlds",
    "The International",
    "Ongoing Leagues",
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
});

test("tournament list: no results with filters offers Clear Filters and View Matches", async ({ page }) => {
  await openInteractive(page, "/tournaments");
  // The list page reads tournaments.page, a page at a time (issue 38).
  await page.route("**/api/public/tournaments.page**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify([{ result: { data: { tournaments: [], total: 0, totalCapped: false, page: 1, pageCount: 1 } } }]),
    }),
  );
  await page.getByLabel("Status").selectOption("upcoming");
  await expect(page.getByText("No tournaments found")).toBeVisible();
  await expect(page.getByText("Try adjusting your filters to see more tournaments.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Matches" }).first()).toHaveAttribute("href", "/matches/upcoming");
  await page.unroute("**/api/public/tournaments.page**");
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByText(/\d+ tournaments found/)).toBeVisible();
});

test("tournament detail: the three routes show the same tournament, with its cards and match sections", async ({ page, watch, request }) => {
  const [t] = await apiData<Tournament[]>(request, "tournaments.list", { game: "all", status: "running" });
  const detail = await apiData<Detail>(request, "tournaments.detail", { game: t!.game, id: t!.id, name: t!.name });
  const html = await (await request.get(detailPath(t!))).text();
  expect(html).toContain(t!.name);

  await openHydrated(page, watch, detailPath(t!));
  await expect(page.getByRole("heading", { level: 1, name: t!.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Tournaments" })).toHaveAttribute("href", "/tournaments");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(t!.name);
  for (const label of ["Start Date", "End Date", "Prize Pool", "Total Matches"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText(String(detail.totalMatches), { exact: true })).toBeVisible();
  if (detail.upcoming.length) await expect(page.getByRole("heading", { name: "Upcoming Matches" })).toBeVisible();
  if (detail.recent.length) await expect(page.getByRole("heading", { name: "Recent Results" })).toBeVisible();
  if (detail.live.length) await expect(page.getByRole("heading", { name: "Live Matches" })).toBeVisible();
  if (detail.upcomingTotal > 10) await expect(page.getByText(`... and ${detail.upcomingTotal - 10} more upcoming matches`)).toBeVisible();
  await expect(page.locator('header a[aria-current="page"]')).toHaveText("Tournaments");

  await page.goto(`/tournament/${t!.game}/${encodeURIComponent(t!.name)}`);
  await expect(page.getByRole("heading", { level: 1, name: t!.name })).toBeVisible();
  await page.goto(`/tournaments/${t!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: t!.name })).toBeVisible();
});

test("tournament detail: a tournament with more than 10 upcoming matches shows the overflow line", async ({ page, request }) => {
  const all = await apiData<Tournament[]>(request, "tournaments.list", { game: "all", status: "all" });
  for (const t of all) {
    const d = await apiData<Detail>(request, "tournaments.detail", { game: t.game, id: t.id, name: t.name });
    if (d.upcomingTotal > 10) {
      await page.goto(detailPath(t));
      await expect(page.getByRole("region", { name: "Upcoming Matches" }).getByRole("article")).toHaveCount(10);
      await expect(page.getByText(`... and ${d.upcomingTotal - 10} more upcoming matches`)).toBeVisible();
      return;
    }
  }
  throw new Error("the demo seed should hold a tournament with more than 10 upcoming matches");
});

test("tournament detail: a finished match's card button reads 'View Result' and opens the match page; an upcoming one's goes to /bonuses", async ({
  page,
  request,
}) => {
  const all = await apiData<Tournament[]>(request, "tournaments.list", { game: "all", status: "all" });
  for (const t of all) {
    const d = await apiData<Detail>(request, "tournaments.detail", { game: t.game, id: t.id, name: t.name });
    if (d.recent.length === 0 || d.upcoming.length === 0) continue;
    await page.goto(detailPath(t));
    const result = page.getByRole("region", { name: "Recent Results" }).getByRole("article").first();
    const view = result.getByRole("link", { name: "View Result" });
    await expect(view).toHaveAttribute("href", /^\/match\/(cs2|lol|valorant|dota2)\/\d+\/[a-z0-9-]+-vs-[a-z0-9-]+$/);
    await expect(
      page.getByRole("region", { name: "Upcoming Matches" }).getByRole("article").first().getByRole("link", { name: "Bet on Esports" }),
    ).toHaveAttribute("href", "/bonuses");
    const href = await view.getAttribute("href");
    await view.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(" vs ");
    return;
  }
  throw new Error("the demo seed should hold a tournament with both results and upcoming matches");
});

test("tournament detail: an unknown tournament answers 404 with 'Tournament Not Found'", async ({ page, watch, request }) => {
  const res = await request.get("/tournament/cs2/987654321/No%20Such%20Cup%20Zzz");
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain("Tournament Not Found");
  await openHydrated(page, watch, "/tournament/cs2/987654321/No%20Such%20Cup%20Zzz", 404);
  await expect(page.getByRole("heading", { name: "Tournament Not Found" })).toBeVisible();
  await expect(page.getByText("We couldn't find any matches for this tournament. It might not exist or have no scheduled matches.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Tournaments" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect((await page.goto("/tournaments/no-such-slug-zzz"))?.status()).toBe(404);
});

test("tournament list: lists the tournaments this browser opened last, newest first, only after hydration", async ({ page, watch, request }) => {
  const [first, second] = await apiData<Tournament[]>(request, "tournaments.list", { game: "all", status: "all" });
  const serverHtml = await (await request.get("/tournaments")).text();
  expect(serverHtml).not.toContain("Recently Viewed");

  await openHydrated(page, watch, "/tournaments");
  await expect(page.getByRole("heading", { name: "Recently Viewed" })).toHaveCount(0);
  const newestStored = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem("esports-global-store") ?? "{}") as { state?: { recentlyViewed?: { tournaments?: { id: string }[] } } }).state
          ?.recentlyViewed?.tournaments?.[0]?.id,
    );
  for (const t of [first!, second!, first!]) {
    await page.goto(detailPath(t));
    // The page records the visit once it has hydrated; the heading alone is already in the server's HTML.
    await expect.poll(newestStored).toBe(String(t.id));
  }
  await page.goto("/tournaments");
  const recent = page.getByRole("region", { name: "Recently Viewed" }).getByRole("link");
  await expect(recent).toHaveText([first!.name, second!.name]);
  await recent.first().click();
  await expect(page.getByRole("heading", { level: 1, name: first!.name })).toBeVisible();
});
