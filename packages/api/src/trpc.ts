import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { ApiContext } from "./context";
import { DOMAIN_ERRORS, DomainError } from "./errors";

const t = initTRPC.context<ApiContext>().create({
  // One place maps errors for the client: domain errors keep their message, zod errors their
  // issues, anything unexpected becomes a bare INTERNAL_SERVER_ERROR (logged with the request id).
  errorFormatter({ shape, error, ctx }) {
    const isInternal = error.code === "INTERNAL_SERVER_ERROR";
    if (isInternal) ctx?.log.error({ err: error.cause ?? error, requestId: ctx.requestId }, "procedure failed");
    return {
      ...shape,
      message: isInternal ? "Internal server error" : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        zodIssues: error.cause instanceof ZodError ? error.cause.issues.map((i) => ({ path: i.path, message: i.message })) : undefined,
      },
    };
  },
});

const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: DOMAIN_ERRORS[cause.code].trpc, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);
