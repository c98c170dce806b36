import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { and, eq, isNotNull, isNull } from "@eb/db";
import { matches, teams, tournaments } from "@eb/db/schema";
import type { PublicMatch, PublicMatchList } from "@eb/api/shared";
import { matchPath, teamPath, tournamentPath } from "@eb/api/shared";
import { createTestApp, type TestApp } from "../testing/test-app";

const FIRST = new Date("2026-11-22T12:00:00.000Z");
const LATER = new Date("2026-11-22T12:00:01.000Z");
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/**
 * Issue 24: match and team pages answer at one canonical URL. A wrong or missing slug, or another
 * case, is a 301 there; an unknown or malformed id, an unknown game and a match the public lists
 * never show are the not-found screen with status 404.
 */
describe.each(testDrivers())("match and team pages on %s", (driver) => {
  let t: TestApp;
  let clock = FIRST;
  let match: PublicMatch;
  let untieredId: number;

  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    return {
      status: res.statusCode,
      location: res.headers.location,
      body: res.body.replace(/<!-- -->/g, ""),
      renderedAt: /"renderedAt":"([^"]+)"/.exec(res.body)?.[1],
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1],
    };
  };

  beforeAll(async () => {
    // The render cache on, as in production: a redirect must never be served from it for the canonical URL.
    t = await createTestApp({ driver, now: FIRST, env: { SITE_URL: "https://esports.example" }, deps: { now: () => clock, renderCacheMs: 600_000 } });
    const res = await t.app.inject({ url: `/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}` });
    match = res.json<{ result: { data: PublicMatchList } }>().result.data.matches.find((m) => m.teamA?.id && m.teamB?.id && m.tournamentId)!;
    const [hidden] = await t.handle.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNull(tournaments.tier)))
      .limit(1);
    untieredId = hidden!.id;
    const [tiered] = await t.handle.db.select({ id: tournaments.id }).from(tournaments).where(isNotNull(tournaments.tier)).limit(1);
    expect(tiered).toBeDefined();
  });
  afterAll(async () => t.close());

  const canonicalMatch = () => matchPath(match.game, match.id, match.teamA!.name, match.teamB!.name);

  it("renders the match page at its canonical URL with both teams' pages, the tournament's page and its canonical link", async () => {
    const page = await get(canonicalMatch());
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`https://esports.example${canonicalMatch()}`);
    expect(page.body).toContain(`href="${teamPath(match.game, match.teamA!.id!, match.teamA!.name)}"`);
    expect(page.body).toContain(`href="${teamPath(match.game, match.teamB!.id!, match.teamB!.name)}"`);
    expect(page.body).toContain(`href="${escape(tournamentPath(match.game, match.tournamentId!, match.tournamentName!))}"`);
    expect(page.body).toContain(`${escape(match.teamA!.name)} vs ${escape(match.teamB!.name)}`);
    expect(page.body).toContain('"@type":"SportsEvent"');
    expect(page.body).toContain('"@type":"BreadcrumbList"');
  });

  it("redirects a wrong or missing slug, another case and a trailing slash to the canonical match URL, keeping the query", async () => {
    const target = canonicalMatch();
    const [, , game, id, slug] = target.split("/");
    for (const url of [
      `/match/${game}/${id}/someone-vs-else`,
      `/match/${game}/${id}`,
      `/match/${game}/${id}/`,
      `/MATCH/${game!.toUpperCase()}/${id}/${slug}`,
      `/match/${game}/${id}/${slug!.toUpperCase()}`,
      `/match/${game}/${id}/${slug}/`,
      `/match/${game}/${id}/${slug!.replace("-", "%2D")}`,
    ]) {
      const res = await get(url);
      expect([res.status, res.location], url).toEqual([301, target]);
    }
    expect((await get(`/match/${game}/${id}/x?utm_source=feed`)).location).toBe(`${target}?utm_source=feed`);
  });

  it("renders every spelling of a match page once, and a redirect never answers the canonical URL", async () => {
    clock = FIRST;
    const [, , game, id] = canonicalMatch().split("/");
    expect((await get(`/match/${game}/${id}/made-up-words`)).status).toBe(301);
    clock = LATER;
    const page = await get(canonicalMatch());
    expect(page.status).toBe(200);
    // Served from the render the redirect made: made-up slugs cost no render of their own.
    expect(page.renderedAt).toBe(FIRST.toISOString());
    expect((await get(`/match/${game}/${id}/other-words`)).status).toBe(301);
    clock = FIRST;
  });

  it("redirects a team page's wrong or missing slug and case to its canonical URL, and renders it there", async () => {
    const team = match.teamA!;
    const target = teamPath(match.game, team.id!, team.name);
    for (const url of [`/team/${match.game}/${team.id}/wrong-name`, `/team/${match.game}/${team.id}`, `/Team/${match.game.toUpperCase()}/${team.id}/x`]) {
      const res = await get(url);
      expect([res.status, res.location], url).toEqual([301, target]);
    }
    const page = await get(target);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`https://esports.example${target}`);
    expect(page.body).toContain(`<h1 class="mt-2 text-2xl font-bold [overflow-wrap:anywhere] sm:text-4xl">${escape(team.name)}</h1>`);
    expect(page.body).toContain('"@type":"SportsTeam"');
  });

  it("answers an unknown id, a malformed id, an unknown game and a match of an untiered tournament with the not-found screen and 404", async () => {
    for (const url of [
      "/match/cs2/987654321/a-vs-b",
      "/match/cs2/987654321",
      "/match/cs2/abc/a-vs-b",
      "/match/cs2/0/a-vs-b",
      "/match/cs2/-5/a-vs-b",
      "/match/cs2/99999999999999999999/a-vs-b",
      `/match/fortnite/${match.id}/a-vs-b`,
      `/match/${match.game === "cs2" ? "lol" : "cs2"}/${match.id}/a-vs-b`,
      `/match/cs2/${untieredId}/a-vs-b`,
      "/team/cs2/987654321/nobody",
      "/team/cs2/1.5/x",
      `/team/chess/${match.teamA!.id}/x`,
    ]) {
      const res = await get(url);
      expect([res.status, res.location], url).toEqual([404, undefined]);
      expect(res.body, url).toContain("Oops! Page not found");
    }
  });

  it("gives a match whose teams are not known yet a page that says so, with no team link for the unknown side", async () => {
    const [tiered] = await t.handle.db.select({ id: tournaments.id, game: tournaments.game }).from(tournaments).where(isNotNull(tournaments.tier)).limit(1);
    await t.handle.db.insert(matches).values({
      id: 77_000_001,
      game: tiered!.game,
      status: "not_started",
      tournamentId: tiered!.id,
      beginAt: new Date(FIRST.getTime() + 86_400_000),
      teamAId: match.teamA!.id,
      teamAName: match.teamA!.name,
    });
    const path = matchPath(tiered!.game, 77_000_001, match.teamA!.name, null);
    expect(path).toMatch(/-vs-tbd$/);
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain("The teams of this match are not yet known (TBD).");
    expect(page.body).toContain("Team not yet known");
    // The scoreboard links the known side only (the form lists below link opponents too).
    const sideLinks = [...page.body.matchAll(/<a [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes("data-team-name") && tag.includes('href="/team/'));
    expect(sideLinks).toHaveLength(1);
  });

  it("links a game guide's listed team to its team page when a synced team of that game bears the name", async () => {
    await t.handle.db.insert(teams).values({ id: 88_000_001, game: "cs2", name: "TEAM VITALITY" });
    const page = await get("/games/cs2");
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<a [^>]*href="\/team\/cs2\/88000001\/team-vitality"[^>]*>Team Vitality<\/a>/);
    // A name no synced team bears stays text.
    expect(page.body).toMatch(/<li>Natus Vincere<\/li>/);
  });
});
