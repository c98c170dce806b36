import { readSessionToken } from "../sessions/session-cookie";
import { sessionEndsOf } from "../sessions/session-ends";
import { type AdminRequestContext, type ChangeSource, liveSnapshots, type SignedInAdmin, withEventIds } from "../../platform";
import { sessionStillAdmin } from "./still-admin";

/**
 * A back-office live stream (server-sent events): `liveSnapshots` for the caller's session. It
 * ends within moments of sign-out, revocation or role removal on any instance, because the
 * database announces each ended session and removed role (SESSIONS_ENDED_CHANNEL) and the stream
 * then checks its session again instead of waiting for its next change or refresh.
 */
export function adminLiveSnapshots<T, C>(
  ctx: AdminRequestContext & { admin: SignedInAdmin },
  opts: { changes: ChangeSource<C>; read: () => Promise<T>; signal: AbortSignal | undefined },
) {
  const token = readSessionToken(ctx);
  const snapshots = liveSnapshots({
    changes: opts.changes,
    read: opts.read,
    stillAllowed: () => sessionStillAdmin(ctx.db, token, ctx.now()),
    recheck: ctx.sessionEnds ? sessionEndsOf(ctx.sessionEnds, ctx.admin) : undefined,
    signal: opts.signal,
  });
  return withEventIds(snapshots, ctx.now());
}
