import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { createTestApp, type TestApp } from "../testing/test-app";

/** Behind a CDN: inject's peer (127.0.0.1) is the trusted proxy whose country header places the visitor. */
const BEHIND_CDN = { GEO_COUNTRY_HEADER: "CF-IPCountry", TRUST_PROXY: "127.0.0.1" };

/**
 * A place's rule can offer only bookmakers licensed there: the demo's Sweden does, so PixelPlay
 * (licensed everywhere except the US, the UK, France and Ontario) is not offered to a Swedish
 * visitor, while a German one (no rule of its own: "other") is offered it. Turned off on the
 * Jurisdictions tab, Sweden's visitors are offered it too.
 */
describe.each(testDrivers())("a rule offering only bookmakers licensed there (%s)", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ driver, env: BEHIND_CDN });
  });
  afterEach(() => t.close());

  const offered = async (country: string) => {
    const res = await t.app.inject({ url: "/api/public/bookmakers.list", headers: { "cf-ipcountry": country } });
    return (JSON.parse(res.body) as { result: { data: { name: string }[] } }).result.data.map((b) => b.name);
  };

  it("leaves out a bookmaker licensed 'everywhere except' where the rule asks for a local licence, until the rule is changed", async () => {
    expect(await offered("SE")).toEqual(expect.arrayContaining(["Vortex Bet", "Nordic Odds"]));
    expect(await offered("SE")).not.toContain("PixelPlay");
    expect(await offered("IE")).toContain("PixelPlay");

    const api = (await signedInAdmin(t.handle.db, { now: new Date() })).browser.api.jurisdictions;
    const se = (await api.rules()).find((r) => r.code === "SE")!;
    expect(se.licensedHereOnly).toBe(true);
    const { code: _code, name: _name, version, bonusGuide: _guide, ...fields } = se;
    // The save's announcement drops the server's offer cache: wait for it, as every page does.
    const changed = t.app.contentChanges.next();
    await api.updateRule({ code: "SE", version, rule: { ...fields, minimumAge: 18, licensedHereOnly: false } });
    await changed;
    expect(await offered("SE")).toContain("PixelPlay");
  });
});
