import type { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { ApiContext } from "../context";
import { domainCodeForTrpc, type DomainErrorCode, type ErrorIssue } from "../../contracts";
import { DomainError } from "../errors";

type Shape = { message: string; code: number; data: { httpStatus: number; path?: string } };

const issuesOf = (err: ZodError): ErrorIssue[] => err.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join("."), message: i.message }));

/**
 * A ZodError is the caller's invalid input only when tRPC refused the input with it (BAD_REQUEST).
 * Under any other code it is the server's own fault: an answer that fails its `.output()` schema
 * (INTERNAL_SERVER_ERROR), whose issues name server fields and must not reach the caller.
 */
const isInvalidInput = (error: TRPCError): error is TRPCError & { cause: ZodError } => error.code === "BAD_REQUEST" && error.cause instanceof ZodError;

/** Our code for a failed call: a domain error's own, invalid input's, else the one tRPC's code travels as. */
export function domainCodeOf(error: TRPCError): DomainErrorCode {
  const cause = error.cause;
  if (cause instanceof DomainError) return cause.code;
  if (isInvalidInput(error)) return "invalid_input";
  return domainCodeForTrpc(error.code);
}

/**
 * The one error formatter of both tRPC instances: `data.code` is our domain code, a domain error keeps
 * its message, invalid input says which field is wrong, and anything unexpected becomes `internal`
 * with no internal detail (logged with the request id instead).
 */
export function formatError({ shape, error, ctx }: { shape: Shape; error: TRPCError; ctx?: Pick<ApiContext, "log" | "requestId"> | undefined }) {
  const cause = error.cause;
  const code = domainCodeOf(error);
  let message = shape.message;
  let issues: ErrorIssue[] | undefined;
  if (cause instanceof DomainError) {
    issues = cause.issues;
  } else if (isInvalidInput(error)) {
    issues = issuesOf(error.cause);
    const first = issues[0];
    message = first ? `Invalid input: ${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid input";
  }
  if (code === "internal") {
    ctx?.log.error({ err: cause ?? error, requestId: ctx.requestId }, "procedure failed");
    message = "Internal server error";
  }
  return {
    message,
    code: shape.code,
    data: { code, httpStatus: shape.data.httpStatus, ...(issues?.length ? { issues } : {}), ...(shape.data.path ? { path: shape.data.path } : {}) },
  };
}
