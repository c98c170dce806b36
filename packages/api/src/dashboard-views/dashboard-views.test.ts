import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { dashboardViews } from "@eb/db/schema";
import { advance, signedInAdmin } from "../identity/test-support";
import { VIEW_NOT_FOUND, type DashboardViewInput } from "../contracts/dashboard-views";
import { auditRows, type TestAdmin } from "../identity/team/test-support";
import { refusalOf } from "../testing/refusal";
import { raceForRow } from "../testing/row-lock-race";

const notFound = { code: "NOT_FOUND", messages: [VIEW_NOT_FOUND] };
const input = (name: string, components: DashboardViewInput["config"]["components"] = ["analytics-summary"]): DashboardViewInput => ({
  name,
  description: "",
  config: { layout: "list", components, refreshInterval: 60 },
});

describe.each(testDrivers())("dashboard views (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let owner: TestAdmin;
  let other: TestAdmin;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    owner = await signedInAdmin(handle.db, clock, "owner@example.com");
    other = await signedInAdmin(handle.db, clock, "other@example.com");
  });
  afterEach(() => handle.close());

  const rows = () => handle.db.select({ id: dashboardViews.id, name: dashboardViews.name, isDefault: dashboardViews.isDefault }).from(dashboardViews);
  const create = async (admin: TestAdmin, name: string) => {
    advance(clock, 1000);
    return admin.browser.api.dashboardViews.create(input(name));
  };

  it("creates a view for its owner with the spec's defaults and records it in the audit log", async () => {
    const view = await owner.browser.api.dashboardViews.create({ name: " Morning ", config: { components: ["user-behavior", "ab-testing"] } });
    expect(view).toMatchObject({
      name: "Morning",
      description: null,
      isDefault: false,
      config: {
        layout: "grid",
        components: ["user-behavior", "ab-testing"],
        colors: { primary: "#3b82f6", secondary: "#64748b" },
        showAlerts: false,
        showExport: false,
        refreshInterval: 30,
      },
    });
    expect(await owner.browser.api.dashboardViews.get({ id: view.id })).toEqual(view);
    expect(await auditRows(handle.db, "create_dashboard_view")).toEqual([
      {
        userId: owner.userId,
        resourceType: "dashboard_view",
        resourceId: view.id,
        eventData: { after: { name: "Morning", description: null, config: view.config } },
      },
    ]);
  });

  it("lists only the caller's own views, newest first", async () => {
    const a = await create(owner, "First");
    const b = await create(owner, "Second");
    await create(other, "Not mine");
    expect((await owner.browser.api.dashboardViews.list()).map((v) => v.id)).toEqual([b.id, a.id]);
    expect((await other.browser.api.dashboardViews.list()).map((v) => v.name)).toEqual(["Not mine"]);
  });

  it("refuses the server-side messages of the spec", async () => {
    expect(await refusalOf(owner.browser.api.dashboardViews.create(input("  ")))).toEqual({ code: "BAD_REQUEST", messages: ["Please enter a view name"] });
    expect(await refusalOf(owner.browser.api.dashboardViews.create(input("x", [])))).toEqual({
      code: "BAD_REQUEST",
      messages: ["Please select at least one component"],
    });
    expect(await rows()).toEqual([]);
  });

  it("updates the owner's view and audits before and after", async () => {
    const view = await create(owner, "Old");
    advance(clock, 1000);
    const updated = await owner.browser.api.dashboardViews.update({ id: view.id, ...input("New", ["smart-alerts", "export-functionality"]) });
    expect(updated).toMatchObject({ name: "New", config: { components: ["smart-alerts", "export-functionality"] } });
    expect(updated.updatedAt).toEqual(clock.now);
    const [row] = await auditRows(handle.db, "update_dashboard_view");
    expect(row?.eventData).toMatchObject({ before: { name: "Old" }, after: { name: "New" } });
  });

  it("another admin can neither read, change, delete nor make default someone else's view: not found, like a missing id", async () => {
    const view = await create(owner, "Private");
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const id of [view.id, missing]) {
      expect(await refusalOf(other.browser.api.dashboardViews.get({ id }))).toEqual(notFound);
      expect(await refusalOf(other.browser.api.dashboardViews.update({ id, ...input("Hijacked") }))).toEqual(notFound);
      expect(await refusalOf(other.browser.api.dashboardViews.setDefault({ id }))).toEqual(notFound);
      expect(await refusalOf(other.browser.api.dashboardViews.remove({ id }))).toEqual(notFound);
    }
    expect(await other.browser.api.dashboardViews.list()).toEqual([]);
    expect(await rows()).toEqual([{ id: view.id, name: "Private", isDefault: false }]);
    expect(await owner.browser.api.dashboardViews.get({ id: view.id })).toMatchObject({ name: "Private" });
    for (const action of ["update_dashboard_view", "delete_dashboard_view", "set_default_dashboard_view"])
      expect(await auditRows(handle.db, action)).toEqual([]);
  });

  it("deletes the owner's view", async () => {
    const view = await create(owner, "Gone");
    await expect(owner.browser.api.dashboardViews.remove({ id: view.id })).resolves.toEqual({ ok: true });
    expect(await rows()).toEqual([]);
    expect(await refusalOf(owner.browser.api.dashboardViews.get({ id: view.id }))).toEqual(notFound);
    expect(await auditRows(handle.db, "delete_dashboard_view")).toHaveLength(1);
  });

  it("setting a default clears the user's other default, and leaves other users' defaults alone", async () => {
    const a = await create(owner, "A");
    const b = await create(owner, "B");
    const theirs = await create(other, "Theirs");
    await other.browser.api.dashboardViews.setDefault({ id: theirs.id });
    await owner.browser.api.dashboardViews.setDefault({ id: a.id });
    await expect(owner.browser.api.dashboardViews.setDefault({ id: b.id })).resolves.toMatchObject({ id: b.id, isDefault: true });
    const byName = Object.fromEntries((await rows()).map((r) => [r.name, r.isDefault]));
    expect(byName).toEqual({ A: false, B: true, Theirs: true });
    const audits = await auditRows(handle.db, "set_default_dashboard_view");
    expect(audits.at(-1)).toMatchObject({
      userId: owner.userId,
      resourceId: b.id,
      eventData: { before: { isDefault: false, previousDefault: a.id }, after: { isDefault: true } },
    });
  });

  it("setting a view that no longer exists as default fails and keeps the current default", async () => {
    const a = await create(owner, "A");
    await owner.browser.api.dashboardViews.setDefault({ id: a.id });
    const b = await create(owner, "B");
    await handle.db.delete(dashboardViews).where(eq(dashboardViews.id, b.id));
    expect(await refusalOf(owner.browser.api.dashboardViews.setDefault({ id: b.id }))).toEqual(notFound);
    expect(await rows()).toEqual([{ id: a.id, name: "A", isDefault: true }]);
  });

  it("two default changes at once for one user both succeed, one after the other, leaving one default", async () => {
    const a = await create(owner, "A");
    const b = await create(owner, "B");
    // Both calls get past clearing the old default before either can set its own (PostgreSQL).
    const { saved, refused } = await raceForRow(handle, "select 1 from dashboard_views where id = any($1::uuid[]) for update", [[a.id, b.id]], () => [
      owner.browser.api.dashboardViews.setDefault({ id: a.id }),
      owner.browser.api.dashboardViews.setDefault({ id: b.id }),
    ]);
    expect(refused).toEqual([]);
    expect(saved).toHaveLength(2);
    expect((await rows()).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("the database refuses a second default for one user, written directly", async () => {
    const a = await create(owner, "A");
    const b = await create(owner, "B");
    await handle.db.update(dashboardViews).set({ isDefault: true }).where(eq(dashboardViews.id, a.id));
    await expect(handle.db.update(dashboardViews).set({ isDefault: true }).where(eq(dashboardViews.id, b.id))).rejects.toThrow();
    const theirs = await create(other, "Theirs");
    await expect(handle.db.update(dashboardViews).set({ isDefault: true }).where(eq(dashboardViews.id, theirs.id))).resolves.toBeDefined();
  });
});
