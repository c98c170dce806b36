import { TRPCError } from "@trpc/server";
import { DOMAIN_ERRORS } from "../../contracts";
import { DomainError } from "../errors";

type MiddlewareResult = { ok: true } | { ok: false; error: TRPCError };

/**
 * Services throw DomainError and know nothing of tRPC; this gives tRPC the code (and so the HTTP
 * status) from the one table. Both instances run it first: `.use(({ next }) => rethrowDomainErrors(next()))`.
 */
export async function rethrowDomainErrors<R extends MiddlewareResult>(pending: Promise<R>): Promise<R> {
  const result = await pending;
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: DOMAIN_ERRORS[cause.code].trpc, message: cause.message, cause });
  }
  return result;
}
