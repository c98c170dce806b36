import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { auditLogs } from "@eb/db/schema";
import { signedInAdmin } from "../identity/test-support";

describe.each(testDrivers())("opening the Analytics tab is audited (%s)", (driver) => {
  let handle: DbHandle;
  const clock = { now: new Date("2026-06-20T12:00:00Z") };
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("records view_analytics once per session and hour, however often the tab opens", async () => {
    const { browser, userId } = await signedInAdmin(handle.db, clock);
    const views = () =>
      handle.db.select({ userId: auditLogs.userId, resourceType: auditLogs.resourceType }).from(auditLogs).where(eq(auditLogs.action, "view_analytics"));
    expect(await browser.api.analytics.recordView()).toEqual({ recorded: true });
    expect(await browser.api.analytics.recordView()).toEqual({ recorded: false });
    expect(await views()).toEqual([{ userId, resourceType: "analytics" }]);
  });
});
