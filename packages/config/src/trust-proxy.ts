import { isIP } from "node:net";

/**
 * Which proxies in front of the server may set X-Forwarded-For: none, the nearest N hops, or the
 * listed addresses/CIDR ranges (Fastify's trustProxy takes the last two forms as they are).
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_REFUSED =
  'must not be "true": that trusts the left-most X-Forwarded-For entry, which any client can forge. ' +
  "Write the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)";

const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY: unset/"false"/"0" trust nothing, "N" trusts N hops, else a list of addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? "false").trim().toLowerCase();
  if (text === "false" || text === "0") return { value: false };
  if (text === "true") return { error: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { value: hops } : { error: `a hop count must be at most ${MAX_HOPS}` };
  }
  const entries = text.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) {
    return {
      error: `must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1); not an address: ${bad.map((b) => JSON.stringify(b)).join(", ")}`,
    };
  }
  return { value: entries };
}

/**
 * Whether TRUST_PROXY believes X-Forwarded-For (and so a geo header) from any peer at all: a hop
 * count (it cannot tell a proxy from a client that connects directly) or a range that covers every
 * address (0.0.0.0/0, ::/0).
 */
export function trustsAnyPeer(trust: TrustProxy): boolean {
  if (trust === false) return false;
  if (typeof trust === "number") return trust > 0;
  return trust.some((entry) => /\/0+$/.test(entry));
}

/** Why a geo header needs listed proxies: with a hop count any client that reaches the port names its own country. */
export const GEO_HEADER_NEEDS_LISTED_PROXIES =
  "must list the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1) when GEO_COUNTRY_HEADER or GEO_REGION_HEADER is set: " +
  "a hop count (or a range covering every address) trusts any peer, so a client reaching the server directly " +
  "would choose its own country and region, and with them which offers and bonuses it is shown";
