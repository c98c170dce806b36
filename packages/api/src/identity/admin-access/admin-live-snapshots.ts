import type { z } from "zod";
import { readSessionToken } from "../sessions/session-cookie";
import { sessionEndsOf } from "../sessions/session-ends";
import { type AdminRequestContext, type ChangeSource, liveSnapshots, type SignedInAdmin, withEventIds } from "../../platform";
import { sessionStillAdmin } from "./still-admin";

/**
 * A back-office live stream (server-sent events): `liveSnapshots` for the caller's session. It
 * ends within moments of sign-out, revocation or role removal on any instance, because the
 * database announces each ended session and removed role (SESSIONS_ENDED_CHANNEL) and the stream
 * then checks its session again instead of waiting for its next change or refresh.
 *
 * `output` is the contract's schema of one snapshot. tRPC's `.output()` would parse a
 * subscription's async iterable as one value, never its events, so each snapshot is parsed here:
 * a stream sends the same fields as the query it mirrors, and nothing else.
 */
export function adminLiveSnapshots<C, S extends z.ZodType>(
  ctx: AdminRequestContext & { admin: SignedInAdmin },
  opts: { changes: ChangeSource<C>; read: () => Promise<z.input<S>>; output: S; signal: AbortSignal | undefined },
) {
  const token = readSessionToken(ctx);
  const snapshots = liveSnapshots({
    changes: opts.changes,
    read: async (): Promise<z.output<S>> => opts.output.parse(await opts.read()),
    stillAllowed: () => sessionStillAdmin(ctx.db, token, ctx.now()),
    recheck: ctx.sessionEnds ? sessionEndsOf(ctx.sessionEnds, ctx.admin) : undefined,
    signal: opts.signal,
  });
  return withEventIds(snapshots, ctx.now());
}
