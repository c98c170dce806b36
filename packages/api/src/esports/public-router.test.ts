import { describe, expect, it } from "vitest";
import { licensedEverywhere } from "../testing/licences";
import { TRPCError } from "@trpc/server";
import { testDrivers } from "@eb/db/testing";
import { bookmakers, teams, tournaments } from "@eb/db/schema";
import { seedDemoData } from "@eb/db/seed";
import { addMatch, addMatches, addTournament, hoursFrom } from "../testing/esports-rows";
import { publicApiPerTest } from "./test-support";

const now = new Date("2026-11-22T12:00:00Z");

describe.each(testDrivers())("public router on %s", (driver) => {
  const env = publicApiPerTest(driver, now);

  it("lists upcoming matches from now, soonest first, only from tournaments with a tier", async () => {
    const tiered = await addTournament(env.handle.db, { tier: "b" });
    const untiered = await addTournament(env.handle.db, { tier: null });
    const later = await addMatch(env.handle.db, { tournamentId: tiered.id, beginAt: hoursFrom(now, 5), teamAName: "Later" });
    const sooner = await addMatch(env.handle.db, { tournamentId: tiered.id, beginAt: hoursFrom(now, 1), teamAName: "Sooner" });
    await addMatch(env.handle.db, { tournamentId: tiered.id, beginAt: hoursFrom(now, -1) });
    await addMatch(env.handle.db, { tournamentId: untiered.id, beginAt: hoursFrom(now, 2), teamAName: "Hidden" });
    const list = await env.api.matches.upcoming({ game: "all" });
    expect(list.matches.map((m) => m.id)).toEqual([sooner.id, later.id]);
    expect(list.total).toBe(2);
  });

  it("shows at most 100 upcoming matches and counts them all in SQL with the same filters", async () => {
    const tiered = await addTournament(env.handle.db, { tier: "a" });
    const lol = await addTournament(env.handle.db, { tier: "a", game: "lol" });
    const untiered = await addTournament(env.handle.db, { tier: null });
    for (let i = 0; i < 243; i++) await addMatch(env.handle.db, { tournamentId: tiered.id, beginAt: hoursFrom(now, 1 + i) });
    for (let i = 0; i < 7; i++) await addMatch(env.handle.db, { tournamentId: lol.id, game: "lol", beginAt: hoursFrom(now, 1 + i) });
    for (let i = 0; i < 5; i++) await addMatch(env.handle.db, { tournamentId: untiered.id, beginAt: hoursFrom(now, 1 + i) });
    await addMatch(env.handle.db, { tournamentId: tiered.id, beginAt: hoursFrom(now, -1) });
    await addMatch(env.handle.db, { tournamentId: tiered.id, status: "finished", beginAt: hoursFrom(now, 2) });
    const all = await env.api.matches.upcoming({ game: "all" });
    expect(all.matches).toHaveLength(100);
    expect(all.total).toBe(250);
    const cs2 = await env.api.matches.upcoming({ game: "cs2" });
    expect(cs2).toMatchObject({ total: 243 });
    expect(cs2.matches).toHaveLength(100);
    expect(await env.api.matches.upcoming({ game: "lol" })).toMatchObject({ total: 7, matches: expect.any(Array) });
    const home = await env.api.matches.upcoming({ game: "all", limit: 4 });
    expect([home.matches.length, home.total]).toEqual([4, 250]);
  });

  it("shows at most 60 streams and counts them all", async () => {
    const t = await addTournament(env.handle.db);
    for (let i = 0; i < 75; i++) await addMatch(env.handle.db, { tournamentId: t.id, beginAt: hoursFrom(now, 1 + i), streamUrl: `https://twitch.tv/s${i}` });
    await addMatch(env.handle.db, { tournamentId: t.id, beginAt: hoursFrom(now, 1), streamUrl: " " });
    const streams = await env.api.matches.streams({ game: "all" });
    expect(streams.matches).toHaveLength(60);
    expect(streams.total).toBe(75);
  });

  it("counts upcoming matches and streams up to 1,000 and says when there are more (issue 38)", async () => {
    const t = await addTournament(env.handle.db);
    const untiered = await addTournament(env.handle.db, { tier: null });
    const upcoming = (n: number, from: number) =>
      addMatches(env.handle.db, n, (i) => ({ tournamentId: t.id, beginAt: hoursFrom(now, 1 + (from + i) / 60), streamUrl: `https://twitch.tv/s${from + i}` }));
    await upcoming(1_000, 0);
    // Neither an untiered tournament's match nor one finished before the window counts toward the cap.
    await addMatches(env.handle.db, 5, () => ({ tournamentId: untiered.id, beginAt: hoursFrom(now, 2), streamUrl: "https://twitch.tv/x" }));
    await addMatches(env.handle.db, 5, () => ({
      tournamentId: t.id,
      status: "finished",
      beginAt: hoursFrom(now, -30 * 24),
      streamUrl: "https://twitch.tv/old",
    }));
    expect(await env.api.matches.upcoming({ game: "all", limit: 4 })).toMatchObject({ total: 1_000, totalCapped: false });
    expect(await env.api.matches.streams({ game: "all" })).toMatchObject({ total: 1_000, totalCapped: false });
    await upcoming(1, 1_000);
    const list = await env.api.matches.upcoming({ game: "all" });
    expect([list.matches.length, list.total, list.totalCapped]).toEqual([100, 1_000, true]);
    const streams = await env.api.matches.streams({ game: "all" });
    expect([streams.matches.length, streams.total, streams.totalCapped]).toEqual([60, 1_000, true]);
  });

  it("filters by game and refuses a game outside the four", async () => {
    const t = await addTournament(env.handle.db, { game: "lol" });
    await addMatch(env.handle.db, { tournamentId: t.id, game: "lol", beginAt: hoursFrom(now, 3) });
    expect((await env.api.matches.upcoming({ game: "lol" })).matches).toHaveLength(1);
    expect(await env.api.matches.upcoming({ game: "cs2" })).toEqual({ matches: [], total: 0, totalCapped: false });
    // @ts-expect-error: an invalid game is exactly what is being tested
    const error = await env.api.matches.upcoming({ game: "fortnite" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("lists results of the last 7 days, newest first, at most 100", async () => {
    const t = await addTournament(env.handle.db);
    for (let i = 0; i < 105; i++) {
      await addMatch(env.handle.db, {
        tournamentId: t.id,
        status: "finished",
        beginAt: hoursFrom(now, -2 - i),
        endAt: hoursFrom(now, -1 - i),
        winnerName: "Alpha",
      });
    }
    await addMatch(env.handle.db, { tournamentId: t.id, status: "finished", beginAt: hoursFrom(now, -24 * 8), endAt: hoursFrom(now, -24 * 8 + 1) });
    const results = await env.api.matches.results({ game: "all" });
    expect(results).toHaveLength(100);
    const ends = results.map((r) => Date.parse(r.endAt!));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    expect(Math.min(...ends)).toBeGreaterThanOrEqual(now.getTime() - 7 * 86_400_000);
  });

  it("lists streams with a non-blank URL, running first, then upcoming, then finished", async () => {
    const t = await addTournament(env.handle.db);
    const fin = await addMatch(env.handle.db, {
      tournamentId: t.id,
      status: "finished",
      beginAt: hoursFrom(now, -5),
      endAt: hoursFrom(now, -3),
      streamUrl: "https://twitch.tv/a",
    });
    const up = await addMatch(env.handle.db, { tournamentId: t.id, status: "not_started", beginAt: hoursFrom(now, 2), streamUrl: "https://twitch.tv/b" });
    const run = await addMatch(env.handle.db, { tournamentId: t.id, status: "running", beginAt: hoursFrom(now, -1), streamUrl: "https://twitch.tv/c" });
    await addMatch(env.handle.db, { tournamentId: t.id, status: "running", beginAt: hoursFrom(now, -1), streamUrl: "   " });
    await addMatch(env.handle.db, { tournamentId: t.id, status: "not_started", beginAt: hoursFrom(now, 1), streamUrl: null });
    const streams = await env.api.matches.streams({ game: "all" });
    expect(streams.matches.map((s) => s.id)).toEqual([run.id, up.id, fin.id]);
    expect(streams.total).toBe(3);
  });

  it("lists running and upcoming tournaments with a tier, earliest first, with a status filter", async () => {
    const running = await addTournament(env.handle.db, { beginAt: hoursFrom(now, -48), endAt: hoursFrom(now, 48) });
    const upcoming = await addTournament(env.handle.db, { beginAt: hoursFrom(now, 48), endAt: hoursFrom(now, 96) });
    await addTournament(env.handle.db, { beginAt: hoursFrom(now, -96), endAt: hoursFrom(now, -48) });
    await addTournament(env.handle.db, { tier: null, beginAt: hoursFrom(now, -1), endAt: hoursFrom(now, 5) });
    expect((await env.api.tournaments.list({ game: "all", status: "all" })).map((t) => [t.id, t.status])).toEqual([
      [running.id, "running"],
      [upcoming.id, "upcoming"],
    ]);
    expect((await env.api.tournaments.list({ game: "all", status: "running" })).map((t) => t.id)).toEqual([running.id]);
    expect((await env.api.tournaments.list({ game: "all", status: "upcoming" })).map((t) => t.id)).toEqual([upcoming.id]);
  });

  it("pages the tournament list 24 at a time, in the list's order, with the count (issue 38)", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await addTournament(env.handle.db, { beginAt: hoursFrom(now, 1 + i), endAt: hoursFrom(now, 48 + i) })).id);
    await addTournament(env.handle.db, { tier: null, beginAt: hoursFrom(now, 1) });
    const first = await env.api.tournaments.page({ game: "all", status: "all" });
    expect([first.total, first.totalCapped, first.page, first.pageCount]).toEqual([30, false, 1, 2]);
    expect(first.tournaments.map((t) => t.id)).toEqual(ids.slice(0, 24));
    expect((await env.api.tournaments.page({ game: "all", status: "all", page: 2 })).tournaments.map((t) => t.id)).toEqual(ids.slice(24));
    // A page past the last is the last.
    expect(await env.api.tournaments.page({ game: "all", status: "all", page: 9 })).toMatchObject({ page: 2, total: 30 });
    expect(await env.api.tournaments.page({ game: "lol", status: "all" })).toEqual({ tournaments: [], total: 0, totalCapped: false, page: 1, pageCount: 1 });
  });

  it("searches the tournament list for every word in the name, league or serie, ignoring case", async () => {
    const t = await addTournament(env.handle.db, {
      name: "Frostline Masters Winter 2026 - Playoffs",
      leagueName: "Frostline Masters",
      serieFullName: "Frostline Masters Winter 2026",
      beginAt: hoursFrom(now, 5),
    });
    await addTournament(env.handle.db, { name: "Other Cup", leagueName: "Playoffs League", beginAt: hoursFrom(now, 6) });
    const found = async (q: string) => (await env.api.tournaments.page({ game: "all", status: "all", q })).tournaments.map((x) => x.id);
    expect(await found("frostline playoffs")).toEqual([t.id]);
    expect(await found("FROSTLINE")).toEqual([t.id]);
    expect(await found("frostline major")).toEqual([]);
    expect(await found("100%_")).toEqual([]);
    expect((await env.api.tournaments.page({ game: "all", status: "all", q: "playoffs" })).total).toBe(2);
  });

  it("counts the tournament list up to 1,000 and says when there are more", async () => {
    const rows = Array.from({ length: 1_001 }, (_, i) => ({
      id: 5_000_000 + i,
      game: "cs2" as const,
      name: `Cup ${i}`,
      tier: "c",
      beginAt: hoursFrom(now, 1 + i),
    }));
    await env.handle.db.insert(tournaments).values(rows);
    const page = await env.api.tournaments.page({ game: "all", status: "upcoming", page: 42 });
    expect([page.total, page.totalCapped, page.page, page.pageCount]).toEqual([1_000, true, 42, 42]);
    expect(page.tournaments.map((t) => t.id)).toEqual(rows.slice(41 * 24, 42 * 24).map((r) => r.id));
  });

  it("builds the tournament detail by id with live, upcoming (10 + total) and recent sections", async () => {
    const t = await addTournament(env.handle.db, { name: "Frostline Masters Winter 2026 - Playoffs", beginAt: hoursFrom(now, -24), endAt: hoursFrom(now, 72) });
    await addMatch(env.handle.db, { tournamentId: t.id, status: "running", beginAt: hoursFrom(now, -1) });
    for (let i = 0; i < 12; i++) await addMatch(env.handle.db, { tournamentId: t.id, beginAt: hoursFrom(now, 1 + i) });
    await addMatch(env.handle.db, { tournamentId: t.id, status: "finished", beginAt: hoursFrom(now, -6) });
    const overdue = await addMatch(env.handle.db, { tournamentId: t.id, status: "not_started", beginAt: hoursFrom(now, -2) });
    const detail = await env.api.tournaments.detail({ game: "cs2", id: t.id });
    expect(detail.tournament.name).toBe(t.name);
    expect(detail.live).toHaveLength(1);
    expect(detail.upcoming).toHaveLength(10);
    expect(detail.upcomingTotal).toBe(12);
    expect(detail.recent.map((m) => m.id)).toContain(overdue.id);
    expect(detail.recent).toHaveLength(2);
    expect(detail.totalMatches).toBe(15);
  });

  it("finds a tournament by name case-insensitively and by slug", async () => {
    const t = await addTournament(env.handle.db, { name: "Harbor Series Autumn", slug: "harbor-series-autumn" });
    expect((await env.api.tournaments.detail({ game: "cs2", name: "harbor series AUTUMN" })).tournament.id).toBe(t.id);
    expect((await env.api.tournaments.detail({ slug: "harbor-series-autumn" })).tournament.id).toBe(t.id);
  });

  it("falls back to matches whose tournament name contains the last words, with an upcoming record", async () => {
    const hidden = await addTournament(env.handle.db, { tier: "c" });
    await addMatch(env.handle.db, { tournamentId: hidden.id, tournamentName: "Regional Qualifier Closed Stage Group B", beginAt: hoursFrom(now, 4) });
    const detail = await env.api.tournaments.detail({ game: "cs2", name: "Some League Closed Stage Group B" });
    expect(detail.isFallback).toBe(true);
    expect(detail.tournament.status).toBe("upcoming");
    expect(detail.upcoming).toHaveLength(1);
  });

  it("answers NOT_FOUND for an unknown tournament and for a tournament with a null tier", async () => {
    const untiered = await addTournament(env.handle.db, { tier: null, name: "Open Ladder" });
    await addMatch(env.handle.db, { tournamentId: untiered.id, tournamentName: "Open Ladder", beginAt: hoursFrom(now, 1) });
    for (const input of [
      { game: "cs2" as const, id: 999_999 },
      { game: "cs2" as const, id: untiered.id, name: "Open Ladder" },
    ]) {
      const error = await env.api.tournaments.detail(input).catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe("NOT_FOUND");
    }
  });

  it("fills a missing team logo from the team list by a name variant", async () => {
    await env.handle.db.insert(teams).values({ id: 1, game: "cs2", name: "Ember Clan", imageUrl: "/logos/ember.svg" });
    const t = await addTournament(env.handle.db);
    await addMatch(env.handle.db, { tournamentId: t.id, beginAt: hoursFrom(now, 1), teamAName: "Ember", teamALogo: null });
    const [match] = (await env.api.matches.upcoming({ game: "cs2" })).matches;
    expect(match!.teamA!.logo).toBe("/logos/ember.svg");
    expect(await env.api.teams.logos({ game: "cs2" })).toEqual([{ name: "Ember Clan", imageUrl: "/logos/ember.svg", game: "cs2" }]);
  });

  it("lists active published bookmakers in display order without their affiliate URL", async () => {
    const rows = await env.handle.db
      .insert(bookmakers)
      .values([
        { name: "Second", displayOrder: 2, affiliateUrl: "https://aff.example/2", rating: 4.5 },
        { name: "First", displayOrder: 1, affiliateUrl: "https://aff.example/1", rating: 4.9 },
        { name: "Inactive", displayOrder: 0, active: false },
        { name: "Draft", displayOrder: 0, publishStatus: "draft" },
      ])
      .returning({ id: bookmakers.id });
    for (const { id } of rows) await licensedEverywhere(env.handle.db, id);
    const list = await env.api.bookmakers.list();
    expect(list.map((b) => b.name)).toEqual(["First", "Second"]);
    expect(list[0]!.rating).toBe(4.9);
    expect(JSON.stringify(list)).not.toContain("aff.example");
  });

  it("serves the seeded demo world: at least 40 upcoming, 4 running with streams, 40 results", async () => {
    await seedDemoData(env.handle.db, now);
    const upcoming = (await env.api.matches.upcoming({ game: "all" })).matches;
    const results = await env.api.matches.results({ game: "all" });
    const streams = (await env.api.matches.streams({ game: "all" })).matches;
    expect(upcoming.length).toBeGreaterThanOrEqual(40);
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(streams.filter((s) => s.status === "running").length).toBeGreaterThanOrEqual(4);
    for (const game of ["cs2", "lol", "valorant", "dota2"] as const) {
      expect(upcoming.some((m) => m.game === game)).toBe(true);
    }
    // Matches of the demo's null-tier tournaments never appear.
    expect([...upcoming, ...results, ...streams].some((m) => /Open Ladder|Community Clash|Scrim League|Pub Stars/.test(m.tournamentName ?? ""))).toBe(false);
  });
});
