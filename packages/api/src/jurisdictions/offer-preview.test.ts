import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { DEMO_JURISDICTION_RULES } from "@eb/db/seed";
import { PREVIEW_CODE_FORMAT, type RuleFieldsForm } from "../contracts/jurisdictions";
import { addDemoBookmakers } from "../bookmakers/demo-bookmakers";
import { refusalOf } from "../testing/refusal";
import { loadOfferSnapshot } from "./offer-snapshot";
import { visitorOffersFrom } from "./visitor-offers";
import { jurisdictionsTab } from "./test-support";

describe.each(testDrivers())("the Jurisdictions tab's preview (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof jurisdictionsTab>>;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    await addDemoBookmakers(handle.db, clock.now);
    tab = await jurisdictionsTab(handle.db, clock);
    for (const { code, ...demo } of DEMO_JURISDICTION_RULES) {
      // The demo's ages are plain numbers; each is one of the three the form offers.
      const rule = demo as RuleFieldsForm;
      const existing = await tab.ruleOf(code);
      if (existing) await tab.api().updateRule({ code, version: existing.version, rule });
      else await tab.api().createRule({ code, rule });
    }
  });
  afterEach(() => handle.close());

  const names = (list: { name: string }[]) => list.map((b) => b.name);

  it("shows a GB visitor the UK rule and the bookmakers licensed there, GridWager with its .uk site", async () => {
    const gb = await tab.api().preview({ code: "uk" });
    expect(gb).toMatchObject({
      located: "GB",
      locatedName: "United Kingdom",
      rule: { code: "GB", name: "United Kingdom", minimumAge: 18, keyTermsInFull: true },
    });
    expect(gb.rule.helplineName).toBe("National Gambling Helpline (GamCare)");
    expect(names(gb.shown)).toEqual(["Vortex Bet", "Nordic Odds", "GridWager", "Apex Sportsbook"]);
    expect(names(gb.notShown)).toEqual(["PixelPlay", "Lucky Frag"]);
    expect(gb.shown.find((b) => b.name === "GridWager")).toMatchObject({ target: "https://gridwager.example.uk/?btag=esb-demo", ownUrl: true });
    expect(gb.shown.find((b) => b.name === "Vortex Bet")).toMatchObject({ target: "https://vortexbet.example/welcome?aff=esb-demo", ownUrl: false });
  });

  it("shows an unlocated visitor only the bookmakers licensed everywhere (none in the demo), under the conservative default", async () => {
    const unknown = await tab.api().preview({ code: "Unknown" });
    expect(unknown).toMatchObject({ located: "unknown", rule: { code: "unknown", keyTermsInFull: true } });
    expect(names(unknown.shown)).toEqual([]);
    expect(names((await tab.api().preview({ code: "US-TX" })).shown)).toEqual([]);
  });

  it("gives a New Jersey visitor the state's rule and Apex's New Jersey site; Ontario no bonuses at 19", async () => {
    const nj = await tab.api().preview({ code: "us-nj" });
    expect(nj.rule).toMatchObject({ code: "US-NJ", minimumAge: 21 });
    expect(nj.shown.find((b) => b.name === "Apex Sportsbook")).toMatchObject({ target: "https://nj.apexsportsbook.example/offer?aff=esb-demo", ownUrl: true });
    expect(names(nj.notShown)).toEqual(["Vortex Bet", "Nordic Odds", "PixelPlay", "GridWager"]);
    expect((await tab.api().preview({ code: "CA-ON" })).rule).toMatchObject({ code: "CA-ON", minimumAge: 19, bonusesAllowed: false });
    expect((await tab.api().preview({ code: "FR" })).rule).toMatchObject({ code: "other", name: "Other countries" });
  });

  it("is exactly what the public site's offers say, for every place, and leaves out bookmakers visitors cannot see", async () => {
    const [pixel] = await handle.db.select({ id: bookmakers.id }).from(bookmakers).where(eq(bookmakers.name, "PixelPlay"));
    await handle.db.update(bookmakers).set({ active: false }).where(eq(bookmakers.id, pixel!.id));
    const listed = await handle.db
      .select({ id: bookmakers.id, name: bookmakers.name, target: bookmakerRedirects.targetUrl })
      .from(bookmakers)
      .innerJoin(bookmakerRedirects, eq(bookmakerRedirects.bookmakerId, bookmakers.id))
      .where(eq(bookmakers.active, true))
      .orderBy(bookmakers.displayOrder);
    const snapshot = await loadOfferSnapshot(handle.db);
    for (const code of ["GB", "US", "US-NJ", "US-PA", "CA-ON", "CA-BC", "SE", "FR", "unknown"]) {
      const offers = visitorOffersFrom(snapshot, code);
      const preview = await tab.api().preview({ code });
      expect(preview.rule.code).toBe(offers.rule.code);
      expect(preview.shown).toEqual(
        listed
          .filter((b) => offers.isLicensed(b.id))
          .map((b) => ({ bookmakerId: b.id, name: b.name, target: offers.targetUrl(b.id) ?? b.target, ownUrl: offers.targetUrl(b.id) !== null })),
      );
      expect(preview.notShown).toEqual(listed.filter((b) => !offers.isLicensed(b.id)).map((b) => ({ bookmakerId: b.id, name: b.name })));
    }
  });

  it("follows a licence saved a moment ago (no cache in between)", async () => {
    const grid = await tab.licenceOf("GridWager");
    await tab.api().saveLicence({ bookmakerId: grid.bookmakerId, loaded: grid.revision, mode: "only_in", jurisdictions: ["GB", "FR"], urls: grid.urls });
    expect(names((await tab.api().preview({ code: "FR" })).shown)).toContain("GridWager");
  });

  it("refuses a code that is not a place a visitor can be in", async () => {
    for (const code of ["other", "XX", "US-ZZ", ""])
      expect(await refusalOf(tab.api().preview({ code }))).toEqual({ code: "BAD_REQUEST", messages: [PREVIEW_CODE_FORMAT] });
  });
});
