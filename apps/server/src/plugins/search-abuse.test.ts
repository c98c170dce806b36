import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { sql } from "@eb/db";
import { teams } from "@eb/db/schema";
import { CONTENT_CHANNEL, SYNC_CHANNEL } from "@eb/api";
import { createTestApp, type TestApp } from "../testing/test-app";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" };

/**
 * What one anonymous client can make the site search cost the database: nothing for text without
 * two letters or digits, one search per request, a few a minute per address, and nothing at all
 * for a query answered a moment ago (the cache).
 */
describe.each(testDrivers())("the site search held off from hostile clients (%s)", (driver) => {
  let t: TestApp;
  const clock = { t: Date.UTC(2026, 10, 24, 12, 0, 0) };

  beforeEach(async () => {
    clock.t = Date.UTC(2026, 10, 24, 12, 0, 0);
    t = await createTestApp({
      driver,
      seed: false,
      deps: { now: () => new Date(clock.t), searchGuard: { perAddressPerMinute: 3, cacheTtlMs: 30_000 } },
    });
    await t.handle.db.insert(teams).values([
      { id: 501, game: "cs2", name: "Natus Vincere", acronym: "NAVI" },
      { id: 502, game: "cs2", name: "Fnatic", acronym: "FNC" },
    ]);
  });
  afterEach(() => t.close());

  const suggest = (q: string, remoteAddress = "198.51.100.7") =>
    t.app.inject({ url: `/api/public/search.suggest?input=${encodeURIComponent(JSON.stringify({ q }))}`, headers: BROWSER, remoteAddress });
  const teamNames = (res: { json: () => unknown }) => (res.json() as { result: { data: { teams: { name: string }[] } } }).result.data.teams.map((x) => x.name);

  it("answers text without two letters or digits with nothing, spending none of the address's searches", async () => {
    for (const q of ["😀".repeat(50), "%".repeat(100), "_ - _", "g 😀"]) {
      const res = await suggest(q);
      expect(res.statusCode, q).toBe(200);
      expect(teamNames(res), q).toEqual([]);
    }
    for (const q of ["navi", "fnatic", "vincere"]) expect((await suggest(q)).statusCode, q).toBe(200);
    expect((await suggest("natus")).statusCode).toBe(429);
  });

  it("refuses an address past its searches for the minute (429), not another address, and not after the minute", async () => {
    for (const q of ["navi", "fnatic", "vincere"]) expect(teamNames(await suggest(q)).length, q).toBe(1);
    const refused = await suggest("natus");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { data: { code: "rate_limited" } } });
    expect((await suggest("natus", "198.51.100.8")).statusCode).toBe(200);
    clock.t += 60_000;
    expect(teamNames(await suggest("natus"))).toEqual(["Natus Vincere"]);
  });

  it("answers a repeated query from the cache for 30 s: no search spent, the database not read", async () => {
    expect(teamNames(await suggest("fnatic"))).toEqual(["Fnatic"]);
    await t.handle.db.insert(teams).values({ id: 503, game: "lol", name: "Fnatic", acronym: "FNC" });
    for (let i = 0; i < 10; i++) expect(teamNames(await suggest("fnatic"))).toEqual(["Fnatic"]);
    clock.t += 30_000;
    expect(teamNames(await suggest("fnatic"))).toEqual(["Fnatic", "Fnatic"]);
  });

  it("refuses a batch holding more than one search (400) and answers a batch with one", async () => {
    const batch = (paths: string[], inputs: unknown[]) =>
      t.app.inject({
        url: `/api/public/${paths.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((v, i) => [i, v]))))}`,
        headers: BROWSER,
        remoteAddress: "198.51.100.9",
      });
    const ten = await batch(
      Array.from({ length: 10 }, () => "search.suggest"),
      Array.from({ length: 10 }, (_, i) => ({ q: `navi${i}` })),
    );
    expect(ten.statusCode).toBe(400);
    expect(ten.json()).toMatchObject({ error: { message: "One search per request.", data: { code: "invalid_input" } } });
    expect((await batch(["search.suggest", "search.results"], [{ q: "navi" }, { q: "fnatic" }])).statusCode).toBe(400);
    expect((await batch(["search.suggest%2Csearch.results"], [{ q: "navi" }, { q: "fnatic" }])).statusCode).toBe(400);
    const one = await batch(["search.suggest"], [{ q: "navi" }]);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ result: { data: { teams: unknown[] } } }[]>()[0]!.result.data.teams).toHaveLength(1);
  });

  it("drops the cached answers when the sync or an admin announces a change to the esports data", async () => {
    expect(teamNames(await suggest("fnatic"))).toEqual(["Fnatic"]);
    await t.handle.db.insert(teams).values({ id: 503, game: "lol", name: "Fnatic", acronym: "FNC" });
    expect(teamNames(await suggest("fnatic"))).toEqual(["Fnatic"]);
    // What the sync sends when a run's status moves (it has stored its rows), heard back through LISTEN.
    const synced = t.app.syncChanges.next();
    await t.handle.db.execute(sql`select pg_notify(${SYNC_CHANNEL}, 'status')`);
    await synced;
    expect(teamNames(await suggest("fnatic"))).toEqual(["Fnatic", "Fnatic"]);

    await t.handle.db.insert(teams).values({ id: 504, game: "dota2", name: "Fnatic", acronym: "FNC" });
    const edited = t.app.contentChanges.next();
    await t.handle.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'teams')`);
    expect(await edited).toBe("teams");
    expect(teamNames(await suggest("fnatic"))).toEqual(["Fnatic", "Fnatic", "Fnatic"]);
  });

  it("lets a CDN keep a search answer a few seconds, never a refusal or another answer", async () => {
    const answered = await suggest("navi");
    expect(answered.statusCode).toBe(200);
    expect(answered.headers["cache-control"]).toBe("public, max-age=5");
    expect(answered.headers["set-cookie"]).toBeUndefined();
    for (const q of ["fnatic", "vincere"]) await suggest(q);
    const refused = await suggest("natus");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["cache-control"]).not.toMatch(/public/);
    const bookmakers = await t.app.inject({ url: "/api/public/bookmakers.list", headers: BROWSER });
    expect(bookmakers.statusCode).toBe(200);
    expect(bookmakers.headers["cache-control"] ?? "").not.toMatch(/public/);
  });
});
