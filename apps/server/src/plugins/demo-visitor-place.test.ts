import { afterEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { redirectHits } from "@eb/db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };

/**
 * Issue 36: no demo bookmaker is licensed everywhere, and the demo's visitor on localhost can be
 * placed neither by a CDN's header nor by a public address. DEMO_VISITOR_PLACE (default: the UK,
 * with demo data) gives such a visitor the demo's place, says so on every page, and keeps no country
 * for them in the figures; "none" is what a deployment does: "unknown", offered only what is
 * licensed everywhere (here nothing).
 */
describe.each(testDrivers())("the demo's place for a visitor nobody could place (%s)", (driver) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("offers the UK's bookmakers to an unplaced demo visitor, says so, and records their click without a country", async () => {
    t = await createTestApp({ driver });
    const current = JSON.parse((await t.app.inject({ url: "/api/public/jurisdiction.current" })).body) as { result: { data: { code: string } } };
    expect(current.result.data.code).toBe("GB");
    const home = (await t.app.inject({ url: "/bonuses" })).body;
    expect(home).toContain("GridWager");
    expect(home).not.toContain("Lucky Frag");
    expect(home).toMatch(/data-demo-place[^>]*>.*shown the offers for (<!-- -->)?United Kingdom/);

    const go = await t.app.inject({ url: "/go/gridwager", headers: BROWSER });
    expect(go.statusCode).toBe(302);
    await t.app.flushRedirectHits();
    expect(await t.handle.db.select({ kind: redirectHits.kind, country: redirectHits.country }).from(redirectHits)).toEqual([{ kind: "click", country: null }]);
  });

  it("with DEMO_VISITOR_PLACE=none, an unplaced visitor is unknown and offered no demo bookmaker, with no demo-place notice", async () => {
    t = await createTestApp({ driver, env: { DEMO_VISITOR_PLACE: "none" } });
    const current = JSON.parse((await t.app.inject({ url: "/api/public/jurisdiction.current" })).body) as { result: { data: { code: string } } };
    expect(current.result.data.code).toBe("unknown");
    const page = (await t.app.inject({ url: "/bonuses" })).body;
    expect(page).toContain("No bookmakers available everywhere");
    expect(page).not.toContain("data-demo-place");
    expect((await t.app.inject({ url: "/go/gridwager", headers: BROWSER })).statusCode).toBe(451);
  });
});
