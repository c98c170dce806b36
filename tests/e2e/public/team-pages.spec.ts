import { test, expect, openHydrated, apiData } from "./fixtures";

type TeamResult = { outcome: "W" | "L" | "D" | null; opponent: { name: string } | null };
type TeamDetail = {
  team: { id: number; game: string; name: string; acronym: string | null; location: string | null };
  roster: Array<{ name: string; role: string | null; nationality: string | null }>;
  results: TeamResult[];
  live: Array<{ id: number }>;
  upcoming: Array<{ id: number }>;
  tournaments: Array<{ id: number; name: string }>;
};
type Match = { id: number; game: string; teamA: { id: number | null; name: string } | null };

/** Issue 24: a team page shows what is known: logo, name, acronym, location, roster, form over the last 10, upcoming matches, tournaments. */
test("a team page: roster with roles and nationalities, form over the last 10 results, upcoming matches as cards, tournaments", async ({
  page,
  watch,
  request,
}) => {
  const { matches } = await apiData<{ matches: Match[] }>(request, "matches.upcoming", { game: "lol" });
  const team = matches.find((m) => m.teamA?.id)!.teamA!;
  const detail = await apiData<TeamDetail>(request, "teams.detail", { game: "lol", id: team.id });
  const res = await page.request.get(`/team/lol/${team.id}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  await openHydrated(page, watch, res.headers().location!);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.team.name);
  if (detail.team.acronym) await expect(page.locator("header").getByText(detail.team.acronym, { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "LoL" })).toHaveAttribute("href", "/games/lol");

  // The roster: every player, with the role and the country in words where the provider gives them.
  const roster = page.locator('section[aria-labelledby="roster"] li');
  await expect(roster).toHaveCount(detail.roster.length);
  expect(detail.roster.length).toBeGreaterThan(0);
  const withRole = detail.roster.find((p) => p.role && p.nationality)!;
  const card = roster.filter({ hasText: withRole.name });
  await expect(card).toContainText(withRole.role!);
  await expect(card).not.toContainText(new RegExp(`\\b${withRole.nationality}\\b`));

  // Form: one badge per result, newest first, named in words.
  const form = page.getByRole("list", { name: /^Form, newest first: / });
  await expect(form).toHaveAttribute("aria-label", `Form, newest first: ${detail.results.map((r) => r.outcome ?? "–").join("")}`);
  expect(detail.results.length).toBe(10);
  await expect(form.locator("li")).toHaveCount(10);

  // Upcoming matches are cards that lead to their match pages; tournaments lead to theirs.
  const cards = page.locator('section[aria-labelledby="matches"] article');
  await expect(cards).toHaveCount(detail.live.length + detail.upcoming.length);
  const tournaments = page.locator('section[aria-labelledby="tournaments"] a');
  await expect(tournaments).toHaveText(detail.tournaments.map((t) => t.name));
  await cards.first().locator("a[data-match-link]").click();
  await expect(page).toHaveURL(/\/match\/lol\/\d+\//);
  await page.goBack();
  await tournaments.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.tournaments[0]!.name);
});

test("an unknown team id and an unknown game are the not-found screen with status 404", async ({ page, watch }) => {
  await openHydrated(page, watch, "/team/cs2/987654321/nobody", 404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  const res = await page.request.get("/team/chess/1/x");
  expect(res.status()).toBe(404);
});

test("a team page reached in the browser at an old spelling of its path takes its canonical path", async ({ page, watch, request }) => {
  const { matches } = await apiData<{ matches: Match[] }>(request, "matches.upcoming", { game: "all" });
  const m = matches.find((x) => x.teamA?.id)!;
  await openHydrated(page, watch, "/matches/upcoming");
  // A client-side move to a slug that is not the team's (as a link built from a former name would be).
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, `/team/${m.game}/${m.teamA!.id}/former-name`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.teamA!.name);
  await expect(page).toHaveURL(new RegExp(`/team/${m.game}/${m.teamA!.id}/(?!former-name)[a-z0-9-]+$`));
});
