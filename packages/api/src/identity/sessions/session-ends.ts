import type { ChangeSource, SignedInAdmin } from "../../platform";

/**
 * The PostgreSQL channel on which the database itself (triggers of migration 0012) announces each
 * ended session and each admin role taken away, whichever code path did it, on every instance.
 */
export const SESSIONS_ENDED_CHANNEL = "eb_sessions_ended";

/** A session ended, an account lost the admin role, or notifications may have been missed (reconnect). */
export type SessionEnded = { kind: "session"; tokenHash: string } | { kind: "user"; userId: string } | { kind: "unknown" };

export function parseSessionEnded(payload: string): SessionEnded {
  if (payload.startsWith("s:")) return { kind: "session", tokenHash: payload.slice(2) };
  if (payload.startsWith("u:")) return { kind: "user", userId: payload.slice(2) };
  return { kind: "unknown" };
}

/** Whether an announcement may concern this admin's session (an unknown one might: check again). */
export function concernsSession(ended: SessionEnded, admin: Pick<SignedInAdmin, "tokenHash" | "userId">): boolean {
  if (ended.kind === "session") return ended.tokenHash === admin.tokenHash;
  if (ended.kind === "user") return ended.userId === admin.userId;
  return true;
}

/** The announcements of a feed that concern one admin's session. */
export function sessionEndsOf(feed: ChangeSource<SessionEnded>, admin: Pick<SignedInAdmin, "tokenHash" | "userId">): ChangeSource<SessionEnded> {
  return {
    subscribe: (fn) =>
      feed.subscribe((ended) => {
        if (concernsSession(ended, admin)) fn(ended);
      }),
  };
}

declare module "../../platform" {
  interface AdminRequestContext {
    /** Ended sessions and removed admin roles, from every instance: live streams end on them. */
    sessionEnds?: ChangeSource<SessionEnded>;
  }
}
