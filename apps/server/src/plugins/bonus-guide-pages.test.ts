import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { DEFAULT_BONUS_GUIDE } from "@eb/api/shared";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { createTestApp, type TestApp } from "../testing/test-app";
import { pageText as text } from "../testing/page-text";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
/** Behind a CDN: inject's peer (127.0.0.1) is the trusted proxy whose country header places the visitor. */
const BEHIND_CDN = { GEO_COUNTRY_HEADER: "CF-IPCountry", TRUST_PROXY: "127.0.0.1" };

/**
 * The /bonuses explainers are each place's own, edited on the Jurisdictions tab: the UK's demo
 * ones avoid "risk-free" (the ASA's guidance), other places keep the spec's, and an admin's edit
 * reaches that place's visitors within the server's checks.
 */
describe.each(testDrivers())("a place's /bonuses explainers (%s)", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ driver, now: NOW, env: BEHIND_CDN });
  });
  afterEach(() => t.close());

  const bonuses = async (country: string) => (await t.app.inject({ url: "/bonuses", headers: { ...BROWSER, "cf-ipcountry": country } })).body;

  it("gives the UK its explainers without 'risk-free' anywhere in the page, and Sweden the spec's", async () => {
    const uk = await bonuses("GB");
    expect(uk.toLowerCase()).not.toContain("risk-free");
    expect(text(uk)).toContain("Bet Refund Offer");
    expect(text(uk)).toContain("How to Claim a Bonus in Three Steps");
    expect(text(uk)).toContain("You must be 18 or over and verify your identity.");
    const sweden = text(await bonuses("SE"));
    for (const type of DEFAULT_BONUS_GUIDE.types) expect(sweden).toContain(type.title);
    expect(sweden).toContain("Risk-Free Bet");
  });

  it("shows an admin's edit to that place's visitors only, with the place's age, and refuses explainers past the limits", async () => {
    const api = (await signedInAdmin(t.handle.db, { now: new Date(NOW) })).browser.api.jurisdictions;
    const gb = (await api.rules()).find((r) => r.code === "GB")!;
    const { code: _code, name: _name, version, ...fields } = gb;
    const edited = {
      steps: [
        { title: "Open an account", text: "Register with a bookmaker below; you must be {age} or older." },
        { title: "Place a bet", text: "Bet on esports with your own money first." },
      ],
      types: [{ title: "Deposit Match", text: "A bookmaker matches part of a first deposit, with terms." }],
    };
    type RuleForm = Parameters<typeof api.updateRule>[0]["rule"];
    await api.updateRule({ code: "GB", version, rule: { ...fields, bonusGuide: edited } as RuleForm });

    const uk = text(await bonuses("GB"));
    expect(uk).toContain("How to Claim a Bonus");
    expect(uk).not.toContain("in Three Steps");
    expect(uk).toContain("Register with a bookmaker below; you must be 18 or older.");
    expect(uk).toContain("Deposit Match");
    expect(uk).not.toContain("Bet Refund Offer");
    expect(text(await bonuses("SE"))).not.toContain("Deposit Match");

    // A save without the explainers keeps them.
    const saved = (await api.rules()).find((r) => r.code === "GB")!;
    const { code: _c, name: _n, version: v2, bonusGuide: _kept, ...withoutGuide } = saved;
    await api.updateRule({ code: "GB", version: v2, rule: { ...withoutGuide, helplineName: "GamCare" } as RuleForm });
    expect((await api.rules()).find((r) => r.code === "GB")!.bonusGuide).toEqual(edited);

    const current = (await api.rules()).find((r) => r.code === "GB")!;
    const refuse = (bonusGuide: unknown) => api.updateRule({ code: "GB", version: current.version, rule: { ...fields, bonusGuide } as RuleForm });
    await expect(refuse({ ...edited, steps: [{ title: " ", text: "x" }] })).rejects.toThrow(/Enter a title/);
    const step = { title: "Step", text: "Text" };
    await expect(refuse({ ...edited, steps: Array.from({ length: 7 }, () => step) })).rejects.toThrow(/At most 6 steps/);
    await expect(refuse({ ...edited, steps: [] })).rejects.toThrow(/Keep at least one step/);
    await expect(refuse({ ...edited, types: [{ title: "Long", text: "x".repeat(601) }] })).rejects.toThrow(/at most 600 characters/);
    expect((await api.rules()).find((r) => r.code === "GB")!.bonusGuide).toEqual(edited);
  });
});
