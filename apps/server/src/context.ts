import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiContext } from "@eb/api";
import type { Db } from "@eb/db";

export type ContextDeps = { db: Db; now: () => Date; secureCookies: boolean };

/**
 * The client's address. Fastify types `ip` as a string, but it is the socket's remote address,
 * which Node leaves undefined once the client has gone (a request can outlive its connection).
 */
function peerAddress(req: { ip?: string }): string | null {
  return req.ip ?? null;
}

/** Builds the tRPC context of one request from Fastify's request and reply. */
export function createRequestContext(deps: ContextDeps, req: FastifyRequest, res: FastifyReply): ApiContext {
  return {
    db: deps.db,
    now: deps.now,
    log: req.log,
    requestId: req.id,
    clientIp: peerAddress(req),
    userAgent: req.headers["user-agent"] ?? null,
    headers: req.headers,
    cookies: req.cookies,
    setCookie: (name, value, options) => void res.setCookie(name, value, options),
    clearCookie: (name, options) => void res.clearCookie(name, options),
    secureCookies: deps.secureCookies,
  };
}
