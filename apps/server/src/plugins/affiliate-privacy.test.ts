import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { and, asc, eq, isNotNull } from "@eb/db";
import { bookmakerJurisdictionUrls, bookmakerRedirects, bookmakers, matches, tournaments } from "@eb/db/schema";
import { matchPath, teamPath } from "@eb/api/shared";
import { publicRouter } from "@eb/api";
import { licensedEverywhere } from "@eb/api/testing";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { routes } from "../../../public/src/routes/route-table";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-11-22T12:00:00Z");
/** Every affiliate URL here carries both markers; neither appears anywhere else in the site. */
const TRACKER_HOST = "secret-tracker.example";
const AFFILIATE_TAG = "SECRETAFF";
const affiliateUrl = (who: string) => `https://${who}.${TRACKER_HOST}/click?aff=${AFFILIATE_TAG}-${who}&sub=1`;
/** The demo catalog's own affiliate tag, in case a seeded URL was left in place. */
const MARKERS = [TRACKER_HOST, AFFILIATE_TAG, "esb-demo", "affiliateUrl", "affiliate_url", "targetUrl", "target_url"];
const leaksIn = (text: string) => MARKERS.filter((m) => text.includes(m));

/**
 * The affiliate URL is for admins only: no public answer may contain one. Checked by content on
 * every public tRPC procedure, every public page and feed. /go is the one place that uses it, as
 * the Location of its 302 and nowhere else.
 */
