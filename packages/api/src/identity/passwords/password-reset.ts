import { eq } from "drizzle-orm";
import type { Db } from "@eb/db";
import { sessions, users } from "@eb/db/schema";
import { INVALID_RESET_LINK, RESET_OWN_PASSWORD } from "../../contracts";
import { type AuditNote, type DbOrTx, DomainError, recordSecurityEvent, type SignedInAdmin, writeAudit } from "../../platform";
import { hashPassword } from "./password";
import { assertStrongPassword } from "./password-strength";
import { hasRole, normalizeEmail } from "../team/users";
import { admitLinkAttempt, consumeLink, findLink, issueLink } from "../team/one-time-links";

const NOT_AN_ADMIN = "Admin account not found";

async function adminByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user && (await hasRole(db, user.id, "admin")) ? user.id : null;
}

/**
 * A one-time link with which another admin sets a new password (a forgotten one). It works like an
 * invitation: token after `#`, stored hashed, 24 hours, revocable from the Team card, and it
 * replaces any earlier link for that email. Creating one needs a step-up (router). One's own
 * password is changed with the current one instead, so a stolen session cannot mint itself a reset.
 */
export async function createPasswordResetLink(tx: DbOrTx, admin: SignedInAdmin, input: { userId: string }, now: Date, audit: AuditNote) {
  if (input.userId === admin.userId) throw new DomainError("precondition_failed", RESET_OWN_PASSWORD);
  const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user || !(await hasRole(tx, user.id, "admin"))) throw new DomainError("not_found", NOT_AN_ADMIN);
  const { linkId, token, expiresAt } = await issueLink(tx, { kind: "password_reset", email: user.email, createdBy: admin.userId }, now);
  audit({ resourceId: user.id, data: { email: user.email, linkId, expiresAt: expiresAt.toISOString() } });
  return { linkId, token, email: user.email, expiresAt };
}

/**
 * Sets the new password through a reset link and ends every session of the account: whoever held
 * the old password is signed out everywhere. The second factor stays, so the link alone does not
 * open the back office. The account must still be an admin when the link is used.
 */
export async function acceptPasswordReset(db: Db, input: { token: string; password: string }, env: { now: Date; clientIp: string | null }) {
  const { now } = env;
  await admitLinkAttempt(db, env.clientIp, now);
  const found = await findLink(db, input.token, "password_reset", now);
  if (!found) {
    await recordSecurityEvent(db, { type: "auth_attempt", success: false, detail: { stage: "password_reset" } }, now);
    throw new DomainError("not_found", INVALID_RESET_LINK);
  }
  await assertStrongPassword(input.password, found.email);
  // Hashed before the transaction: argon2 takes a while and must not hold locks.
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const link = await consumeLink(tx, input.token, "password_reset", now);
    if (!link) return null;
    const userId = await adminByEmail(tx, link.email);
    if (!userId) return null;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ userId: sessions.userId });
    await writeAudit(
      tx,
      {
        userId,
        action: "reset_password",
        resourceType: "user",
        resourceId: userId,
        eventData: { email: link.email, via: "reset_link", linkId: link.id, createdBy: link.createdBy, endedSessions: ended.length },
      },
      now,
    );
    return { email: link.email };
  });
  if (!done) throw new DomainError("not_found", INVALID_RESET_LINK);
  await recordSecurityEvent(db, { type: "auth_attempt", success: true, detail: { stage: "password_reset" } }, now);
  return done;
}
