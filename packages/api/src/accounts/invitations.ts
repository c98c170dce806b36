import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "@eb/db";
import { adminInvitations, userRoles, users } from "@eb/db/schema";
import { INVALID_INVITATION, INVITATION_HOURS } from "../contracts/accounts";
import { DomainError } from "../errors";
import { writeAudit, type DbOrTx } from "../security/audit";
import { clientAddressKey } from "../security/client-address";
import { hitRateLimit, peekRateLimit } from "../security/rate-limit";
import { recordSecurityEvent } from "../security/security-events";
import type { AuditNote } from "../trpc/audited";
import { LOGIN_LIMIT, TOO_MANY_REQUESTS } from "../auth/constants";
import { hashPassword } from "../auth/password";
import type { SignedInAdmin } from "../auth/signed-in-admin";
import { newSessionToken, sha256Hex } from "../auth/tokens";
import { normalizeEmail } from "../auth/users";

export const INVITATION_MS = INVITATION_HOURS * 60 * 60_000;
export const ACCOUNT_EXISTS = "An account with this email already exists";

/** Expired invitations are useless: they go whenever invitations are written or accepted. */
export async function pruneExpiredInvitations(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db.delete(adminInvitations).where(lte(adminInvitations.expiresAt, now)).returning({ id: adminInvitations.id });
  return gone.length;
}

async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return rows.length > 0;
}

/**
 * A one-time invitation link for a new admin. The token is returned once (for the link) and only
 * its SHA-256 is stored; a new invitation for the same email replaces the previous one.
 */
export async function createInvitation(tx: DbOrTx, admin: SignedInAdmin, input: { email: string }, now: Date, audit: AuditNote) {
  const email = normalizeEmail(input.email);
  if (await emailTaken(tx, email)) throw new DomainError("conflict", ACCOUNT_EXISTS);
  await pruneExpiredInvitations(tx, now);
  await tx.delete(adminInvitations).where(eq(adminInvitations.email, email));
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + INVITATION_MS);
  const [row] = await tx
    .insert(adminInvitations)
    .values({ tokenHash: sha256Hex(token), email, invitedBy: admin.userId, createdAt: now, expiresAt })
    .returning({ id: adminInvitations.id });
  audit({ resourceId: row!.id, data: { email, expiresAt: expiresAt.toISOString() } });
  return { invitationId: row!.id, token, email, expiresAt };
}

/** Withdraws a pending invitation; its link stops working at once. */
export async function revokeInvitation(tx: DbOrTx, invitationId: string, audit: AuditNote): Promise<void> {
  const [gone] = await tx.delete(adminInvitations).where(eq(adminInvitations.id, invitationId)).returning({ email: adminInvitations.email });
  if (!gone) throw new DomainError("not_found", "Invitation not found");
  audit({ resourceId: invitationId, data: { email: gone.email } });
}

const inviteIpKey = (ip: string | null) => `invite:ip:${ip ? clientAddressKey(ip) : "unknown"}`;

/**
 * Accepting an invitation is the one account write an anonymous caller can reach. Like sign-in it
 * is throttled per client address (5 per 15 minutes), checked without writing first, so a locked
 * address adds nothing; a token is 256 random bits, so guessing one is hopeless anyway.
 */
async function admitInvitationAttempt(db: Db, clientIp: string | null, now: Date): Promise<void> {
  const key = inviteIpKey(clientIp);
  if ((await peekRateLimit(db, key, LOGIN_LIMIT, now)).allowed && (await hitRateLimit(db, key, LOGIN_LIMIT, now)).allowed) return;
  await recordSecurityEvent(db, { type: "rate_limit", success: false, detail: { scope: "invitation" } }, now);
  throw new DomainError("rate_limited", TOO_MANY_REQUESTS);
}

/**
 * Turns a valid invitation into an admin account with the chosen password. Deleting the invitation
 * row is the single-use check: of two concurrent acceptances only one deletes it. The new admin
 * then signs in and is made to enrol an authenticator, like every account without one.
 */
export async function acceptInvitation(db: Db, input: { token: string; password: string }, env: { now: Date; clientIp: string | null }) {
  const { now } = env;
  await admitInvitationAttempt(db, env.clientIp, now);
  const tokenHash = sha256Hex(input.token);
  const valid = and(eq(adminInvitations.tokenHash, tokenHash), gt(adminInvitations.expiresAt, now));
  const [found] = await db.select({ id: adminInvitations.id }).from(adminInvitations).where(valid);
  if (!found) {
    await recordSecurityEvent(db, { type: "auth_attempt", success: false, detail: { stage: "invitation" } }, now);
    throw new DomainError("not_found", INVALID_INVITATION);
  }
  // Hashed before the transaction: argon2 takes a while and must not hold locks.
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(adminInvitations)
      .where(valid)
      .returning({ id: adminInvitations.id, email: adminInvitations.email, invitedBy: adminInvitations.invitedBy });
    if (!invitation) return null;
    if (await emailTaken(tx, invitation.email)) throw new DomainError("conflict", ACCOUNT_EXISTS);
    const [user] = await tx.insert(users).values({ email: invitation.email, passwordHash, createdAt: now, updatedAt: now }).returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, role: "admin", createdAt: now });
    await writeAudit(
      tx,
      {
        userId: user!.id,
        action: "change_user_role",
        resourceType: "user",
        resourceId: user!.id,
        eventData: {
          email: invitation.email,
          before: { role: null },
          after: { role: "admin" },
          via: "invitation",
          invitationId: invitation.id,
          invitedBy: invitation.invitedBy,
        },
      },
      now,
    );
    await pruneExpiredInvitations(tx, now);
    return { email: invitation.email };
  });
  if (!created) throw new DomainError("not_found", INVALID_INVITATION);
  await recordSecurityEvent(db, { type: "auth_attempt", success: true, detail: { stage: "invitation" } }, now);
  return created;
}
