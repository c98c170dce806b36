import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { asc, eq, type DbHandle } from "@eb/db";
import { auditLogs, bookmakerJurisdictionUrls, bookmakerLicences, bookmakerRedirects, bookmakerSlugAliases, bookmakers } from "@eb/db/schema";
import { DEMO_BOOKMAKERS, DEMO_LICENCES } from "@eb/db/seed";
import { addDemoBookmakers } from "./demo-bookmakers";
import { listAdminBookmakers } from "./admin-bookmakers";
import { contentAnnouncements } from "../testing/content-announcements";

describe.each(testDrivers())("loading the demo bookmakers into a database (%s)", (driver) => {
  let handle: DbHandle;
  const now = new Date("2026-03-01T10:00:00Z");

  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("adds every demo bookmaker, published with its redirect, after the existing ones, and tells the public site", async () => {
    const announcements = await contentAnnouncements(handle);
    await handle.db.insert(bookmakers).values({ name: "House Bet", rating: 4, displayOrder: 3 });
    const result = await addDemoBookmakers(handle.db, now);
    expect(result.added.map((b) => b.slug)).toEqual(DEMO_BOOKMAKERS.map((b) => b.slug));
    expect(result.skipped).toEqual([]);
    const list = await listAdminBookmakers(handle.db);
    expect(list.map((b) => [b.name, b.displayOrder])).toEqual([["House Bet", 3], ...DEMO_BOOKMAKERS.map((b, i) => [b.name, 4 + i])]);
    const vortex = list.find((b) => b.name === "Vortex Bet")!;
    expect(vortex).toMatchObject({ publishStatus: "published", active: true, redirectSlug: "vortex-bet", redirectTarget: DEMO_BOOKMAKERS[0]!.affiliateUrl });
    expect(await announcements.next()).toBe("bookmakers");
    await announcements.stop();
    expect(await handle.db.select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.action, "update_bookmaker"))).toHaveLength(DEMO_BOOKMAKERS.length);
  });

  it("gives each added bookmaker its demo licence and its own URLs for some places", async () => {
    const [house] = await handle.db.insert(bookmakers).values({ name: "House Bet", rating: 4 }).returning({ id: bookmakers.id });
    await handle.db.insert(bookmakerRedirects).values({ bookmakerId: house!.id, slug: "house", targetUrl: "https://house.example/" });
    await handle.db.insert(bookmakerSlugAliases).values({ slug: "gridwager", bookmakerId: house!.id });
    await addDemoBookmakers(handle.db, now);
    const slugOf = new Map(
      (await handle.db.select({ id: bookmakerRedirects.bookmakerId, slug: bookmakerRedirects.slug }).from(bookmakerRedirects)).map((r) => [r.id, r.slug]),
    );
    const licences = await handle.db
      .select({ id: bookmakerLicences.bookmakerId, mode: bookmakerLicences.mode, jurisdictions: bookmakerLicences.jurisdictions })
      .from(bookmakerLicences);
    const urls = await handle.db.select().from(bookmakerJurisdictionUrls);
    const stored = Object.fromEntries(
      licences.map((l) => {
        const own = urls.filter((u) => u.bookmakerId === l.id).map((u) => [u.code, u.targetUrl]);
        return [slugOf.get(l.id), { mode: l.mode, jurisdictions: l.jurisdictions, ...(own.length ? { urls: Object.fromEntries(own) } : {}) }];
      }),
    );
    // gridwager's slug is taken, so it is not added, and the bookmaker that has it keeps having no licence (everywhere).
    const { gridwager: _skipped, ...expected } = DEMO_LICENCES;
    expect(stored).toEqual(expected);
  });

  it("adds nothing the second time, and skips a bookmaker whose slug is in use (current or alias)", async () => {
    const [house] = await handle.db.insert(bookmakers).values({ name: "House Bet", rating: 4 }).returning({ id: bookmakers.id });
    await handle.db.insert(bookmakerRedirects).values({ bookmakerId: house!.id, slug: "house", targetUrl: "https://house.example/" });
    await handle.db.insert(bookmakerSlugAliases).values({ slug: DEMO_BOOKMAKERS[1]!.slug, bookmakerId: house!.id });
    const first = await addDemoBookmakers(handle.db, now);
    expect(first.skipped).toEqual([{ name: DEMO_BOOKMAKERS[1]!.name, slug: DEMO_BOOKMAKERS[1]!.slug, usedBy: "House Bet" }]);
    expect(first.added).toHaveLength(DEMO_BOOKMAKERS.length - 1);

    const second = await addDemoBookmakers(handle.db, now);
    expect(second.added).toEqual([]);
    expect(second.skipped).toHaveLength(DEMO_BOOKMAKERS.length);
    expect(await handle.db.select({ id: bookmakers.id }).from(bookmakers).orderBy(asc(bookmakers.id))).toHaveLength(DEMO_BOOKMAKERS.length);
  });
});
