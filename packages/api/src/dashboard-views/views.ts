import { and, desc, eq } from "drizzle-orm";
import { dashboardViews } from "@eb/db/schema";
import { VIEW_NOT_FOUND } from "../contracts";
import { type DbOrTx, DomainError } from "../platform";

/** What the Analytics tab and the views list read: nothing beyond the owner's own fields. */
export const viewColumns = {
  id: dashboardViews.id,
  name: dashboardViews.name,
  description: dashboardViews.description,
  isDefault: dashboardViews.isDefault,
  config: dashboardViews.config,
  createdAt: dashboardViews.createdAt,
  updatedAt: dashboardViews.updatedAt,
};

/** The one condition every read and write of a view carries: this id, owned by this user. */
export const ownView = (userId: string, id: string) => and(eq(dashboardViews.id, id), eq(dashboardViews.userId, userId));

/** The user's views, newest first (spec: select by user_id newest first). */
export function listViews(db: DbOrTx, userId: string) {
  return db.select(viewColumns).from(dashboardViews).where(eq(dashboardViews.userId, userId)).orderBy(desc(dashboardViews.createdAt), desc(dashboardViews.id));
}

/** One of the user's views; someone else's id answers exactly like an id that does not exist. */
export async function getView(db: DbOrTx, userId: string, id: string) {
  const [view] = await db.select(viewColumns).from(dashboardViews).where(ownView(userId, id));
  if (!view) throw new DomainError("not_found", VIEW_NOT_FOUND);
  return view;
}
