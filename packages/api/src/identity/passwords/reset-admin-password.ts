import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@eb/db";
import { sessions, userRoles, users } from "@eb/db/schema";
import { DomainError, writeAudit } from "../../platform";
import { hashPassword } from "./password";
import { assertStrongPassword } from "./password-strength";
import { normalizeEmail } from "../team/users";

export const NO_SUCH_ADMIN = "No admin account has this email";

/**
 * What `admin:reset-password` does: the way back in for an operator when no admin can sign in to
 * make a reset link (the last admin forgot the password). Sets the password, ends every session of
 * the account and writes the audit row, in one transaction. The second factor stays: whoever runs
 * this still needs the authenticator (or a recovery code) to get into the back office.
 */
export async function resetAdminPassword(db: Db, input: { email: string; password: string }, now: Date) {
  const email = normalizeEmail(input.email);
  await assertStrongPassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
      .where(eq(sql`lower(${users.email})`, email));
    if (!admin) throw new DomainError("not_found", NO_SUCH_ADMIN);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, admin.id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, admin.id)).returning({ userId: sessions.userId });
    await writeAudit(
      tx,
      {
        userId: admin.id,
        action: "reset_password",
        resourceType: "user",
        resourceId: admin.id,
        eventData: { email: admin.email, via: "cli", endedSessions: ended.length },
      },
      now,
    );
    return { email: admin.email, endedSessions: ended.length };
  });
}
