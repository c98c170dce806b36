import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { refusalOf } from "../testing/refusal";
import { contentAnnouncements } from "../testing/content-announcements";
import { teamsTab } from "./test-support";

/** Every server instance drops its cached pages when told; a saved team list must tell them. */
describe.each(testDrivers())("a saved team list tells the public site (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof teamsTab>>;
  let announcements: Awaited<ReturnType<typeof contentAnnouncements>>;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await teamsTab(handle.db, clock);
    announcements = await contentAnnouncements(handle);
  });
  afterEach(async () => {
    await announcements.stop();
    await handle.close();
  });

  it("announces each saved change once, on commit, and nothing for a refused or unchanged save", async () => {
    const list = await tab.listOf("cs2");
    const renamed = list.regions.map((r, i) => (i === 0 ? { ...r, name: "EU" } : r));
    const saved = await tab.api().save({ game: "cs2", version: list.version, regions: renamed });
    expect(await announcements.next()).toBe("teams");

    await refusalOf(tab.api().save({ game: "cs2", version: list.version, regions: list.regions }));
    await refusalOf(tab.api().save({ game: "cs2", version: saved.version, regions: [{ name: " ", teams: [] }] }));
    await tab.api().save({ game: "cs2", version: saved.version, regions: renamed });
    await tab.api().save({ game: "lol", version: 1, regions: [{ name: "LCK", teams: ["T1"] }] });
    expect(await announcements.next()).toBe("teams");
    expect(announcements.received).toEqual(["teams", "teams"]);
  });
});
