import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { adminInvitations, sessions, users } from "@eb/db/schema";
import type { DbOrTx } from "../../platform";
import { SESSION_IDLE_MS } from "../constants";

/** Sessions that still let their holder in: fully signed in, not expired, not idle too long. */
export function liveSessionFilter(now: Date) {
  return and(eq(sessions.mfaPending, false), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
}

/**
 * The Team card: every account with its role, whether it has a verified second factor, its last
 * sign-in and how many live sessions it has; then the invitations and password reset links still unused.
 */
export async function listTeam(db: DbOrTx, now: Date) {
  const accounts = await db
    .select({
      userId: users.id,
      email: users.email,
      // Written out in full: drizzle leaves column names unqualified in a one-table select, which a subquery would misread.
      isAdmin: sql<boolean>`exists (select 1 from user_roles r where r.user_id = "users"."id" and r.role = 'admin')`,
      mfaEnabled: sql<boolean>`exists (select 1 from mfa_factors f where f.user_id = "users"."id" and f.status = 'verified')`,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.email));
  const counts = await db
    .select({ userId: sessions.userId, n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(liveSessionFilter(now))
    .groupBy(sessions.userId);
  const byUser = new Map(counts.map((c) => [c.userId, Number(c.n)]));
  const invitations = await db
    .select({
      invitationId: adminInvitations.id,
      kind: adminInvitations.kind,
      email: adminInvitations.email,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    // A setup link (no admin yet, so nobody to list it to) names no one and is not a pending invitation.
    .where(and(gt(adminInvitations.expiresAt, now), ne(adminInvitations.kind, "setup")))
    .orderBy(asc(adminInvitations.createdAt));
  return {
    accounts: accounts.map((a) => ({
      ...a,
      role: a.isAdmin ? ("admin" as const) : null,
      mfaEnabled: Boolean(a.mfaEnabled),
      activeSessions: byUser.get(a.userId) ?? 0,
    })),
    // The query leaves setup links out; the filter says so to the type too.
    invitations: invitations.flatMap(({ kind, ...i }) => (kind === "setup" ? [] : [{ ...i, kind, email: i.email ?? "" }])),
  };
}
