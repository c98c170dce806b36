import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyReply {
    /**
     * Gives this response a fresh script nonce and a CSP that trusts only scripts carrying it
     * (and what they load). For pages built from a static template with no visitor text and
     * never cached (the admin app); public pages need none (see contentSecurityPolicy).
     */
    useScriptNonce: () => string;
  }
}

/**
 * Without a nonce, `script-src 'self'`: the public pages run only same-origin script files. Their
 * inline blocks (boot state, JSON-LD) are JSON data blocks, which the browser never executes and
 * CSP does not govern, so a cached page holds no secret and is the same for every visitor.
 * With a nonce, `'strict-dynamic'` makes the browser ignore 'self' and trust only the nonced entry
 * and the chunks it imports.
 */
export function contentSecurityPolicy(opts: { scriptNonce?: string; upgradeInsecure?: boolean } = {}): string {
  const directives = [
    "default-src 'self'",
    opts.scriptNonce ? `script-src 'self' 'nonce-${opts.scriptNonce}' 'strict-dynamic'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://player.twitch.tv https://www.youtube.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (opts.upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The headers every response carries. Exported for the answers Fastify gives before any hook runs
 * (a malformed URL, see frameworkErrorReply), which must carry them too.
 */
export function setSecurityHeaders(reply: FastifyReply, opts: { hsts: boolean; policy?: string }): void {
  reply.header("content-security-policy", opts.policy ?? contentSecurityPolicy({ upgradeInsecure: opts.hsts }));
  reply.header("x-content-type-options", "nosniff");
  reply.header("x-frame-options", "DENY");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  reply.header("cross-origin-opener-policy", "same-origin");
  reply.header("cross-origin-resource-policy", "same-site");
  reply.header("x-permitted-cross-domain-policies", "none");
  if (opts.hsts) reply.header("strict-transport-security", "max-age=63072000; includeSubDomains");
}

/**
 * The headers above that govern only a document the browser renders (what it may load, run, frame,
 * embed or open beside it), and so mean nothing on a redirect, which has no body: the browser
 * follows the Location before anything could be rendered, framed or embedded. Kept on a redirect:
 * Referrer-Policy (it decides the Referer the browser sends to the Location, here what the
 * bookmaker learns of the page the visitor came from), Strict-Transport-Security (it applies to the
 * host whatever the status), nosniff (cheap, and any body a client might show stays unsniffed),
 * and the route's own Cache-Control and X-Robots-Tag. Dropping the rest takes /go's 302 from about
 * 1,000 bytes to about 450, on the site's busiest route (docs/security.md).
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "x-frame-options",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-permitted-cross-domain-policies",
] as const;

/**
 * Turns a reply that carries every security header into a bodiless redirect's: only the headers
 * that still mean something on it. Called by the route at the moment it answers with a redirect,
 * so any other answer of that route (a page, an error) keeps every header.
 */
export function keepRedirectSecurityHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/** Security headers on every response, set by the server (not by meta tags). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { hsts: boolean }) => {
  const policy = contentSecurityPolicy({ upgradeInsecure: opts.hsts });
  app.decorateReply("useScriptNonce", function (this: FastifyReply) {
    const nonce = randomBytes(16).toString("base64");
    this.header("content-security-policy", contentSecurityPolicy({ scriptNonce: nonce, upgradeInsecure: opts.hsts }));
    return nonce;
  });
  // Callback style: an async hook costs a promise and a microtask on every request, for nothing here.
  app.addHook("onRequest", (_req, reply: FastifyReply, done) => {
    setSecurityHeaders(reply, { hsts: opts.hsts, policy });
    done();
  });
});
