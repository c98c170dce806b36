import { dashboardViews } from "@eb/db/schema";
import { type DashboardViewValue, VIEW_NOT_FOUND } from "../contracts";
import { type AuditNote, type DbOrTx, DomainError } from "../platform";
import { getView, ownView, viewColumns } from "./views";

const described = (v: { name: string; description: string | null; config: unknown }) => ({ name: v.name, description: v.description, config: v.config });

/** Adds a view for its owner (spec: insert {user_id, name, description, config}); it is not the default. */
export async function createView(tx: DbOrTx, userId: string, input: DashboardViewValue, audit: AuditNote, now: Date) {
  const [view] = await tx
    .insert(dashboardViews)
    .values({ userId, name: input.name, description: input.description, config: input.config, createdAt: now, updatedAt: now })
    .returning(viewColumns);
  audit({ resourceId: view!.id, after: described(view!) });
  return view!;
}

/** Rewrites the owner's view; another user's id is not found. */
export async function updateView(tx: DbOrTx, userId: string, input: DashboardViewValue & { id: string }, audit: AuditNote, now: Date) {
  const before = await getView(tx, userId, input.id);
  const [view] = await tx
    .update(dashboardViews)
    .set({ name: input.name, description: input.description, config: input.config, updatedAt: now })
    .where(ownView(userId, input.id))
    .returning(viewColumns);
  if (!view) throw new DomainError("not_found", VIEW_NOT_FOUND);
  audit({ resourceId: view.id, before: described(before), after: described(view) });
  return view;
}

/** Deletes the owner's view; another user's id is not found and nothing is deleted. */
export async function removeView(tx: DbOrTx, userId: string, id: string, audit: AuditNote) {
  const [view] = await tx.delete(dashboardViews).where(ownView(userId, id)).returning(viewColumns);
  if (!view) throw new DomainError("not_found", VIEW_NOT_FOUND);
  audit({ resourceId: view.id, before: described(view) });
  return { ok: true as const };
}
