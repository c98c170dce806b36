import { and, desc, eq, gt, ne } from "drizzle-orm";
import { sessions } from "@eb/db/schema";
import { type AuditNote, type DbOrTx, DomainError, type SignedInAdmin } from "../../platform";
import { SESSION_IDLE_MS } from "../constants";
import { sha256Hex } from "./tokens";
import { describeDevice } from "./device";

/** The id a session is shown under: derived from the token hash, which itself never leaves the server. */
export const sessionIdOf = (tokenHash: string) => sha256Hex(`session-id:${tokenHash}`).slice(0, 32);

async function ownLiveSessions(db: DbOrTx, admin: SignedInAdmin, now: Date) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      pending: sessions.mfaPending,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, admin.userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .orderBy(desc(sessions.lastSeenAt));
}

/** The caller's own sessions, this one first; a pending one is a password typed without its code yet. */
export async function listOwnSessions(db: DbOrTx, admin: SignedInAdmin, now: Date) {
  const rows = await ownLiveSessions(db, admin, now);
  return rows
    .map(({ tokenHash, userAgent, ...row }) => ({
      sessionId: sessionIdOf(tokenHash),
      ...describeDevice(userAgent),
      ...row,
      current: tokenHash === admin.tokenHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the caller's own sessions; another account's session id is "not found", like an unknown one. */
export async function endOwnSession(tx: DbOrTx, admin: SignedInAdmin, sessionId: string, now: Date, audit: AuditNote): Promise<void> {
  const target = (await ownLiveSessions(tx, admin, now)).find((s) => sessionIdOf(s.tokenHash) === sessionId);
  if (!target) throw new DomainError("not_found", "Session not found");
  await tx.delete(sessions).where(and(eq(sessions.tokenHash, target.tokenHash), eq(sessions.userId, admin.userId)));
  audit({ resourceId: admin.userId, data: { ended: 1, current: target.tokenHash === admin.tokenHash } });
}

/** Ends every session of the caller except this one. */
export async function endOtherOwnSessions(tx: DbOrTx, admin: SignedInAdmin, audit: AuditNote) {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, admin.userId), ne(sessions.tokenHash, admin.tokenHash)))
    .returning({ userId: sessions.userId });
  audit({ resourceId: admin.userId, data: { ended: ended.length, others: true } });
  return { ended: ended.length };
}
