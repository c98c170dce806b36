import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@eb/db";
import { bookmakerLicences, bookmakers } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { DEMO_BOOKMAKERS, seedDemoData } from "@eb/db/seed";
import { eq } from "@eb/db";
import { publicRouter } from "../public-router";
import { createCallerFactory } from "../platform";
import { testContext } from "../testing/context";

const now = new Date("2026-11-24T12:00:00Z");
const createCaller = createCallerFactory(publicRouter);
const nameOf = (slug: string) => DEMO_BOOKMAKERS.find((b) => b.slug === slug)!.name;

/**
 * Issues 26 and 36: the public bookmaker list of the demo world as visitors from different places
 * get it (the demo licences, packages/db/src/seed/demo-jurisdictions.ts: vortex-bet in GB and some
 * EU countries, nordic-odds in the Nordics, Germany, Ireland and GB, pixelplay everywhere but the
 * US, GB, France and Ontario, gridwager only in GB, apex-sportsbook in GB, Ireland, Ontario and US
 * states with legal online betting, lucky-frag in Ontario and four of those states; none everywhere).
 */
describe.each(testDrivers())("the public bookmaker list per jurisdiction on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    await seedDemoData(handle.db, now);
  });
  afterEach(() => handle.close());

  const listFor = (jurisdiction: string | null) => createCaller(testContext(handle.db, now, { jurisdiction })).bookmakers.list();
  const names = async (jurisdiction: string | null) => (await listFor(jurisdiction)).map((b) => b.name);

  it("shows each place only the bookmakers licensed there, and an unlocated visitor only those licensed everywhere", async () => {
    expect(await names("GB")).toEqual(["vortex-bet", "nordic-odds", "gridwager", "apex-sportsbook"].map(nameOf));
    expect(await names("US-NJ")).toEqual(["apex-sportsbook", "lucky-frag"].map(nameOf));
    expect(await names("IE")).toEqual(["vortex-bet", "nordic-odds", "pixelplay", "apex-sportsbook"].map(nameOf));
    // Information only (the Netherlands; Germany, whose licensed books offer no esports): none.
    expect(await names("NL")).toEqual([]);
    expect(await names("DE")).toEqual([]);
    expect(await names("BR")).toEqual(["pixelplay"].map(nameOf));
    expect(await names("FR")).toEqual([]);
    // No demo bookmaker is licensed everywhere, so nobody could be placed is offered none.
    expect(await names("unknown")).toEqual([]);
    // A context nobody located (no locator configured) is the unknown visitor.
    expect(await names(null)).toEqual([]);
  });

  it("offers nothing in a US state without legal online sports betting, nor to a visitor known only as in the US (issue 36)", async () => {
    for (const place of ["US-TX", "US-CA", "US-UT", "US"]) expect(await names(place)).toEqual([]);
  });

  it("shows Ontario's bookmakers without their bonuses, and the UK's bonuses beside their key terms only", async () => {
    const ontario = await listFor("CA-ON");
    expect(ontario.map((b) => b.name)).toEqual(["apex-sportsbook", "lucky-frag"].map(nameOf));
    for (const b of ontario) expect(b).toMatchObject({ bonus: null, ctaText: null, buttonText: "", termsHighlight: null, bonusWithheld: true });
    // The rest of the card stays: what the bookmaker is, its rating and the way to its site.
    const apex = DEMO_BOOKMAKERS.find((b) => b.slug === "apex-sportsbook")!;
    expect(ontario[0]).toMatchObject({ description: apex.description, rating: apex.rating, redirectSlug: "apex-sportsbook" });

    const [vortex] = await handle.db.select({ id: bookmakers.id }).from(bookmakers).where(eq(bookmakers.redirectSlug, "vortex-bet"));
    await handle.db.update(bookmakers).set({ termsHighlight: null }).where(eq(bookmakers.id, vortex!.id));
    const uk = await listFor("GB");
    expect(uk.find((b) => b.id === vortex!.id)).toMatchObject({ bonus: null, bonusWithheld: true });
    for (const b of uk.filter((b) => b.id !== vortex!.id)) expect(b.bonus && b.termsHighlight && !b.bonusWithheld).toBeTruthy();
    // Where key terms need not be shown in full, the same bonus without terms is shown.
    expect((await listFor("IE")).find((b) => b.id === vortex!.id)).toMatchObject({ bonus: DEMO_BOOKMAKERS[0]!.bonus, bonusWithheld: false });
  });

  it("lists nothing where no bookmaker is licensed", async () => {
    // Before the first read: the offer policies are cached per database handle until an admin's change clears them.
    await handle.db.update(bookmakerLicences).set({ mode: "only_in", jurisdictions: ["AT"] });
    expect(await listFor("GB")).toEqual([]);
    expect(await listFor("unknown")).toEqual([]);
    expect(await names("AT")).toHaveLength(DEMO_BOOKMAKERS.length);
  });
});