describe.each(testDrivers())("no affiliate URL reaches a visitor (%s)", (driver) => {
  let t: TestApp;
  let slugs: string[];
  let tournament: { id: number; game: string; name: string; slug: string | null };
  let match: { id: number; game: "cs2" | "lol" | "valorant" | "dota2"; teamAId: number | null; teamAName: string | null; teamBName: string | null };

  beforeAll(async () => {
    t = await createTestApp({ driver, now, env: { SITE_URL: "https://esports.example" } });
    const { db } = t.handle;
    // The seeded bookmakers get distinctive affiliate URLs, and their redirects point at them.
    for (const { id } of await db.select({ id: bookmakers.id }).from(bookmakers)) {
      await db
        .update(bookmakers)
        .set({ affiliateUrl: affiliateUrl(`seeded-${id}`) })
        .where(eq(bookmakers.id, id));
      await db
        .update(bookmakerRedirects)
        .set({ targetUrl: affiliateUrl(`seeded-${id}`) })
        .where(eq(bookmakerRedirects.bookmakerId, id));
      // And so do their own URLs for a place (GridWager's for the UK, where this demo's visitor is placed).
      await db
        .update(bookmakerJurisdictionUrls)
        .set({ targetUrl: affiliateUrl(`seeded-${id}-place`) })
        .where(eq(bookmakerJurisdictionUrls.bookmakerId, id));
    }
    // And through the back office: one edited, one added, featured and published, one kept as a draft.
    const clock = { now: new Date(now) };
    const api = (await signedInAdmin(db, clock)).browser.api.bookmakers;
    const [first] = await api.list();
    const form = (name: string, who: string) => ({
      name,
      rating: 4.2,
      bonus: "€25 free bet",
      bonusType: "free_bets" as const,
      buttonText: "",
      ctaText: "",
      description: "Added in the back office.",
      termsHighlight: "",
      websiteUrl: `https://${who}.example/`,
      affiliateUrl: affiliateUrl(who),
      feedKeys: { "the-odds-api": "", stadar: "", "odds-api-io": "" },
      keyFeatures: [{ title: "Quick sign-up", description: "" }],
    });
    await api.update({ id: first!.id, version: first!.version, content: { ...form(first!.name, "edited"), websiteUrl: first!.websiteUrl ?? "" } });
    const added = await api.create({ content: form("Backoffice Bet", "backoffice") });
    const slugged = await api.setRedirectSlug({ id: added.id, version: added.version, slug: "backoffice-bet" });
    const featured = await api.setFeatured({ id: added.id, version: slugged.version, featured: true });
    // Offered everywhere, as the Jurisdictions tab would set it (without a licence it is offered nowhere).
    await licensedEverywhere(db, added.id);
    await api.setPublishStatus({ id: added.id, version: featured.version, status: "published" });
    const draft = await api.create({ content: form("Draft Bet", "draft") });
    await api.setRedirectSlug({ id: draft.id, version: draft.version, slug: "draft-bet" });

    slugs = (await db.select({ slug: bookmakerRedirects.slug }).from(bookmakerRedirects).orderBy(asc(bookmakerRedirects.id))).map((r) => r.slug);
    const [withSlug] = await db
      .select({ id: tournaments.id, game: tournaments.game, name: tournaments.name, slug: tournaments.slug })
      .from(tournaments)
      // A tournament the public pages show (they list tiered ones), the same one whatever order a reused database's rows lie in.
      .where(and(isNotNull(tournaments.slug), isNotNull(tournaments.tier)))
      .orderBy(asc(tournaments.id))
      .limit(1);
    tournament = withSlug!;
    // A match of that tournament (public: tiered), for the match and team pages.
    const [played] = await db
      .select({ id: matches.id, game: matches.game, teamAId: matches.teamAId, teamAName: matches.teamAName, teamBName: matches.teamBName })
      .from(matches)
      .where(and(eq(matches.tournamentId, tournament.id), isNotNull(matches.teamAId)))
      .orderBy(asc(matches.id))
      .limit(1);
    match = played!;
  });
  afterAll(async () => t.close());

  it("the affiliate URLs are really stored (the markers below have something to find)", async () => {
    const stored = await t.handle.db.select({ url: bookmakers.affiliateUrl }).from(bookmakers);
    expect(stored.filter((r) => r.url?.includes(TRACKER_HOST)).length).toBeGreaterThanOrEqual(7);
    expect(slugs).toEqual(expect.arrayContaining(["backoffice-bet", "draft-bet"]));
  });

  it("no public tRPC procedure answers one, for every procedure of the public router", async () => {
    const inputs: Record<string, unknown[]> = {
      "bookmakers.list": [undefined],
      // The demo's Lucky Frag is not licensed in the UK, the demo's place for this unplaced caller: its not-available answer.
      "bookmakers.unavailable": [{ slug: "lucky-frag" }, { slug: "vortex-bet" }, { slug: "draft-bet" }],
      "jurisdiction.current": [undefined],
      "matches.upcoming": [{ game: "all" }, { game: "cs2", limit: 100 }],
      "matches.results": [{ game: "all" }],
      "matches.streams": [{ game: "all" }],
      "matches.live": [{ game: "all" }],
      "tournaments.list": [{ game: "all", status: "all" }],
      "tournaments.page": [{ game: "all" }, { game: tournament.game, status: "all", q: tournament.name }],
      "tournaments.detail": [{ id: tournament.id }, { slug: tournament.slug }, { game: tournament.game, name: tournament.name }],
      "teams.logos": [{ game: "all" }],
      "teams.regions": [{ game: "cs2" }],
      "matches.detail": [{ game: match.game, id: match.id }],
      "teams.detail": [{ game: match.game, id: match.teamAId }],
      "odds.match": [{ game: match.game, id: match.id }],
      "odds.history": [{ game: match.game, id: match.id }],
      "odds.markets": [{ matchId: match.id }],
      "odds.fairChances": [{ matchId: match.id }],
      "odds.dropping": [{ game: "all" }, { game: match.game }],
      // A team's name and a tournament's, so the answers hold teams, tournaments and matches.
      "search.suggest": [{ q: match.teamAName! }, { q: tournament.name }],
      "search.results": [{ q: match.teamAName! }, { q: tournament.name }],
    };
    const paths = Object.keys(publicRouter._def.procedures);
    expect(
      paths.filter((p) => !(p in inputs)),
      "give valid inputs for every public procedure",
    ).toEqual([]);
    for (const path of paths) {
      for (const input of inputs[path]!) {
        const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
        const res = await t.app.inject({ url: `/api/public/${path}${query}` });
        expect(res.statusCode, `${path} ${query}`).toBe(200);
        expect(leaksIn(res.body), `${path} ${query}`).toEqual([]);
      }
    }
    const list = (await t.app.inject({ url: "/api/public/bookmakers.list" })).body;
    expect(list).toContain("Backoffice Bet");
    expect(list).toContain("https://backoffice.example/");
  });

  it("no public page shows one, for every route of the public app and the not-found page", async () => {
    const params: Record<string, string> = { game: tournament.game, id: String(tournament.id), name: tournament.name, slug: tournament.slug! };
    // Match and team pages at their canonical URLs (any other spelling is a 301 there).
    const entityPages: Record<string, string> = {
      "/match/": matchPath(match.game, match.id, match.teamAName, match.teamBName),
      "/team/": teamPath(match.game, match.teamAId!, match.teamAName),
      // The not-available page of a bookmaker not licensed where this visitor is (unplaced: the demo's place, the UK).
      "/go/": "/go/lucky-frag",
    };
    const urls = routes.map(
      (r) =>
        Object.entries(entityPages).find(([prefix]) => r.path.startsWith(prefix))?.[1] ??
        r.path.replace(/:(\w+)/g, (_m, name: string) => {
          expect(params[name], `a value for :${name} in ${r.path}`).toBeDefined();
          return encodeURIComponent(params[name]!);
        }),
    );
    for (const url of [...urls, "/bonuses?game=cs2", "/no-such-page"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(url === "/no-such-page" ? 404 : url.startsWith("/go/") ? 451 : 200);
      expect(leaksIn(res.body), url).toEqual([]);
      expect(leaksIn(JSON.stringify(res.headers)), url).toEqual([]);
    }
    // The pages do show the bookmakers, linked through /go.
    for (const url of ["/", "/bonuses"]) {
      const page = (await t.app.inject({ url })).body;
      expect(page, url).toContain("Backoffice Bet");
      expect(page, url).toContain('href="/go/backoffice-bet');
      expect(page, url).not.toContain("Draft Bet");
    }
  });

  it("neither do the sitemap, robots.txt and the calendar feed", async () => {
    for (const url of ["/sitemap.xml", "/robots.txt", "/matches/upcoming.ics", "/matches/upcoming.ics?game=cs2"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.length, url).toBeGreaterThan(0);
      expect(leaksIn(res.body), url).toEqual([]);
    }
  });

  it("/go answers a published slug with only a 302 whose Location is the affiliate URL, or the not-available page without one", async () => {
    const refused: string[] = [];
    for (const slug of slugs) {
      const res = await t.app.inject({ url: `/go/${slug}`, headers: { "user-agent": "Mozilla/5.0 Chrome/131.0", accept: "text/html" } });
      if (slug === "draft-bet") {
        expect(res.statusCode).toBe(404);
        expect(leaksIn(res.body)).toEqual([]);
        continue;
      }
      // A bookmaker not licensed where the visitor is (this one is unplaced) sends nobody there.
      if (res.statusCode === 451) {
        refused.push(slug);
        expect(res.headers.location, slug).toBeUndefined();
        expect(leaksIn(JSON.stringify(res.headers)), slug).toEqual([]);
        expect(leaksIn(res.body), slug).toEqual([]);
        continue;
      }
      expect(res.statusCode, slug).toBe(302);
      expect(String(res.headers.location), slug).toContain(TRACKER_HOST);
      const { location: _location, ...otherHeaders } = res.headers;
      expect(leaksIn(JSON.stringify(otherHeaders)), slug).toEqual([]);
      expect(leaksIn(res.body), slug).toEqual([]);
    }
    expect(refused).toContain("lucky-frag");
  });
});
