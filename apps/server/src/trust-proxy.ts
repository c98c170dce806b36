import type { FastifyServerOptions } from "fastify";
import proxyAddr from "@fastify/proxy-addr";
import type { TrustProxy } from "@eb/config";

/**
 * TRUST_PROXY as Fastify's trustProxy. Fastify 5.12 treats a plain number as "trust nothing"
 * (a hop count cannot tell a proxy from a direct client), so a hop count becomes the function
 * proxy-addr would build: the nearest `hops` addresses are proxies, the next one is the client.
 * The operator who writes a hop count vouches that the server is reachable only through them.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions["trustProxy"] {
  if (typeof trust === "number") return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * Whether the socket peer itself is a proxy TRUST_PROXY trusts (hop 0 of the chain above): the
 * decision Fastify makes before it reads X-Forwarded-For, for headers a proxy sets (X-Request-Id).
 */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === "number") return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}
