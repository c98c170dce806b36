import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_BOOKMAKERS } from "@eb/db/seed";
import { testDrivers } from "@eb/db/testing";
import { seedDemoOdds } from "@eb/api/jobs";
import { DAY_MS, HOUR_MS, MINUTE_MS, matchPath, type PublicMatchList } from "@eb/api/shared";
import { createTestApp, type TestApp } from "../testing/test-app";
import { pageText as text } from "../testing/page-text";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
/** The page's own form, as a browser posts it. */
const OWN_FORM = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
const SLUG = DEMO_BOOKMAKERS[0]!.slug;

/**
 * "Take a break": the break is a cookie the server sets from the page's form, and every render and
 * /go read it. A visitor on a break gets pages without any bookmaker from the first byte, rendered
 * for them alone; the render cache keeps serving everyone else their offers.
 */
describe.each(testDrivers())("take a break on %s", (driver) => {
  let t: TestApp;
  let at = NOW.getTime();

  beforeEach(async () => {
    at = NOW.getTime();
    // The demo's visitor place (GB): an unplaced visitor is offered the demo bookmakers. The render
    // cache on, as in production, so that what it shares can be seen.
    t = await createTestApp({ driver, now: NOW, deps: { now: () => new Date(at), renderCacheMs: 10 * MINUTE_MS } });
  });
  afterEach(() => t.close());

  const visit = (url: string, cookie?: string) => t.app.inject({ url, headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } });
  async function takeBreak(period: string, cookie?: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/take-a-break",
      headers: { ...OWN_FORM, ...(cookie ? { cookie } : {}) },
      payload: `period=${period}`,
    });
    const set = res.cookies.find((c) => c.name === "eb_break");
    return { res, set, cookie: set ? `eb_break=${set.value}` : undefined };
  }

  it("starts from the page's form: back to the page with the cookie until the end, never shortened, refused from another site or without a period", async () => {
    const day = await takeBreak("24h");
    expect(day.res.statusCode).toBe(303);
    expect(day.res.headers.location).toBe("/take-a-break");
    expect(day.res.headers["cache-control"]).toBe("no-store");
    expect(day.set).toMatchObject({ value: String(NOW.getTime() + DAY_MS), httpOnly: true, sameSite: "Lax", path: "/", maxAge: DAY_MS / 1000 });
    // A longer break replaces it; a shorter one asked later leaves the longer one as it is.
    const month = await takeBreak("30d", day.cookie);
    expect(month.set?.value).toBe(String(NOW.getTime() + 30 * DAY_MS));
    expect((await takeBreak("24h", month.cookie)).set?.value).toBe(String(NOW.getTime() + 30 * DAY_MS));

    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/take-a-break",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: "period=6m",
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toEqual([]);
    for (const payload of ["", "period=1y", "period=constructor"]) {
      const bad = await t.app.inject({ method: "POST", url: "/api/take-a-break", headers: OWN_FORM, payload });
      expect(bad.statusCode, payload).toBe(400);
      expect(bad.cookies).toEqual([]);
    }
    // JSON, for a script on the site's own pages: the end in the answer.
    const json = await t.app.inject({ method: "POST", url: "/api/take-a-break", headers: { "sec-fetch-site": "same-origin" }, payload: { period: "6m" } });
    expect(json.json()).toEqual({ until: new Date(NOW.getTime() + 183 * DAY_MS).toISOString() });
  });

  it("renders every page without a bookmaker from the first byte, says until when, and leaves other visitors' cached pages their offers", async () => {
    await seedDemoOdds(t.handle.db, NOW);
    const upcoming = await visit(`/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}`);
    const match = upcoming.json<{ result: { data: PublicMatchList } }>().result.data.matches.find((m) => m.bestOdds && m.teamA && m.teamB)!;
    const matchPage = matchPath(match.game, match.id, match.teamA!.name, match.teamB!.name);
    const pages = ["/", "/bonuses", "/games/cs2", matchPage];
    // Another visitor first: the shared copies are made with the offers.
    for (const path of pages) expect((await visit(path)).body, path).toContain(DEMO_BOOKMAKERS[0]!.name);

    const { cookie } = await takeBreak("24h");
    for (const path of pages) {
      const res = await visit(path, cookie);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe("no-store");
      for (const b of DEMO_BOOKMAKERS) expect(res.body, `${path}: ${b.name}`).not.toContain(b.name);
      expect(res.body, path).not.toContain("/go/");
      expect(text(res.body), path).toContain("Take a break is on: no bookmakers, prices, links or bonuses are shown on this device.");
    }
    expect(text((await visit("/", cookie)).body)).toContain("You are taking a break from betting.");
    expect(text((await visit("/take-a-break", cookie)).body)).toContain("Your break is on until 25 November 2026, 12:00 UTC.");
    // Another visitor's break is theirs: never a copy of the first one's page.
    const other = await takeBreak("30d");
    expect(text((await visit("/take-a-break", other.cookie)).body)).toContain("Your break is on until 24 December 2026, 12:00 UTC.");
    expect((await visit(matchPage, cookie)).body).not.toContain("data-odds-price");
    // The page's data says so too (a client-side navigation reads it).
    const bookmakers = await t.app.inject({ url: "/api/public/bookmakers.list", headers: { cookie: cookie! } });
    expect(bookmakers.json<{ result: { data: unknown[] } }>().result.data).toEqual([]);

    // Everyone else still gets the offers, from the cache the break never entered.
    for (const path of pages) expect((await visit(path)).body, path).toContain(DEMO_BOOKMAKERS[0]!.name);
    // And the break visitor still none, after those; a page the break visitor opens first is made
    // for them alone, so the next visitor gets it with the offers.
    expect((await visit("/", cookie)).body).not.toContain(DEMO_BOOKMAKERS[0]!.name);
    expect((await visit("/games/lol", cookie)).body).not.toContain(DEMO_BOOKMAKERS[0]!.name);
    expect((await visit("/games/lol")).body).toContain(DEMO_BOOKMAKERS[0]!.name);
  });

  it("sends a visitor on a break to no bookmaker from /go, and ends at its end without anything done", async () => {
    expect((await visit(`/go/${SLUG}`)).statusCode).toBe(302);
    const { cookie } = await takeBreak("24h");
    const refused = await visit(`/go/${SLUG}`, cookie);
    expect(refused.statusCode).not.toBe(302);
    expect(refused.headers.location).toBeUndefined();
    // A day later the same cookie is no break: the offers are back.
    at += DAY_MS + HOUR_MS;
    expect((await visit(`/go/${SLUG}`, cookie)).statusCode).toBe(302);
    expect((await visit("/", cookie)).body).toContain(DEMO_BOOKMAKERS[0]!.name);
  });
});
