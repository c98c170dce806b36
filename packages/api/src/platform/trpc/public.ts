import { initTRPC } from "@trpc/server";
import type { ApiContext } from "../context";
import { logCall } from "./call-log";
import { rethrowDomainErrors } from "./domain-errors";
import { formatError } from "./error-format";

/** The visitor API's instance: anonymous, read-only callers (context: the request). */
const t = initTRPC.context<ApiContext>().create({ errorFormatter: formatError });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure
  .use(({ ctx, path, type, next }) => logCall(ctx, path, type, (call) => next({ ctx: { call } })))
  .use(({ next }) => rethrowDomainErrors(next()));
