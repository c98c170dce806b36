import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "@eb/db";
import { adminInvitations, type OneTimeLinkKind } from "@eb/db/schema";
import { INVITATION_HOURS } from "../../contracts";
import { clientAddressKey, DomainError, hitRateLimit, HOUR_MS, peekRateLimit, recordSecurityEvent, type DbOrTx } from "../../platform";
import { LOGIN_LIMIT, TOO_MANY_REQUESTS } from "../constants";
import { newSessionToken, sha256Hex } from "../sessions/tokens";

/**
 * The mechanics shared by invitations and password reset links: a one-time link carries a 256-bit
 * token after `#` (never sent to a server log or in a Referer), only its SHA-256 is stored, it
 * expires 24 hours after it was made, and using it deletes the row.
 */
export const LINK_MS = INVITATION_HOURS * HOUR_MS;

/** Expired links are useless: they go whenever links are written or used. */
export async function pruneExpiredLinks(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db.delete(adminInvitations).where(lte(adminInvitations.expiresAt, now)).returning({ id: adminInvitations.id });
  return gone.length;
}

/**
 * Stores a new link for an email; the token is returned once (for the link). Any earlier link for
 * the same email is withdrawn, so at most one works at a time.
 */
export async function issueLink(tx: DbOrTx, input: { kind: OneTimeLinkKind; email: string; createdBy: string }, now: Date) {
  await pruneExpiredLinks(tx, now);
  await tx.delete(adminInvitations).where(eq(adminInvitations.email, input.email));
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + LINK_MS);
  const [row] = await tx
    .insert(adminInvitations)
    .values({ tokenHash: sha256Hex(token), kind: input.kind, email: input.email, invitedBy: input.createdBy, createdAt: now, expiresAt })
    .returning({ id: adminInvitations.id });
  return { linkId: row!.id, token, expiresAt };
}

const linkIpKey = (ip: string | null) => `invite:ip:${ip ? clientAddressKey(ip) : "unknown"}`;

/**
 * Using a link is an account write an anonymous caller can reach. Like sign-in it is throttled per
 * client address (5 per 15 minutes, invitations and resets together), checked without writing
 * first, so a locked address adds nothing; a token is 256 random bits, so guessing one is hopeless.
 */
export async function admitLinkAttempt(db: Db, clientIp: string | null, now: Date): Promise<void> {
  const key = linkIpKey(clientIp);
  if ((await peekRateLimit(db, key, LOGIN_LIMIT, now)).allowed && (await hitRateLimit(db, key, LOGIN_LIMIT, now)).allowed) return;
  await recordSecurityEvent(db, { type: "rate_limit", success: false, detail: { scope: "invitation" } }, now);
  throw new DomainError("rate_limited", TOO_MANY_REQUESTS);
}

const validLink = (token: string, kind: OneTimeLinkKind, now: Date) =>
  and(eq(adminInvitations.tokenHash, sha256Hex(token)), eq(adminInvitations.kind, kind), gt(adminInvitations.expiresAt, now));

/** An invitation or a reset link names its account's email; a setup link names none: its holder gives the first admin's. */
export type LinkEmail<K extends OneTimeLinkKind> = K extends "setup" ? null : string;

/** The live link of this kind the token names, or null (read before checking and hashing a password, outside any transaction). */
export async function findLink<K extends OneTimeLinkKind>(db: DbOrTx, token: string, kind: K, now: Date) {
  const [link] = await db
    .select({ id: adminInvitations.id, email: adminInvitations.email })
    .from(adminInvitations)
    .where(validLink(token, kind, now));
  return (link ?? null) as { id: string; email: LinkEmail<K> } | null;
}

/**
 * Uses a link: deleting its row is the single-use check, so of two concurrent uses only one gets
 * it back. Null when the token is unknown, of another kind, expired or already used.
 */
export async function consumeLink<K extends OneTimeLinkKind>(tx: DbOrTx, token: string, kind: K, now: Date) {
  const [link] = await tx
    .delete(adminInvitations)
    .where(validLink(token, kind, now))
    .returning({ id: adminInvitations.id, email: adminInvitations.email, createdBy: adminInvitations.invitedBy });
  return (link ?? null) as { id: string; email: LinkEmail<K>; createdBy: string | null } | null;
}
