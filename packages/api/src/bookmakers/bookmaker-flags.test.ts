import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { BOOKMAKER_NOT_FOUND, STALE_BOOKMAKER } from "../contracts/bookmakers";
import { resolveRedirect } from "./redirects";
import { bookmakersTab } from "./test-support";
import { refusalOf } from "../testing/refusal";

describe.each(testDrivers())("featured, active and publish status of a bookmaker (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;
  const visible = async () => (await tab.publicList()).map((b) => b.name);

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await bookmakersTab(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("switches featured on and off as new versions, audited with before and after", async () => {
    const b = await tab.published("vortex-bet");
    const on = await tab.api().setFeatured({ id: b.id, version: b.version, featured: true });
    expect(on).toMatchObject({ isFeatured: true, version: b.version + 1, updatedAt: clock.now.toISOString() });
    expect((await tab.publicList())[0]).toMatchObject({ name: "Vortex Bet", isFeatured: true });
    const off = await tab.api().setFeatured({ id: b.id, version: on.version, featured: false });
    expect(off).toMatchObject({ isFeatured: false, version: b.version + 2 });
    const rows = await tab.auditRows();
    expect(rows.slice(-2).map((r) => [r.resourceId, r.eventData])).toEqual([
      [String(b.id), { change: "featured", name: "Vortex Bet", before: { isFeatured: false }, after: { isFeatured: true } }],
      [String(b.id), { change: "featured", name: "Vortex Bet", before: { isFeatured: true }, after: { isFeatured: false } }],
    ]);
  });

  it("an inactive bookmaker leaves the public list and /go, and comes back when switched on", async () => {
    const b = await tab.published("vortex-bet");
    expect(await visible()).toEqual(["Vortex Bet"]);
    const off = await tab.api().setActive({ id: b.id, version: b.version, active: false });
    expect(off).toMatchObject({ active: false, version: b.version + 1 });
    expect(await visible()).toEqual([]);
    expect(await resolveRedirect(handle.db, "vortex-bet")).toBeNull();
    expect((await tab.auditRows()).at(-1)!.eventData).toEqual({ change: "active", name: "Vortex Bet", before: { active: true }, after: { active: false } });

    await tab.api().setActive({ id: b.id, version: off.version, active: true });
    expect(await visible()).toEqual(["Vortex Bet"]);
    expect((await resolveRedirect(handle.db, "vortex-bet"))?.target.href).toBe("https://track.vortexbet.example/?aff=esb");
  });

  it("draft and archived bookmakers are hidden from the public list and /go; published ones are shown", async () => {
    const b = await tab.published("vortex-bet");
    const draft = await tab.api().setPublishStatus({ id: b.id, version: b.version, status: "draft" });
    expect(draft.publishStatus).toBe("draft");
    expect(await visible()).toEqual([]);
    expect(await resolveRedirect(handle.db, "vortex-bet")).toBeNull();

    const archived = await tab.api().setPublishStatus({ id: b.id, version: draft.version, status: "archived" });
    expect(await visible()).toEqual([]);
    expect(await resolveRedirect(handle.db, "vortex-bet")).toBeNull();
    expect((await tab.api().list()).map((x) => [x.name, x.publishStatus])).toEqual([["Vortex Bet", "archived"]]);

    await tab.api().setPublishStatus({ id: b.id, version: archived.version, status: "published" });
    expect(await visible()).toEqual(["Vortex Bet"]);
    expect(await resolveRedirect(handle.db, "vortex-bet")).not.toBeNull();
    expect((await tab.auditRows()).slice(-3).map((r) => r.eventData)).toEqual([
      { change: "status", name: "Vortex Bet", before: { publishStatus: "published" }, after: { publishStatus: "draft" } },
      { change: "status", name: "Vortex Bet", before: { publishStatus: "draft" }, after: { publishStatus: "archived" } },
      { change: "status", name: "Vortex Bet", before: { publishStatus: "archived" }, after: { publishStatus: "published" } },
    ]);
  });

  it("refuses a flag change from a stale card, and an unknown bookmaker", async () => {
    const b = await tab.published("vortex-bet");
    await tab.api().setFeatured({ id: b.id, version: b.version, featured: true });
    expect(await refusalOf(tab.api().setActive({ id: b.id, version: b.version, active: false }))).toEqual({ code: "CONFLICT", messages: [STALE_BOOKMAKER] });
    expect(await refusalOf(tab.api().setPublishStatus({ id: b.id, version: b.version, status: "draft" }))).toEqual({
      code: "CONFLICT",
      messages: [STALE_BOOKMAKER],
    });
    expect(await refusalOf(tab.api().setFeatured({ id: 9999, version: 1, featured: true }))).toEqual({ code: "NOT_FOUND", messages: [BOOKMAKER_NOT_FOUND] });
    expect(await visible()).toEqual(["Vortex Bet"]);
  });

  it("refuses a publish status outside published, draft and archived", async () => {
    const b = await tab.published("vortex-bet");
    expect((await refusalOf(tab.api().setPublishStatus({ id: b.id, version: b.version, status: "deleted" as "draft" }))).code).toBe("BAD_REQUEST");
  });
});
