import { isIP, isIPv4, isIPv6 } from "node:net";

/**
 * The one key every request whose address is not an address shares: a client that sends junk in
 * X-Forwarded-For gets no fresh key per request, it joins everyone else who sent junk.
 */
export const UNKNOWN_CLIENT_KEY = "unknown";

/**
 * A socket address or X-Forwarded-For entry as a bare IP address, or null when it is not one.
 * Some proxies write `ip:port` or `[ipv6]:port`; without stripping the port every connection of
 * one client would count as a new address.
 */
export function parseClientAddress(raw: string | null | undefined): string | null {
  const text = (raw ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  const address = bracketed?.[1] ?? v4WithPort?.[1] ?? text;
  return isIP(address) === 0 ? null : address.toLowerCase();
}

function expandIPv6(ip: string): string[] | null {
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  let head = parse(halves[0]!);
  let tail = halves.length === 2 ? parse(halves[1]!) : [];
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const last = (tail.length > 0 ? tail : head).at(-1);
  if (last && isIPv4(last)) {
    const [a, b, c, d] = last.split(".").map(Number) as [number, number, number, number];
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (tail.length > 0) tail = [...tail.slice(0, -1), ...groups];
    else head = [...head.slice(0, -1), ...groups];
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail].map((g) => parseInt(g, 16).toString(16));
}

/**
 * The throttling key of a client address. One IPv6 subscriber is given a whole /64 and can
 * pick any address in it, so IPv6 addresses count per /64; IPv4 (also IPv4-mapped IPv6)
 * counts per address; a port is ignored, and anything that is not an address is
 * UNKNOWN_CLIENT_KEY. Every per-address limit keys on this, never on `req.ip` as it is.
 */
export function clientAddressKey(ip: string | null | undefined): string {
  const address = parseClientAddress(ip);
  if (address === null) return UNKNOWN_CLIENT_KEY;
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  const groups = expandIPv6(bare);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : UNKNOWN_CLIENT_KEY;
}
