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
