import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { signedInAdmin } from "../identity/test-support";
import { AUDIT_DATE_FORMAT, AUDIT_PAGE_SIZE, AUDIT_RANGE_ORDER } from "../contracts/audit-log";
import { refusalOf } from "../testing/refusal";
import { writeAudit } from "../platform";

describe.each(testDrivers())("audit log viewer (%s)", (driver) => {
  let handle: DbHandle;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let other: Awaited<ReturnType<typeof signedInAdmin>>;
  const clock = { now: new Date("2026-03-10T12:00:00Z") };

  /** 30 bookmaker edits by the admin, one a day from 1 Feb; 3 team-list edits by the other admin on 5 Mar. */
  beforeEach(async () => {
    handle = await createTestDb(driver);
    admin = await signedInAdmin(handle.db, clock, "first@example.com");
    other = await signedInAdmin(handle.db, clock, "second@example.com");
    for (let i = 0; i < 30; i++) {
      const at = new Date(Date.UTC(2026, 1, 1 + i, 9));
      await writeAudit(
        handle.db,
        { userId: admin.userId, action: "update_bookmaker", resourceType: "bookmaker", resourceId: String(i), eventData: { n: i } },
        at,
      );
    }
    for (let i = 0; i < 3; i++) {
      await writeAudit(
        handle.db,
        { userId: other.userId, action: "update_team_list", resourceType: "team_list", resourceId: "cs2" },
        new Date(Date.UTC(2026, 2, 5, 8 + i)),
      );
    }
  });
  afterEach(() => handle.close());

  const api = () => admin.browser.api.security;

  it("pages the log newest first, 25 a page, with the total the filters match", async () => {
    const first = await api().auditLog({ action: "update_bookmaker" });
    expect(first).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, total: 30, pageCount: 2 });
    expect(first.rows.map((r) => r.resourceId)).toEqual(Array.from({ length: 25 }, (_, i) => String(29 - i)));
    expect(first.rows[0]).toMatchObject({ action: "update_bookmaker", resourceType: "bookmaker", actorEmail: "first@example.com", eventData: { n: 29 } });
    const second = await api().auditLog({ action: "update_bookmaker", page: 2 });
    expect(second.rows.map((r) => r.resourceId)).toEqual(["4", "3", "2", "1", "0"]);
  });

  it("filters by action, account and whole UTC days, both ends included", async () => {
    const byOther = await api().auditLog({ userId: other.userId });
    expect(byOther.rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(byOther.rows.map((r) => r.actorEmail))).toEqual(new Set(["second@example.com"]));
    expect((await api().auditLog({ userId: other.userId, action: "update_team_list" })).total).toBe(3);
    const feb = await api().auditLog({ action: "update_bookmaker", from: "2026-02-10", to: "2026-02-12" });
    expect(feb.rows.map((r) => r.createdAt)).toEqual(["2026-02-12T09:00:00.000Z", "2026-02-11T09:00:00.000Z", "2026-02-10T09:00:00.000Z"]);
    expect((await api().auditLog({ from: "2026-03-05", to: "2026-03-05" })).total).toBe(3);
    expect((await api().auditLog({ action: "update_team_list", userId: admin.userId })).total).toBe(0);
  });

  it("offers every recorded action and every account that acted", async () => {
    const options = await api().auditLogFilters();
    expect(options.actions).toEqual(expect.arrayContaining(["update_bookmaker", "update_team_list"]));
    expect(options.accounts.map((a) => a.email)).toEqual(["first@example.com", "second@example.com"]);
  });

  it("refuses a malformed day and a range that ends before it starts", async () => {
    expect((await refusalOf(api().auditLog({ from: "2026-02-30" }))).messages).toEqual([AUDIT_DATE_FORMAT]);
    expect((await refusalOf(api().auditLog({ from: "2026-03-02", to: "2026-03-01" }))).messages).toEqual([AUDIT_RANGE_ORDER]);
  });
});
