import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { bookmakersTab, contentForm } from "./test-support";
import { refusalOf } from "../testing/refusal";
import { contentAnnouncements } from "../testing/content-announcements";

/** Every server instance drops its cached pages when told; each saved change must tell them. */
describe.each(testDrivers())("every saved bookmaker change tells the public site (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;
  let announcements: Awaited<ReturnType<typeof contentAnnouncements>>;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await bookmakersTab(handle.db, clock);
    announcements = await contentAnnouncements(handle);
  });
  afterEach(async () => {
    await announcements.stop();
    await handle.close();
  });

  it("announces create, content, featured, active, status, slug and order changes once each, on commit", async () => {
    const b = await tab.api().create({ content: contentForm() });
    expect(await announcements.next()).toBe("bookmakers");
    const other = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    expect(await announcements.next()).toBe("bookmakers");
    let version = (await tab.api().update({ id: b.id, version: b.version, content: contentForm({ name: "Vortex" }) })).version;
    expect(await announcements.next()).toBe("bookmakers");
    version = (await tab.api().setFeatured({ id: b.id, version, featured: true })).version;
    expect(await announcements.next()).toBe("bookmakers");
    version = (await tab.api().setActive({ id: b.id, version, active: false })).version;
    expect(await announcements.next()).toBe("bookmakers");
    version = (await tab.api().setPublishStatus({ id: b.id, version, status: "published" })).version;
    expect(await announcements.next()).toBe("bookmakers");
    version = (await tab.api().setRedirectSlug({ id: b.id, version, slug: "vortex" })).version;
    expect(await announcements.next()).toBe("bookmakers");
    await tab.api().reorder({ ids: [other.id, b.id] });
    expect(await announcements.next()).toBe("bookmakers");
    expect(announcements.received).toHaveLength(8);

    // A refused change announces nothing: the next announcement is the following successful save's.
    await refusalOf(tab.api().setFeatured({ id: b.id, version: version - 1, featured: false }));
    await refusalOf(tab.api().reorder({ ids: [b.id] }));
    await tab.api().setFeatured({ id: b.id, version, featured: false });
    expect(await announcements.next()).toBe("bookmakers");
    expect(announcements.received).toHaveLength(9);
  });
});
