import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { and, count, eq, isNotNull, type DbHandle } from "@eb/db";
import { matches, teams, tournaments } from "@eb/db/schema";
import { sitemapPlugin } from "./sitemap";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ENTITY_PAGE_PREFIXES, SITEMAP_PATHS } from "../../../../tests/support/public-routes";

const SITE = "https://esports.example";

describe.each(testDrivers())("sitemap, robots and the calendar feed on %s", (driver) => {
  let t: TestApp;
  let app: FastifyInstance;
  let handle: DbHandle;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp({ driver, now, env: { NODE_ENV: "test", SITE_URL: SITE } });
    ({ app, handle } = t);
  });
  afterAll(async () => t.close());

  it("/sitemap.xml lists the public pages and every tiered tournament with lastmod", async () => {
    const res = await app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // The pages that need no data are exactly the shared list's (the one the accessibility and HTML walks open).
    const pages = locs.map((l) => l.slice(SITE.length)).filter((p) => !ENTITY_PAGE_PREFIXES.some((prefix) => p.startsWith(prefix)));
    expect([...pages].sort()).toEqual([...SITEMAP_PATHS].sort());
    const tournamentLocs = locs.filter((l) => l.startsWith(`${SITE}/tournament/`));
    const [tiered] = await handle.db.select({ n: count() }).from(tournaments).where(isNotNull(tournaments.tier));
    expect(tournamentLocs).toHaveLength(tiered!.n);
    expect(tournamentLocs.length).toBeGreaterThan(0);
    expect(res.body.match(/<url>/g)!.length).toBe(res.body.match(/<lastmod>/g)!.length);
  });

  it("/sitemap.xml lists a page for every public match (tiered tournaments only) and every team", async () => {
    const locs = [...(await app.inject({ url: "/sitemap.xml" })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const [publicMatches] = await handle.db
      .select({ n: count() })
      .from(matches)
      .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier)));
    const [allMatches] = await handle.db.select({ n: count() }).from(matches);
    const [allTeams] = await handle.db.select({ n: count() }).from(teams);
    expect(publicMatches!.n).toBeGreaterThan(0);
    expect(allMatches!.n).toBeGreaterThan(publicMatches!.n);
    expect(locs.filter((l) => /^https:\/\/esports\.example\/match\/(cs2|lol|valorant|dota2)\/\d+\/[a-z0-9-]+-vs-[a-z0-9-]+$/.test(l))).toHaveLength(
      publicMatches!.n,
    );
    expect(locs.filter((l) => /^https:\/\/esports\.example\/team\/(cs2|lol|valorant|dota2)\/\d+\/[a-z0-9-]+$/.test(l))).toHaveLength(allTeams!.n);
  });

  it("becomes a sitemap index past the per-file limit, each numbered file within it and every URL listed once", async () => {
    const small = Fastify();
    await small.register(sitemapPlugin, { db: handle.db, siteUrl: SITE, now: () => now, maxUrlsPerFile: 40 });
    try {
      const whole = [...(await app.inject({ url: "/sitemap.xml" })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      const index = await small.inject({ url: "/sitemap.xml" });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain("<sitemapindex");
      const fileLocs = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(fileLocs).toHaveLength(Math.ceil(whole.length / 40));
      const listed: string[] = [];
      for (const [i, loc] of fileLocs.entries()) {
        expect(loc).toBe(`${SITE}/sitemap-${i + 1}.xml`);
        const file = await small.inject({ url: `/sitemap-${i + 1}.xml` });
        expect(file.statusCode).toBe(200);
        const urls = [...file.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(urls.length).toBeLessThanOrEqual(40);
        listed.push(...urls);
      }
      expect(listed).toEqual(whole);
      for (const missing of [`/sitemap-${fileLocs.length + 1}.xml`, "/sitemap-0.xml", "/sitemap-x.xml"])
        expect((await small.inject({ url: missing })).statusCode).toBe(404);
      // Unsplit, there are no numbered files.
      expect((await app.inject({ url: "/sitemap-1.xml" })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it("/robots.txt allows the site, blocks /admin, /auth and /go, and names the sitemap", async () => {
    const res = await app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toMatch(/^User-agent: \*/m);
    expect(res.body).toContain("Disallow: /admin");
    expect(res.body).toContain("Disallow: /auth");
    expect(res.body).toContain("Disallow: /go/");
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("/matches/upcoming.ics is an iCalendar of upcoming matches, filterable by game", async () => {
    const all = await app.inject({ url: "/matches/upcoming.ics" });
    expect(all.statusCode).toBe(200);
    expect(all.headers["content-type"]).toContain("text/calendar");
    expect(all.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const events = all.body.match(/BEGIN:VEVENT/g)?.length ?? 0;
    expect(events).toBeGreaterThan(0);
    const cs2 = await app.inject({ url: "/matches/upcoming.ics?game=cs2" });
    const cs2Events = cs2.body.match(/BEGIN:VEVENT/g)?.length ?? 0;
    expect(cs2Events).toBeLessThan(events);
    expect(cs2.body.replace(/\r\n /g, "")).not.toMatch(/CATEGORIES:(LoL|Valorant|Dota 2)/);
    const bogus = await app.inject({ url: "/matches/upcoming.ics?game=chess" });
    expect(bogus.body.match(/BEGIN:VEVENT/g)?.length ?? 0).toBe(events);
  });
});
