import { and, eq, ne, sql } from "drizzle-orm";
import { dashboardViews, users } from "@eb/db/schema";
import type { AuditNote, DbOrTx } from "../platform";
import { getView, ownView, viewColumns } from "./views";

/**
 * Makes one of the owner's views the default, in the caller's transaction: first clears the
 * default on the user's other views, then sets it (spec). The user's row is locked first, so two
 * concurrent calls for one user run one after the other instead of tripping the unique index.
 */
export async function setDefaultView(tx: DbOrTx, userId: string, id: string, audit: AuditNote, now: Date) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const target = await getView(tx, userId, id);
  const cleared = await tx
    .update(dashboardViews)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(dashboardViews.userId, userId), eq(dashboardViews.isDefault, true), ne(dashboardViews.id, id)))
    .returning({ id: dashboardViews.id });
  const [view] = await tx
    .update(dashboardViews)
    .set({ isDefault: sql`true`, updatedAt: now })
    .where(ownView(userId, id))
    .returning(viewColumns);
  audit({ resourceId: id, before: { isDefault: target.isDefault, previousDefault: cleared[0]?.id ?? null }, after: { isDefault: true } });
  return view!;
}
