import { lt, or, type Db } from "@eb/db";
import { sessions } from "@eb/db/schema";
import { SESSION_IDLE_MS } from "./constants";
import { pruneExpiredLinks } from "./team/one-time-links";

/**
 * Identity's part of the daily cleanup: sessions that can no longer be used (past their absolute
 * expiry or idle too long; a request deletes only the session it reads) and expired admin
 * invitations and reset links.
 */
export async function pruneIdentityRecords(db: Db, now: Date): Promise<{ sessions: number; invitations: number }> {
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ tokenHash: sessions.tokenHash });
  const invitations = await pruneExpiredLinks(db, now);
  return { sessions: ended.length, invitations };
}
