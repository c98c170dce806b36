import { and, eq, ne } from "drizzle-orm";
import { mfaFactors, recoveryCodes, sessions, users } from "@eb/db/schema";
import { type AuditNote, type DbOrTx, DomainError, type SignedInAdmin } from "../../platform";

async function accountEmail(tx: DbOrTx, userId: string): Promise<string> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("not_found", "Account not found");
  return user.email;
}

/** Ends the sessions of an account other than the caller's own current one; returns how many. */
async function endSessionsOf(tx: DbOrTx, admin: SignedInAdmin, userId: string): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, admin.tokenHash)))
    .returning({ userId: sessions.userId });
  return ended.length;
}

/** Signs an account out everywhere (the caller's own current session stays). */
export async function endAccountSessions(tx: DbOrTx, admin: SignedInAdmin, userId: string, audit: AuditNote) {
  const email = await accountEmail(tx, userId);
  const ended = await endSessionsOf(tx, admin, userId);
  audit({ resourceId: userId, data: { email, ended } });
  return { ended };
}

/**
 * Removes every second factor and recovery code of an account and ends its sessions, so its owner
 * must enrol a new authenticator at the next sign-in (a lost phone).
 */
export async function resetAccountFactors(tx: DbOrTx, admin: SignedInAdmin, userId: string, audit: AuditNote) {
  const email = await accountEmail(tx, userId);
  await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const ended = await endSessionsOf(tx, admin, userId);
  audit({ resourceId: userId, data: { email, ended } });
  return { ended };
}
