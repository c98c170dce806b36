import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyReply {
    /** Per-response nonce that inline and module scripts of a rendered page must carry. */
    cspNonce: string;
  }
}

export function contentSecurityPolicy(nonce: string, upgradeInsecure = false): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
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
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Security headers on every response, set by the server (not by meta tags). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { hsts: boolean }) => {
  app.decorateReply("cspNonce", "");
  app.addHook("onRequest", async (_req, reply: FastifyReply) => {
    reply.cspNonce = randomBytes(16).toString("base64");
    reply.header("content-security-policy", contentSecurityPolicy(reply.cspNonce, opts.hsts));
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("cross-origin-resource-policy", "same-site");
    reply.header("x-permitted-cross-domain-policies", "none");
    if (opts.hsts) reply.header("strict-transport-security", "max-age=63072000; includeSubDomains");
  });
});
