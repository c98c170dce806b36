import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { affiliateClickAliases, affiliateClicks, bookmakers } from "@eb/db/schema";
import { recordAffiliateClicks } from "../revenue";
import { settleSharedVisits, type SharedVisit } from "./shared-click-counting";

const LIMITS = { windowMs: 30_000, budgetPerMinute: 10, maxAliasesPerClick: 8 };
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
const fp = (n: number) => Buffer.alloc(16, n);
const visit = (visitor: number, address: number, t: number, clickId: string | null = null): SharedVisit => ({
  fingerprint: { visitor: fp(visitor), address: fp(address) },
  at: new Date(t),
  clickId,
});

/** The settlement's rules on their own, batch by batch, as several instances' writers would send them. */
describe.each(testDrivers())("settling /go visits across instances on %s", (driver) => {
  let handle: DbHandle;
  const settle = (visits: SharedVisit[]) => handle.db.transaction((tx) => settleSharedVisits(tx, visits, LIMITS));

  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("counts a visitor held in one batch again only once its window has passed, even twice in one batch", async () => {
    expect(await settle([visit(1, 100, T0), visit(1, 100, T0 + 10_000), visit(1, 100, T0 + 30_000), visit(2, 100, T0)])).toEqual([0, 2, 3]);
    expect(await settle([visit(1, 100, T0 + 59_999)])).toEqual([]);
    expect(await settle([visit(1, 100, T0 + 60_000)])).toEqual([0]);
  });

  it("counts an address's first 10 hits a minute over every batch, and gives the holds of the rest back", async () => {
    expect(await settle(Array.from({ length: 6 }, (_, i) => visit(10 + i, 200, T0 + i)))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await settle(Array.from({ length: 6 }, (_, i) => visit(20 + i, 200, T0 + 100 + i)))).toEqual([0, 1, 2, 3]);
    // Not counted, so not held: the same visitor counts in the next minute's budget.
    expect(await settle([visit(24, 200, T0 + 60_000)])).toEqual([0]);
  });

  it("records a few aliases per counted click at most, whatever the number of instances repeating it", async () => {
    const [b] = await handle.db.insert(bookmakers).values({ name: "Alias Book", rating: 4, redirectSlug: "aliasbook" }).returning({ id: bookmakers.id });
    expect(await settle([visit(7, 300, T0, "counted-id")])).toEqual([0]);
    await recordAffiliateClicks(handle.db, [
      {
        clickId: "counted-id",
        bookmakerId: b!.id,
        slug: "aliasbook",
        page: null,
        placement: null,
        country: null,
        experimentSession: null,
        variants: [],
        createdAt: new Date(T0),
      },
    ]);
    for (let i = 0; i < 12; i++) expect(await settle([visit(7, 300, T0 + 1_000 + i, `repeat-${i}`)])).toEqual([]);
    const aliases = await handle.db.select().from(affiliateClickAliases);
    expect(aliases).toHaveLength(LIMITS.maxAliasesPerClick);
    expect(new Set(aliases.map((a) => a.clickId))).toEqual(new Set(["counted-id"]));
    // Deleted with their click.
    await handle.db.delete(affiliateClicks);
    expect(await handle.db.select().from(affiliateClickAliases)).toEqual([]);
  });
});
