import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "@eb/config";
import { errorBody } from "@eb/api";
import { isAdminHost } from "./admin-origin";

/** The back office: its pages, its assets, its API. */
const ADMIN_SURFACE = /^\/(auth|admin|admin-assets|api\/admin)(\/|$)/;
/** Answered on every host (load balancers probe each one). */
const SHARED_SURFACE = /^\/(healthz|readyz)$/;

export type Surface = "admin" | "public" | "shared";

/**
 * Which surface a request belongs to, by the route Fastify matched (its pattern, so an escaped
 * path such as "/%61dmin" is judged by where it really goes) or, for a path no route matches,
 * by the path itself.
 */
export function surfaceOf(routePattern: string | undefined, url: string): Surface {
  const path = routePattern ?? url.split("?")[0]!;
  if (SHARED_SURFACE.test(path)) return "shared";
  return ADMIN_SURFACE.test(path) ? "admin" : "public";
}

/** How many Host fields the request carried (Node keeps only the first in req.headers). */
export function hostFieldCount(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === "host") count++;
  return count;
}

/**
 * With ADMIN_HOST set, that host serves only the back office and every other host only the public
 * site, so a public page, /go or a public API never answers under the admin origin (and the other
 * way round). A request with two Host fields is refused outright (RFC 9112 §3.2): which one a proxy
 * and this server each believe would decide which surface answers.
 */
export const hostRoutingPlugin = fp(
  async (app: FastifyInstance, opts: { config: Pick<Config, "adminHost"> }) => {
    // Callback style (no promise and microtask per request); a hook that answers does not call done.
    app.addHook("onRequest", (req: FastifyRequest, reply: FastifyReply, done) => {
      if (hostFieldCount(req.raw.rawHeaders) > 1) {
        reply.code(400).header("connection", "close").send(errorBody("invalid_input", "A request must carry exactly one Host header"));
        return;
      }
      if (opts.config.adminHost) {
        const surface = surfaceOf(req.routeOptions.url, req.url);
        if (surface !== "shared" && (surface === "admin") !== isAdminHost(opts.config, req)) {
          reply.code(404).header("cache-control", "no-store").send(errorBody("not_found", "Not found"));
          return;
        }
      }
      done();
    });
  },
  { name: "host-routing" },
);
