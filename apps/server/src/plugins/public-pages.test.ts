import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-11-22T12:00:00Z");

/** Rendered HTML as a browser without JavaScript receives it. */
async function page(t: TestApp, url: string) {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}

function bootState(html: string) {
  const json = /<script id="__BOOT__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null") as { dehydrated: { queries: { queryKey: unknown; state: { data: unknown } }[] } };
}

describe.each(testDrivers())("server-rendered public pages on %s", (driver) => {
  let t: TestApp;
  let api: { upcoming: { teamA: { name: string } | null; tournamentName: string }[]; tournaments: { id: number; name: string; game: string; slug: string }[] };

  beforeAll(async () => {
    t = await createTestApp({ driver, now, env: { SITE_URL: "https://esports.example" } });
    const upcoming = await t.app.inject({ url: `/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}` });
    const tournaments = await t.app.inject({ url: `/api/public/tournaments.list?input=${encodeURIComponent(JSON.stringify({ game: "all", status: "all" }))}` });
    api = { upcoming: upcoming.json().result.data.matches, tournaments: tournaments.json().result.data };
  });
  afterAll(async () => t.close());

  it("renders upcoming matches with their team names, title, description and canonical link", async () => {
    const { status, html } = await page(t, "/matches/upcoming?game=lol");
    expect(status).toBe(200);
    expect(html).toContain("Upcoming Esports Matches");
    const lol = api.upcoming.find((m) => m.tournamentName && m.teamA && html.includes(m.teamA.name));
    expect(lol).toBeDefined();
    expect(html).toMatch(/<title[^>]*>Upcoming Esports Matches \| EsportsBetHub<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<link rel="canonical" href="https://esports.example/matches/upcoming?game=lol"');
  });

  it("puts the rendered data into the page so the browser does not fetch it again", async () => {
    const { html } = await page(t, "/matches/upcoming");
    const state = bootState(html);
    const upcoming = state.dehydrated.queries.find((q) => JSON.stringify(q.queryKey).includes("upcoming"));
    const rendered = upcoming?.state.data as { matches: unknown[]; total: number } | undefined;
    expect(rendered?.matches.length).toBe(api.upcoming.length);
    expect(rendered?.total).toBeGreaterThanOrEqual(api.upcoming.length);
  });

  it("answers unknown paths with HTTP 404 and the not-found content", async () => {
    const { status, html } = await page(t, "/this/does/not/exist");
    expect(status).toBe(404);
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('content="noindex, nofollow"');
  });

  it("answers /healthz with the database checked", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("refuses an invalid game on the API with BAD_REQUEST instead of crashing", async () => {
    const res = await t.app.inject({ url: `/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "chess" }))}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.code).toBe("invalid_input");
  });

  it("exposes the tournaments the detail pages need", () => {
    expect(api.tournaments.length).toBeGreaterThan(0);
  });

  it("compression: sends built scripts precompressed with brotli or gzip, as the browser accepts", async () => {
    const html = (await t.app.inject({ url: "/" })).body;
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!;
    const plain = await t.app.inject({ url: script });
    const br = await t.app.inject({ url: script, headers: { "accept-encoding": "br" } });
    const gz = await t.app.inject({ url: script, headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("compression: compresses rendered pages and API answers", async () => {
    const page = await t.app.inject({ url: "/matches/upcoming", headers: { "accept-encoding": "gzip" } });
    expect(page.headers["content-encoding"]).toBe("gzip");
    const api = await t.app.inject({ url: `/api/public/matches.upcoming?input=${encodeURIComponent('{"game":"all"}')}`, headers: { "accept-encoding": "br" } });
    expect(api.headers["content-encoding"]).toBe("br");
  });
});
