import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { auditLogs, bookmakers } from "@eb/db/schema";
import { adminProcedure } from "../../identity/admin-access/admin-procedure";
import { signedInAdmin, type TestBrowser } from "../../identity/test-support";
import { DomainError } from "../errors";
import { createAdminCallerFactory, createAdminRouter } from "../trpc/admin";
import { audited } from "./audited";

/** A module built by the recipe: rename a bookmaker, describing the change for the audit row. */
const testRouter = createAdminRouter({
  rename: adminProcedure
    .input(
      z.object({
        id: z.number(),
        name: z.string(),
        failAfterWrite: z.boolean().default(false),
        note: z.enum(["details", "nothing", "skip"]).default("details"),
      }),
    )
    .use(audited("update_bookmaker", "bookmaker"))
    .mutation(async ({ ctx, input }) => {
      const [before] = await ctx.db.select({ name: bookmakers.name }).from(bookmakers).where(eq(bookmakers.id, input.id));
      if (!before) throw new DomainError("not_found", "Bookmaker not found");
      await ctx.db.update(bookmakers).set({ name: input.name }).where(eq(bookmakers.id, input.id));
      if (input.failAfterWrite) throw new DomainError("conflict", "Refused after writing");
      if (input.note === "skip") ctx.audit("skip");
      if (input.note === "details") ctx.audit({ resourceId: String(input.id), before, after: { name: input.name } });
      return { renamed: true };
    }),
});
const callerFor = (b: TestBrowser) => createAdminCallerFactory(testRouter)(b.context());

describe.each(testDrivers())("audited admin mutations (%s)", (driver) => {
  let handle: DbHandle;
  let browser: TestBrowser;
  let id: number;
  const auditRows = () =>
    handle.db
      .select({ action: auditLogs.action, resourceType: auditLogs.resourceType, resourceId: auditLogs.resourceId, data: auditLogs.eventData })
      .from(auditLogs)
      .where(eq(auditLogs.resourceType, "bookmaker"));
  const nameNow = async () => (await handle.db.select({ name: bookmakers.name }).from(bookmakers).where(eq(bookmakers.id, id)))[0]?.name;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    ({ browser } = await signedInAdmin(handle.db, { now: new Date("2026-03-01T10:00:00Z") }));
    [{ id }] = (await handle.db
      .insert(bookmakers)
      .values({ name: "Old Name", rating: 4.5, bonus: "100%", displayOrder: 1 })
      .returning({ id: bookmakers.id })) as [{ id: number }];
  });
  afterEach(() => handle.close());

  it("commits the change and its audit row (who, action, resource, before/after) together", async () => {
    await expect(callerFor(browser).rename({ id, name: "New Name" })).resolves.toEqual({ renamed: true });
    expect(await nameNow()).toBe("New Name");
    expect(await auditRows()).toEqual([
      { action: "update_bookmaker", resourceType: "bookmaker", resourceId: String(id), data: { before: { name: "Old Name" }, after: { name: "New Name" } } },
    ]);
  });

  it("rolls back the change and writes no audit row when the mutation fails after writing", async () => {
    await expect(callerFor(browser).rename({ id, name: "New Name", failAfterWrite: true })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Refused after writing",
    });
    expect(await nameNow()).toBe("Old Name");
    expect(await auditRows()).toEqual([]);
  });

  it("audits a mutation that describes nothing, and skips the row only when told", async () => {
    await callerFor(browser).rename({ id, name: "Quiet", note: "nothing" });
    expect(await auditRows()).toEqual([{ action: "update_bookmaker", resourceType: "bookmaker", resourceId: null, data: {} }]);
    await callerFor(browser).rename({ id, name: "Skipped", note: "skip" });
    expect(await auditRows()).toHaveLength(1);
    expect(await nameNow()).toBe("Skipped");
  });
});
