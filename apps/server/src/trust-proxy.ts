import type { FastifyServerOptions } from "fastify";
import proxyAddr from "@fastify/proxy-addr";
import { parseClientAddress } from "@eb/api";
import type { TrustProxy } from "@eb/config";

/**
 * TRUST_PROXY as Fastify's trustProxy. Fastify 5.12 treats a plain number as "trust nothing"
 * (a hop count cannot tell a proxy from a direct client), so a hop count becomes the function
 * proxy-addr would build: the nearest `hops` addresses are proxies, the next one is the client.
 * The operator who writes a hop count vouches that the server is reachable only through them.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions["trustProxy"] {
  if (typeof trust === "number") return (_address: string, hop: number) => hop < trust;
  if (trust === false) return false;
  // A trusted proxy may name the hop before it as ip:port; proxy-addr would take that text for a
  // client (it is not an address) and every client behind the chain would share one key.
  const trusted = proxyAddr.compile(trust);
  return (address: string, hop: number) => trusted(parseClientAddress(address) ?? address, hop);
}

/** 0.0.0.0, ::, [::] and their spellings: the server answers on every interface. */
function listensEverywhere(host: string): boolean {
  const address = parseClientAddress(host);
  return address === "0.0.0.0" || (address !== null && address.includes(":") && /^[0:]+$/.test(address));
}

/**
 * A hop count believes whatever connects: on every interface a client that reaches the server
 * directly (not through the proxy) writes its own X-Forwarded-For and picks a fresh address, and
 * so a fresh rate-limit key, per request. Said at start-up; the operator may know the port is
 * firewalled, so it is a warning, not a refusal.
 */
export function trustProxyExposureWarning(trust: TrustProxy, host: string): string | null {
  if (typeof trust !== "number" || trust === 0 || !listensEverywhere(host)) return null;
  return (
    `TRUST_PROXY=${trust} trusts the nearest ${trust} hop(s) whoever they are, and HOST=${host} accepts connections on every interface: ` +
    "a client reaching this port directly can forge X-Forwarded-For and escape every per-address limit. " +
    "Listen only where the proxy connects (HOST=127.0.0.1 or a private address), firewall the port, or list the proxies' addresses in TRUST_PROXY"
  );
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
