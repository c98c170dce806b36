import { asc, eq } from "drizzle-orm";
import { sessions, userRoles, users } from "@eb/db/schema";
import { LAST_ADMIN } from "../../contracts";
import { type AuditNote, type DbOrTx, DomainError } from "../../platform";

/**
 * Takes the admin role from an account and ends its sessions (its open pages are refused at their
 * next call; adminProcedure also reads the role on every call). Every admin row is locked first
 * (`for update`, in one order), so two removals running at once are serialised: the second one
 * counts the admins left after the first and refuses to remove the last.
 */
export async function removeAdminRole(tx: DbOrTx, userId: string, audit: AuditNote): Promise<void> {
  const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).orderBy(asc(userRoles.userId)).for("update");
  if (!admins.some((a) => a.userId === userId)) throw new DomainError("not_found", "Admin account not found");
  if (admins.length <= 1) throw new DomainError("precondition_failed", LAST_ADMIN);
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  audit({ resourceId: userId, before: { role: "admin" }, after: { role: null }, data: { email: user?.email } });
}
