import { eq, sql } from "drizzle-orm";
import type { Db } from "@eb/db";
import { adminInvitations, userRoles } from "@eb/db/schema";
import { FIRST_ADMIN_EXISTS } from "../../contracts";
import { DomainError, HOUR_MS } from "../../platform";
import type { DbOrTx } from "../../platform";
import { newSessionToken, sha256Hex } from "../sessions/tokens";
import { consumeLink, pruneExpiredLinks } from "./one-time-links";

/**
 * A setup link works for an hour: time enough to open it from the console the server printed it
 * to, short enough that an old scroll-back or a copied terminal log soon holds nothing usable.
 * Restarting the server while no admin exists prints a new one.
 */
export const SETUP_LINK_MS = HOUR_MS;

/** Serialises the creation of a first admin, so two setup links used at once cannot make two. */
const FIRST_ADMIN_LOCK_KEY = 716_204_123;

export async function adminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).limit(1);
  return row !== undefined;
}

/**
 * At start-up, while the server has no admin: a new setup link, whose token is returned once (for
 * the server's console) and stored only as its SHA-256, like an invitation's. Once any admin exists
 * every setup link is deleted and null is returned: from then on admins are invited.
 */
export async function issueSetupLink(db: Db, now: Date): Promise<{ token: string; expiresAt: Date } | null> {
  return db.transaction(async (tx) => {
    await pruneExpiredLinks(tx, now);
    if (await adminExists(tx)) {
      await tx.delete(adminInvitations).where(eq(adminInvitations.kind, "setup"));
      return null;
    }
    // Earlier setup links stay valid until they expire: another instance may have just printed one.
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + SETUP_LINK_MS);
    await tx.insert(adminInvitations).values({ tokenHash: sha256Hex(token), kind: "setup", email: null, invitedBy: null, createdAt: now, expiresAt });
    return { token, expiresAt };
  });
}

/**
 * Uses a setup link inside the acceptance's transaction: refused (nothing consumed) when an admin
 * exists by now, however the link was made; otherwise the link is used up along with every other
 * setup link, since there is only ever one first admin. Null when the token names no live setup link.
 */
export async function claimSetupLink(tx: DbOrTx, token: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
  if (await adminExists(tx)) throw new DomainError("conflict", FIRST_ADMIN_EXISTS);
  const link = await consumeLink(tx, token, "setup", now);
  if (link) await tx.delete(adminInvitations).where(eq(adminInvitations.kind, "setup"));
  return link;
}
