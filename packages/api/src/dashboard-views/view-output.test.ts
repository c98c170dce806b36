import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { dashboardViews, type DashboardViewConfig } from "@eb/db/schema";
import { signedInAdmin } from "../identity/test-support";
import type { TestAdmin } from "../identity/team/test-support";
import { listViews, viewColumns } from "./views";

/** What the admin app is sent of a view: the fields of `dashboardViewOutput` (contracts), no others. */
const SENT_FIELDS = ["config", "description", "id", "isDefault", "name", "updatedAt"];
const CONFIG: DashboardViewConfig = {
  layout: "grid",
  components: ["analytics-summary"],
  colors: { primary: "#3b82f6", secondary: "#64748b" },
  showAlerts: false,
  showExport: false,
  refreshInterval: 30,
};

/**
 * The output schema is the protection (admin procedures declare `.output()`): these tests fail when
 * the dashboard views procedures answer whatever their service returns.
 */
describe.each(testDrivers())("a dashboard view as the admin app receives it (%s)", (driver) => {
  let handle: DbHandle;
  let owner: TestAdmin;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    owner = await signedInAdmin(handle.db, { now: new Date("2026-03-01T10:00:00Z") });
  });
  afterEach(() => handle.close());

  it("leaves out a column the service starts selecting (here the owner's id): list, get and the change answers", async () => {
    // What a change to the service looks like: one more column in its select and returning lists.
    Object.assign(viewColumns, { userId: dashboardViews.userId });
    try {
      const created = await owner.browser.api.dashboardViews.create({ name: "Morning", config: { components: ["smart-alerts"] } });
      // The service does return it now...
      expect(await listViews(handle.db, owner.userId)).toMatchObject([{ id: created.id, userId: owner.userId }]);
      // ...and the caller still gets only the contract's fields.
      const answers = [created, await owner.browser.api.dashboardViews.get({ id: created.id }), ...(await owner.browser.api.dashboardViews.list())];
      for (const answer of answers) expect(Object.keys(answer).sort()).toEqual(SENT_FIELDS);
    } finally {
      delete (viewColumns as Partial<Record<string, unknown>>).userId;
    }
  });

  it("leaves out a key a stored config carries beyond the contract's", async () => {
    const stored = { ...CONFIG, internalNote: "not for the browser" } as DashboardViewConfig;
    const [row] = await handle.db
      .insert(dashboardViews)
      .values({ userId: owner.userId, name: "Imported", config: stored })
      .returning({ id: dashboardViews.id });
    expect((await owner.browser.api.dashboardViews.get({ id: row!.id })).config).toEqual(CONFIG);
    expect((await owner.browser.api.dashboardViews.list())[0]!.config).toEqual(CONFIG);
  });
});
