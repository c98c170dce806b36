import { eq, sql } from "drizzle-orm";
import type { Db } from "@eb/db";
import { adminInvitations, mfaFactors, recoveryCodes, sessions, userRoles, users } from "@eb/db/schema";
import { INVALID_INVITATION, INVALID_SETUP_LINK } from "../../contracts";
import { type AuditNote, type DbOrTx, DomainError, recordSecurityEvent, type SignedInAdmin, writeAudit } from "../../platform";
import { hashPassword } from "../passwords/password";
import { assertStrongPassword } from "../passwords/password-strength";
import { hasRole, normalizeEmail } from "./users";
import { admitLinkAttempt, consumeLink, findLink, issueLink } from "./one-time-links";
import { claimSetupLink } from "./setup-link";

export const ACCOUNT_EXISTS = "An account with this email already exists";

async function accountOf(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row ? { userId: row.id, isAdmin: await hasRole(db, row.id, "admin") } : null;
}

/**
 * A one-time invitation link for an admin. The token is returned once (for the link) and only its
 * SHA-256 is stored; a new invitation for the same email replaces the previous one. An account
 * whose admin role was removed can be invited again; a current admin cannot (409).
 */
export async function createInvitation(tx: DbOrTx, admin: SignedInAdmin, input: { email: string }, now: Date, audit: AuditNote) {
  const email = normalizeEmail(input.email);
  const account = await accountOf(tx, email);
  if (account?.isAdmin) throw new DomainError("conflict", ACCOUNT_EXISTS);
  const { linkId, token, expiresAt } = await issueLink(tx, { kind: "invite", email, createdBy: admin.userId }, now);
  audit({ resourceId: linkId, data: { email, expiresAt: expiresAt.toISOString(), reinvite: account !== null } });
  return { invitationId: linkId, token, email, expiresAt };
}

/** Withdraws a pending invitation or password reset link; it stops working at once. */
export async function revokeInvitation(tx: DbOrTx, invitationId: string, audit: AuditNote): Promise<void> {
  const [gone] = await tx
    .delete(adminInvitations)
    .where(eq(adminInvitations.id, invitationId))
    .returning({ email: adminInvitations.email, kind: adminInvitations.kind });
  if (!gone) throw new DomainError("not_found", "Invitation not found");
  audit({ resourceId: invitationId, data: { email: gone.email, kind: gone.kind } });
}

/**
 * A returning admin starts over like a new one: the link proves only that its holder reads the
 * mailbox, so the old authenticators, recovery codes and sessions go with the old password, and an
 * authenticator is enrolled again at the next sign-in.
 */
async function readmit(tx: DbOrTx, userId: string, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** The link an acceptance names: an invitation (its own email), or a setup link (the email its holder gives). */
type LinkToUse = { kind: "invite" | "setup"; email: string };

async function linkToUse(db: Db, input: { token: string; email?: string | undefined }, now: Date): Promise<LinkToUse | null> {
  if (input.email === undefined) {
    const invite = await findLink(db, input.token, "invite", now);
    return invite && { kind: "invite" as const, email: invite.email };
  }
  const setup = await findLink(db, input.token, "setup", now);
  return setup && { kind: "setup" as const, email: normalizeEmail(input.email) };
}

/**
 * Turns a valid invitation into an admin account with the chosen password (a new account, or one
 * whose role was removed). Deleting the invitation row is the single-use check: of two concurrent
 * acceptances only one deletes it. The admin then signs in and is made to enrol an authenticator,
 * like every account without one. A setup link (the first admin, from the server's console) takes
 * this same path, with the email its holder gives and only while no admin exists (setup-link.ts).
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string; email?: string | undefined },
  env: { now: Date; clientIp: string | null },
) {
  const { now } = env;
  await admitLinkAttempt(db, env.clientIp, now);
  const found = await linkToUse(db, input, now);
  const invalid = input.email === undefined ? INVALID_INVITATION : INVALID_SETUP_LINK;
  if (!found) {
    await recordSecurityEvent(db, { type: "auth_attempt", success: false, detail: { stage: input.email === undefined ? "invitation" : "setup_link" } }, now);
    throw new DomainError("not_found", invalid);
  }
  await assertStrongPassword(input.password, found.email);
  // Hashed before the transaction: argon2 takes a while and must not hold locks.
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const link = found.kind === "invite" ? await consumeLink(tx, input.token, "invite", now) : await claimSetupLink(tx, input.token, now);
    if (!link) return null;
    const { email } = found;
    const existing = await accountOf(tx, email);
    if (existing?.isAdmin) throw new DomainError("conflict", ACCOUNT_EXISTS);
    let userId = existing?.userId;
    if (userId) await readmit(tx, userId, passwordHash, now);
    else {
      const [user] = await tx.insert(users).values({ email, passwordHash, createdAt: now, updatedAt: now }).returning({ id: users.id });
      userId = user!.id;
    }
    await tx.insert(userRoles).values({ userId, role: "admin", createdAt: now });
    await writeAudit(
      tx,
      {
        userId,
        action: "change_user_role",
        resourceType: "user",
        resourceId: userId,
        eventData: {
          email,
          before: { role: null },
          after: { role: "admin" },
          via: found.kind === "invite" ? "invitation" : "setup_link",
          reinvited: existing !== null,
          invitationId: link.id,
          invitedBy: link.createdBy,
        },
      },
      now,
    );
    return { email };
  });
  if (!created) throw new DomainError("not_found", invalid);
  await recordSecurityEvent(db, { type: "auth_attempt", success: true, detail: { stage: found.kind === "invite" ? "invitation" : "setup_link" } }, now);
  return created;
}
