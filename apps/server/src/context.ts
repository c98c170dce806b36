import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiContext, LocatableRequest, Located, SearchGuard } from "@eb/api";
import type { Db } from "@eb/db";

export type ContextDeps = {
  db: Db;
  now: () => Date;
  secureCookies: boolean;
  /** Where a request's visitor is (jurisdictions/visitor-location.ts); absent: every visitor is unknown. */
  locateVisitor?: (req: LocatableRequest) => Located;
  /** The site search's per-address rate and result cache, one for the process (every request shares it). */
  searchGuard: SearchGuard;
  /** The search's own connections (PostgreSQL), started with its settings; absent on PGlite. */
  searchDb?: Db;
};

/**
 * The client's address. Fastify types `ip` as a string, but it is the socket's remote address,
 * which Node leaves undefined once the client has gone (a request can outlive its connection).
 */
function peerAddress(req: { ip?: string }): string | null {
  return req.ip ?? null;
}

/**
 * What the visitor locator reads of a request: headers, who connected, and the client address after
 * TRUST_PROXY (`clientAddress`: req.ip when the caller has already read it).
 */
export function locatableRequest(req: FastifyRequest, clientAddress: string | undefined = peerAddress(req) ?? undefined): LocatableRequest {
  return { headers: req.headers, peerAddress: req.socket.remoteAddress, clientAddress };
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
    jurisdiction: deps.locateVisitor?.(locatableRequest(req)).code ?? null,
    headers: req.headers,
    cookies: req.cookies,
    setCookie: (name, value, options) => void res.setCookie(name, value, options),
    clearCookie: (name, options) => void res.clearCookie(name, options),
    secureCookies: deps.secureCookies,
    searchGuard: deps.searchGuard,
    ...(deps.searchDb ? { searchDb: deps.searchDb } : {}),
  };
}
