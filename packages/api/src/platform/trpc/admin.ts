import { initTRPC } from "@trpc/server";
import type { ApiContext } from "../context";
import { logCall } from "./call-log";
import { rethrowDomainErrors } from "./domain-errors";
import { formatError } from "./error-format";
import type { SignedInAdmin } from "./signed-in-admin";

/**
 * The back-office API's request context: the request, plus what each domain needs from the server
 * (the keys protecting second factors, the site features, the live feeds). `admin` is set only by
 * the admin procedures, after they have found a signed-in admin in the database.
 *
 * The platform knows no domain, so each domain adds its own fields where it defines their types,
 * by merging into this interface (as Fastify's decorators do):
 * `declare module "../platform" { interface AdminRequestContext { siteFeatures: SiteFeatures } }`.
 * The server builds the whole context; a field a domain adds is required there like any other.
 */
export interface AdminRequestContext extends ApiContext {
  admin?: SignedInAdmin;
}

const t = initTRPC.context<AdminRequestContext>().create({
  errorFormatter: formatError,
  // Live streams (server-sent events): a ping keeps proxies from closing a quiet stream, and the
  // client reconnects (resuming with a fresh snapshot) when it hears nothing for a while.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
});

export const createAdminRouter = t.router;
export const adminMiddleware = t.middleware;
export const createAdminCallerFactory = t.createCallerFactory;

/** Procedures usable before full authentication (sign-in, second-factor challenge, session state). */
export const authProcedure = t.procedure
  .use(({ ctx, path, type, next }) => logCall(ctx, path, type, (call) => next({ ctx: { call } })))
  .use(({ next }) => rethrowDomainErrors(next()));
