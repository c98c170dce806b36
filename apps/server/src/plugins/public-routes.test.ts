import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { and, eq, inArray, isNotNull } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import type { PublicMatch, PublicMatchList, PublicTournament, PublicBookmaker } from "@eb/api/shared";
import { tournamentPath } from "@eb/api/shared";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-11-22T12:00:00Z");
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** Every public route, fetched as a crawler without JavaScript gets it. */
describe.each(testDrivers())("every public route is rendered on the server with its data, on %s", (driver) => {
  let t: TestApp;
  let data: { upcoming: PublicMatch[]; results: PublicMatch[]; streams: PublicMatch[]; tournaments: PublicTournament[]; bookmakers: PublicBookmaker[] };

  const api = async <T>(path: string, input?: unknown): Promise<T> => {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return (await t.app.inject({ url: `/api/public/${path}${query}` })).json().result.data as T;
  };
  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    // React separates adjacent text nodes with <!-- -->; read the text as a browser shows it.
    return { status: res.statusCode, html: res.body.replace(/<!-- -->/g, "") };
  };
  const html = (s: string) => escape(s);

  beforeAll(async () => {
    t = await createTestApp({ driver, now, env: { SITE_URL: "https://esports.example" } });
    data = {
      upcoming: (await api<PublicMatchList>("matches.upcoming", { game: "all" })).matches,
      results: await api("matches.results", { game: "all" }),
      streams: (await api<PublicMatchList>("matches.streams", { game: "all" })).matches,
      tournaments: await api("tournaments.list", { game: "all", status: "all" }),
      bookmakers: await api("bookmakers.list"),
    };
  });
  afterAll(async () => t.close());

  it("home: hero, bookmakers, the next 4 upcoming matches and up to 3 running tournaments", async () => {
    const { status, html: page } = await get("/");
    expect(status).toBe(200);
    expect(page).toContain(`Best Esports Betting Sites ${now.getUTCFullYear()}`);
    for (const b of data.bookmakers) expect(page).toContain(html(b.name));
    for (const m of data.upcoming.slice(0, 4)) expect(page).toContain(html(m.teamA!.name));
    const running = data.tournaments.filter((x) => x.status === "running").slice(0, 3);
    expect(running.length).toBeGreaterThan(0);
    for (const x of running) expect(page).toContain(tournamentPath(x.game, x.id, x.name).replace(/&/g, "&amp;"));
  });

  it("results: finished matches of the last 7 days", async () => {
    const { status, html: page } = await get("/results");
    expect(status).toBe(200);
    expect(page).toContain("Recent Match Results");
    expect(data.results.length).toBeGreaterThan(0);
    expect(page).toContain(html(data.results[0]!.teamA!.name));
    expect(page).toContain("Looking for More?");
  });

  it("results: in pages of twelve, the count still every result (issue 38)", async () => {
    expect(data.results.length).toBeGreaterThan(12);
    const first = (await get("/results")).html;
    expect(first).toContain(`${data.results.length} result(s)`);
    expect(first.match(/<article\b/g)).toHaveLength(12);
    expect(first).toContain('<link rel="next" href="https://esports.example/results?page=2"');
    const second = (await get("/results?page=2")).html;
    expect(second).toContain(`${data.results.length} result(s)`);
    expect(second.match(/<article\b/g)).toHaveLength(Math.min(12, data.results.length - 12));
    expect(second).toContain(html(data.results[12]!.teamA!.name));
  });

  it("streams: matches with a stream, live first, with Watch Stream links opening safely", async () => {
    const { status, html: page } = await get("/streams");
    expect(status).toBe(200);
    expect(data.streams[0]!.status).toBe("running");
    expect(page).toContain(html(data.streams[0]!.teamA!.name));
    expect(page).toMatch(
      /<a[^>]*href="https:\/\/[^"]+"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Watch Stream|<a[^>]*rel="noopener noreferrer"[^>]*target="_blank"[^>]*>Watch Stream/,
    );
  });

  it("tournaments: the list with its count, and an invalid game ignored", async () => {
    const { html: page } = await get("/tournaments?game=chess");
    expect(page).toContain(`Esports Tournaments ${now.getUTCFullYear()}`);
    expect(page).toContain(`${data.tournaments.length} tournaments found`);
    for (const x of data.tournaments) expect(page).toContain(html(x.name));
  });

  it("tournaments: the list in pages of 24, the count still every tournament (issue 38)", async () => {
    const extra = Array.from({ length: 30 }, (_, i) => ({
      id: 7_000_000 + i,
      game: "dota2" as const,
      name: `Paged Cup ${String(i).padStart(2, "0")}`,
      tier: "b",
      beginAt: new Date(now.getTime() + (i + 1) * 86_400_000),
      endAt: new Date(now.getTime() + (i + 3) * 86_400_000),
    }));
    await t.handle.db.insert(tournaments).values(extra);
    try {
      const all = await api<PublicTournament[]>("tournaments.list", { game: "dota2", status: "all" });
      expect(all.length).toBeGreaterThan(30);
      const first = (await get("/tournaments?game=dota2")).html;
      expect(first).toContain(`${all.length} tournaments found`);
      expect(first.match(/View Details/g)).toHaveLength(24);
      expect(first).toContain('rel="next" href="https://esports.example/tournaments?game=dota2&amp;page=2"');
      const second = (await get("/tournaments?game=dota2&page=2")).html;
      expect(second).toContain(`${all.length} tournaments found`);
      expect(second.match(/View Details/g)).toHaveLength(Math.min(24, all.length - 24));
      expect(second).toContain(html(all[24]!.name));
      expect(second).toContain('<link rel="canonical" href="https://esports.example/tournaments?game=dota2&amp;page=2"');
    } finally {
      await t.handle.db.delete(tournaments).where(
        inArray(
          tournaments.id,
          extra.map((x) => x.id),
        ),
      );
    }
  });

  it("tournaments: ?q= searches names (the WebSite SearchAction target)", async () => {
    const target = data.tournaments[0]!;
    const word = target.leagueName!.split(" ")[0]!;
    const { html: page } = await get(`/tournaments?q=${encodeURIComponent(word)}`);
    const expected = data.tournaments.filter((x) => `${x.name} ${x.leagueName} ${x.serieFullName}`.toLowerCase().includes(word.toLowerCase()));
    expect(page).toContain(`${expected.length} tournaments found`);
    expect(expected.length).toBeLessThan(data.tournaments.length);
  });

  it("tournament detail: the three URL forms render the same tournament with its matches", async () => {
    const x = data.tournaments.find((d) => d.status === "running")!;
    const [{ rows }] = [{ rows: await t.handle.db.select({ slug: tournaments.slug }).from(tournaments).where(eq(tournaments.id, x.id)) }];
    const urls = [tournamentPath(x.game, x.id, x.name), `/tournament/${x.game}/${encodeURIComponent(x.name)}`, `/tournaments/${rows[0]!.slug}`];
    for (const url of urls) {
      const { status, html: page } = await get(url);
      expect(status, url).toBe(200);
      expect(page, url).toMatch(new RegExp(`<title[^>]*>${html(x.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      expect(page, url).toContain("Upcoming Matches");
    }
  });

  it("tournament detail: an unknown tournament and a tournament without a tier answer 404", async () => {
    const unknown = await get("/tournament/cs2/987654321/No%20Such%20Cup");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("Tournament Not Found");
    expect(unknown.html).toContain("We couldn&#x27;t find any matches for this tournament. It might not exist or have no scheduled matches.");
    const [untiered] = await t.handle.db.select().from(tournaments).where(eq(tournaments.name, "Open Ladder Week 47 - Ladder"));
    expect(untiered).toBeDefined();
    const hidden = await get(tournamentPath(untiered!.game, untiered!.id, untiered!.name));
    expect(hidden.status).toBe(404);
  });

  it("coming soon: its texts, not indexed", async () => {
    const { status, html: page } = await get("/coming-soon");
    expect(status).toBe(200);
    expect(page).toContain("Coming Soon");
    expect(page).toContain("We&#x27;re working on something awesome! This feature will be available soon.");
    expect(page).toContain('content="noindex, nofollow"');
  });

  it("upcoming matches and streams: the count is every match, and a cut list says so", async () => {
    const before = await get("/matches/upcoming?game=valorant");
    const shown = (await api<PublicMatchList>("matches.upcoming", { game: "valorant" })).total;
    const streams = (await api<PublicMatchList>("matches.streams", { game: "valorant" })).total;
    expect((await get("/streams?game=valorant")).html).not.toContain("Showing the first");
    expect(before.html).toContain(`${shown} match(es) found`);
    expect(before.html).not.toContain("Showing the first");
    const [cup] = await t.handle.db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.game, "valorant")).limit(1);
    const extra = Array.from({ length: 150 }, (_, i) => ({
      id: 9_000_000 + i,
      game: "valorant" as const,
      status: "not_started",
      beginAt: new Date(now.getTime() + (i + 1) * 3_600_000),
      tournamentId: cup!.id,
      teamAName: `Extra A${i}`,
      teamBName: `Extra B${i}`,
      streamUrl: `https://www.twitch.tv/extra${i}`,
    }));
    await t.handle.db.insert(matches).values(extra);
    try {
      const { html: page } = await get("/matches/upcoming?game=valorant");
      const total = shown + 150;
      expect(page).toContain(`${total} match(es) found`);
      expect(page).toContain(`Showing the first 100 of ${total} matches, soonest first`);
      // The 100 shown are paged, twelve a page (issue 23): 8 full pages and 4 on the ninth.
      expect(page.match(/<article\b/g)).toHaveLength(12);
      const lastPage = (await get("/matches/upcoming?game=valorant&page=9")).html;
      expect(lastPage).toContain(`Showing the first 100 of ${total} matches, soonest first`);
      expect(lastPage.match(/<article\b/g)).toHaveLength(4);
      const streamsPage = (await get("/streams?game=valorant")).html;
      expect(streamsPage).toContain(`Showing the first 60 of ${streams + 150} streams, live first.`);
      expect(streamsPage.match(/Watch Stream/g)).toHaveLength(60);
    } finally {
      // Exactly the rows added: the demo's own match ids are above these.
      await t.handle.db.delete(matches).where(
        inArray(
          matches.id,
          extra.map((m) => m.id),
        ),
      );
    }
  });

  it("upcoming matches and streams: past 1,000 the count says 1,000+ (issue 38)", async () => {
    const [cup] = await t.handle.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.game, "dota2"), isNotNull(tournaments.tier)))
      .limit(1);
    const extra = Array.from({ length: 1_001 }, (_, i) => ({
      id: 8_000_000 + i,
      game: "dota2" as const,
      status: "not_started",
      beginAt: new Date(now.getTime() + (i + 1) * 60_000),
      tournamentId: cup!.id,
      teamAName: `Many A${i}`,
      teamBName: `Many B${i}`,
      streamUrl: `https://www.twitch.tv/many${i}`,
    }));
    await t.handle.db.insert(matches).values(extra);
    try {
      const page = (await get("/matches/upcoming?game=dota2")).html;
      expect(page).toContain("1,000+ match(es) found");
      expect(page).toContain("Showing the first 100 of 1,000+ matches, soonest first");
      const streamsPage = (await get("/streams?game=dota2")).html;
      expect(streamsPage).toContain("Showing the first 60 of 1,000+ streams, live first.");
    } finally {
      await t.handle.db.delete(matches).where(
        inArray(
          matches.id,
          extra.map((m) => m.id),
        ),
      );
    }
  });

  it.each([
    "/",
    "/matches/upcoming",
    "/results",
    "/streams",
    "/tournaments",
    "/bonuses",
    "/games/cs2",
    "/about",
    "/terms-conditions",
    "/privacy-policy",
    "/responsible-gambling",
  ])("%s has a title with the site name, a description, a canonical URL and index, follow", async (url) => {
    const { status, html: page } = await get(url);
    expect(status).toBe(200);
    expect(page).toMatch(/<title[^>]*>[^<]+EsportsBetHub<\/title>/);
    expect(page).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(page).toContain(`<link rel="canonical" href="https://esports.example${url}"`);
    expect(page).toContain('content="index, follow"');
  });
});
