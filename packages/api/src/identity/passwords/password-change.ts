import { eq } from "drizzle-orm";
import { users } from "@eb/db/schema";
import { CURRENT_PASSWORD_WRONG, PASSWORD_UNCHANGED } from "../../contracts";
import { type AuditNote, type DbOrTx, DomainError, type SignedInAdmin } from "../../platform";
import { hashPassword, verifyPassword } from "./password";
import { assertStrongPassword } from "./password-strength";
import { endOtherSessions } from "../sessions/sessions";

/**
 * The signed-in admin changes their own password. The router has already asked for a step-up (this
 * session confirmed password and code in the last 5 minutes); the current password is asked again
 * here so a session left open cannot change it. Every other session of the account ends: whoever
 * else knew the old password is signed out; this one stays.
 */
export async function changeOwnPassword(
  tx: DbOrTx,
  admin: SignedInAdmin,
  input: { currentPassword: string; newPassword: string },
  now: Date,
  audit: AuditNote,
) {
  const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, admin.userId));
  if (!(await verifyPassword(user?.passwordHash ?? null, input.currentPassword))) throw new DomainError("invalid_input", CURRENT_PASSWORD_WRONG);
  if (input.newPassword === input.currentPassword) throw new DomainError("invalid_input", PASSWORD_UNCHANGED);
  await assertStrongPassword(input.newPassword, admin.email);
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: now })
    .where(eq(users.id, admin.userId));
  const endedSessions = await endOtherSessions(tx, admin.userId, admin.tokenHash);
  audit({ resourceId: admin.userId, data: { email: admin.email, endedSessions } });
  return { endedSessions };
}
