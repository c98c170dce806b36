import { afterEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../../../../apps/server/src/testing/test-app";
import { signedInAdmin } from "../identity/test-support";
import { sessionCookieName } from "../identity/sessions/session-cookie";

const KEY = "odds-KEY-never-shown-2b8e41";
const now = new Date("2026-03-01T10:00:00Z");

/** Through the real server: the odds configuration reaches the Debug Tools card, the key only as a yes/no. */
describe.each(testDrivers())("the odds feed's configuration in Debug Tools (%s)", (driver) => {
  let t: TestApp;
  let cookie: string;
  const get = (path: string) => t.app.inject({ method: "GET", url: `/api/admin/${path}`, headers: { cookie } });
  const card = async () => {
    const res = await get("debug.oddsFeed");
    expect(res.statusCode).toBe(200);
    return res.json<{ result: { data: Record<string, unknown> } }>().result.data;
  };

  afterEach(() => t.close());
  const start = async (env: Record<string, string>) => {
    t = await createTestApp({ driver, now, seed: false, env: { SITE_URL: "http://127.0.0.1:3000", ...env } });
    const admin = await signedInAdmin(t.handle.db, { now: new Date(now) });
    cookie = `${sessionCookieName(false)}=${admin.browser.token}`;
  };

  it("with a key: The Odds API, key configured, its URL, regions, sport keys and budget; no answer of the tab contains the key", async () => {
    await start({
      ODDS_API_KEY: KEY,
      ODDS_API_URL: `https://odds.example/?apiKey=${KEY}`,
      ODDS_SPORT_KEYS: "cs2=esports_cs2,dota2=esports_dota2",
      ODDS_REGIONS: "uk,eu",
      ODDS_REQUESTS_PER_HOUR: "12",
    });
    const c = await card();
    expect(c).toMatchObject({ feed: "the-odds-api", keyConfigured: true, baseUrl: "https://odds.example", regions: "uk,eu", hourlyBudget: 12 });
    expect((c.games as { game: string; sportKey: string | null }[]).map((g) => [g.game, g.sportKey])).toEqual([
      ["cs2", "esports_cs2"],
      ["lol", null],
      ["valorant", null],
      ["dota2", "esports_dota2"],
    ]);
    for (const path of ["debug.oddsFeed", "debug.provider", "debug.apiUsage", `debug.dataStatistics?input=${encodeURIComponent("{}")}`]) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("KEY-never");
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/debug.oddsFeed" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("KEY-never");
  });

  it("without a key: demo prices for the demo world, else no feed (with the default budget)", async () => {
    await start({ ODDS_API_KEY: "", PANDASCORE_TOKEN: "", DEMO_DATA: "true" });
    expect(await card()).toMatchObject({ feed: "demo", keyConfigured: false, baseUrl: "https://api.the-odds-api.com", regions: "eu", hourlyBudget: 30 });
    await t.close();
    await start({ ODDS_API_KEY: "", PANDASCORE_TOKEN: "ps-token", DEMO_DATA: "true" });
    expect(await card()).toMatchObject({ feed: "none", keyConfigured: false });
  });
});
