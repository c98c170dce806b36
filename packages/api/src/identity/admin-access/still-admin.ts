import { and, eq, gt } from "drizzle-orm";
import type { Db } from "@eb/db";
import { sessions, userRoles } from "@eb/db/schema";
import { SESSION_IDLE_MS } from "../constants";
import { sha256Hex } from "../sessions/tokens";

/**
 * Whether a session opened by an admin still stands: not ended, not expired (absolute or idle),
 * second factor done, admin role still held. For long-lived streams, which re-check it as they
 * go. Unlike `resolveSession` it does not touch `last_seen_at`: an open stream is not activity,
 * so a tab left open still reaches the idle timeout.
 */
export async function sessionStillAdmin(db: Db, token: string | undefined, now: Date): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const rows = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(userRoles, and(eq(userRoles.userId, sessions.userId), eq(userRoles.role, "admin")))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        eq(sessions.mfaPending, false),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
