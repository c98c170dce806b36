import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@eb/db";
import { sessions, users } from "@eb/db/schema";
import type { DbOrTx, SignedInAdmin } from "../../platform";
import { MFA_PENDING_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from "../constants";
import { newSessionToken, sha256Hex } from "./tokens";

/** A session as a request finds it: the admin it signs in, and whether its second factor is still due. */
export type CurrentSession = SignedInAdmin & { mfaPending: boolean };

export type NewSession = { token: string; expiresAt: Date };

/** Starts a session with a fresh token. Pending sessions expire after a short challenge window. */
export async function createSession(
  db: DbOrTx,
  input: { userId: string; mfaPending: boolean; userAgent?: string | null; signedInAt?: Date },
  now: Date,
): Promise<NewSession> {
  const token = newSessionToken();
  const signedInAt = input.signedInAt ?? now;
  const absolute = new Date(signedInAt.getTime() + SESSION_ABSOLUTE_MS);
  const expiresAt = input.mfaPending ? new Date(Math.min(absolute.getTime(), now.getTime() + MFA_PENDING_MS)) : absolute;
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId: input.userId,
    mfaPending: input.mfaPending,
    createdAt: signedInAt,
    lastSeenAt: now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 200) ?? null,
  });
  // A fully signed-in session (password, then the code when the account has one) is a sign-in.
  if (!input.mfaPending) await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, input.userId));
  return { token, expiresAt };
}

/** The live session for a cookie token, or null. Expired sessions (idle or absolute) are deleted. */
export async function resolveSession(db: Db, token: string | undefined, now: Date): Promise<CurrentSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      email: users.email,
      mfaPending: sessions.mfaPending,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const t = now.getTime();
  if (t >= row.expiresAt.getTime() || t - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
    await endSession(db, tokenHash);
    return null;
  }
  if (t - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _ignored, ...session } = row;
  return session;
}

export async function endSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the account except the current one (after a second factor or the password changes); returns how many. */
export async function endOtherSessions(db: DbOrTx, userId: string, keepTokenHash: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ userId: sessions.userId });
  return ended.length;
}

/** Replaces the session with a new token (rotation), keeping the original sign-in time. */
export async function rotateSession(db: DbOrTx, current: CurrentSession, now: Date, userAgent?: string | null): Promise<NewSession> {
  await endSession(db, current.tokenHash);
  return createSession(db, { userId: current.userId, mfaPending: false, userAgent, signedInAt: current.createdAt }, now);
}
