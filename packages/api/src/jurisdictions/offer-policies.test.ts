import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { bookmakerJurisdictionUrls, bookmakerLicences, bookmakers, jurisdictionRules } from "@eb/db/schema";
import { seedDemoData } from "@eb/db/seed";
import { OfferPolicies } from "./offer-policies";

describe.each(testDrivers())("offers per jurisdiction from the stored rules and licences (%s)", (driver) => {
  let handle: DbHandle;
  let ids: Record<string, number>;
  let clock: number;
  let policies: OfferPolicies;
  const shown = async (code: string) => {
    const offers = await policies.forCode(code);
    return Object.entries(ids)
      .filter(([, id]) => offers.isLicensed(id))
      .map(([name]) => name)
      .sort();
  };

  beforeEach(async () => {
    handle = await createTestDb(driver);
    await seedDemoData(handle.db, new Date("2026-11-24T12:00:00Z"), { esports: false });
    const rows = await handle.db.select({ id: bookmakers.id, slug: bookmakers.redirectSlug }).from(bookmakers);
    ids = Object.fromEntries(rows.map((r) => [r.slug!, r.id]));
    clock = 0;
    policies = new OfferPolicies(handle.db, 30_000, () => clock);
  });
  afterEach(() => handle.close());

  it("the demo's GB, US-NJ and unknown visitors are offered different bookmakers", async () => {
    expect(await shown("GB")).toEqual(["apex-sportsbook", "gridwager", "nordic-odds", "vortex-bet"]);
    expect(await shown("US-NJ")).toEqual(["apex-sportsbook", "lucky-frag"]);
    // Issue 36: Texas has no legal online sports betting, and no demo bookmaker is licensed everywhere.
    expect(await shown("US-TX")).toEqual([]);
    expect(await shown("FR")).toEqual([]);
    expect(await shown("BR")).toEqual(["pixelplay"]);
    expect(await shown("unknown")).toEqual([]);
  });

  it("applies each place's rule row and own URLs", async () => {
    const nj = await policies.forCode("US-NJ");
    expect(nj.rule).toMatchObject({ code: "US-NJ", minimumAge: 21 });
    expect(nj.ruleName).toBe("New Jersey, United States");
    expect(nj.targetUrl(ids["apex-sportsbook"]!)).toBe("https://nj.apexsportsbook.example/offer?aff=esb-demo");
    expect((await policies.forCode("US-TX")).rule).toMatchObject({ code: "US", minimumAge: 21 });
    expect((await policies.forCode("CA-ON")).rule).toMatchObject({ code: "CA-ON", minimumAge: 19, bonusesAllowed: false });
    expect((await policies.forCode("JP")).rule.code).toBe("other");
    expect((await policies.forCode("GB")).targetUrl(ids["gridwager"]!)).toBe("https://gridwager.example.uk/?btag=esb-demo");
    expect((await policies.forCode("IE")).targetUrl(ids["gridwager"]!)).toBeNull();
  });

  it("places offered the same thing share one profile; places offered differently never do", async () => {
    const key = async (code: string) => (await policies.forCode(code)).profileKey;
    // No own rule and the same licences: the same pages.
    expect(await key("JP")).toBe(await key("BR"));
    // The same "other" rule, but FR is excluded by one bookmaker's list.
    expect(await key("FR")).not.toBe(await key("BR"));
    // US-TX takes the US rule; US-NJ its own.
    expect(await key("US-TX")).not.toBe(await key("US-NJ"));
    const keys = await Promise.all(["GB", "US-NJ", "US", "CA-ON", "SE", "BR", "unknown"].map(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("reads an admin's change after clear(), and by itself after the time to live", async () => {
    expect(await shown("GB")).toContain("gridwager");
    await handle.db
      .update(bookmakerLicences)
      .set({ jurisdictions: ["IE"] })
      .where(eq(bookmakerLicences.bookmakerId, ids["gridwager"]!));
    await handle.db.update(jurisdictionRules).set({ minimumAge: 19 }).where(eq(jurisdictionRules.code, "GB"));
    await handle.db.insert(bookmakerJurisdictionUrls).values({ bookmakerId: ids["vortex-bet"]!, code: "GB", targetUrl: "https://vortex.example.uk/" });
    // Still the snapshot it read.
    expect(await shown("GB")).toContain("gridwager");
    policies.clear();
    expect(await shown("GB")).not.toContain("gridwager");
    const gb = await policies.forCode("GB");
    expect(gb.rule.minimumAge).toBe(19);
    expect(gb.targetUrl(ids["vortex-bet"]!)).toBe("https://vortex.example.uk/");

    await handle.db.update(bookmakerLicences).set({ mode: "everywhere_except", jurisdictions: [] }).where(eq(bookmakerLicences.bookmakerId, ids["gridwager"]!));
    // Brazil has no rule of its own ("other", which takes any licence that covers the place).
    clock += 29_999;
    expect(await shown("BR")).not.toContain("gridwager");
    clock += 1;
    expect(await shown("BR")).toContain("gridwager");
  });
});
