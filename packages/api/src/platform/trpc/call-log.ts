import type { TRPCError } from "@trpc/server";
import type { Log } from "../context";
import { domainCodeOf } from "./error-format";

/** Filled in while a call runs: an admin procedure notes whom it found signed in. */
export type CallNote = { adminId: string | null };

type CallResult = { ok: true } | { ok: false; error: TRPCError };

/**
 * One log line per procedure call, public or admin, HTTP or in-process (server rendering): its path
 * and type, the signed-in admin (null when none was found), how long it took and whether it
 * succeeded, else our error code. The line goes to the request's logger, so it carries the request id.
 * Both tRPC instances run this first: `.use(({ ctx, path, type, next }) => logCall(ctx, path, type, (call) => next({ ctx: { call } })))`.
 */
export async function logCall<R extends CallResult>(ctx: { log: Log }, path: string, type: string, run: (call: CallNote) => Promise<R>): Promise<R> {
  const call: CallNote = { adminId: null };
  const started = performance.now();
  const result = await run(call);
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  const outcome = result.ok ? { ok: true } : { ok: false, code: domainCodeOf(result.error) };
  ctx.log.info({ path, type, adminId: call.adminId, durationMs, ...outcome }, "trpc call");
  return result;
}
