import { readFileSync } from "node:fs";
import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import { clientAddressKey } from "@eb/api";
import type { Config } from "@eb/config";

type HttpLimits = Config["http"];

/**
 * Fastify's timeouts from the config. Fastify's own defaults are 0 ("never") for the connection
 * and request timeouts: an idle socket or a body trickled a byte at a time then holds a file
 * descriptor for as long as the client likes. Node checks the request and headers timeouts every
 * `connectionsCheckingInterval` (30 s by default), so that interval follows the shortest of them.
 */
export function serverTimeouts(limits: HttpLimits): { connectionTimeout: number; requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4))),
    },
  };
}

/** Descriptors kept free of connections: the database pool, LISTEN clients, static files, logs, the IP database. */
export const FD_HEADROOM = { atLeast: 128, share: 0.2 } as const;

/** The soft "Max open files" of /proc/self/limits (Linux), or null when it cannot be read or is unlimited. */
export function openFileLimit(limitsText: string): number | null {
  const line = limitsText.split("\n").find((l) => l.startsWith("Max open files"));
  const soft = line?.slice("Max open files".length).trim().split(/\s+/)[0];
  return soft && /^\d+$/.test(soft) ? Number(soft) : null;
}

/** Without a readable limit (not Linux) and no HTTP_MAX_CONNECTIONS: a figure any usual limit allows. */
export const FALLBACK_MAX_CONNECTIONS = 4_000;

/**
 * How many connections the server holds at once: HTTP_MAX_CONNECTIONS, else the open-file limit
 * less its headroom (at ulimit -n 1024: 819), so connections alone can never use every descriptor.
 */
export function maxConnections(configured: number | null, fdLimit: number | null): number {
  if (configured !== null) return configured;
  if (fdLimit === null) return FALLBACK_MAX_CONNECTIONS;
  return Math.max(16, fdLimit - Math.max(FD_HEADROOM.atLeast, Math.ceil(fdLimit * FD_HEADROOM.share)));
}

/** This process's open-file limit (read once at start-up). */
export function processOpenFileLimit(): number | null {
  try {
    return openFileLimit(readFileSync("/proc/self/limits", "utf8"));
  } catch {
    return null;
  }
}

/**
 * Caps the server's connections: in all (server.maxConnections: Node closes any beyond it at once)
 * and per client address (IPv6: per /64, as every per-address limit here). The address is the
 * socket's peer: a connection is capped before any request on it, so X-Forwarded-For is not known
 * yet. A peer TRUST_PROXY trusts is exempt from the per-address cap: it carries every visitor's
 * connections, and capping it would let one client behind it shut everyone out; the proxy caps its
 * own clients (nginx limit_conn), and the total cap still bounds it. With a hop count every peer is
 * trusted (the operator vouches that only the proxy reaches the port), so only the total applies.
 */
export function capConnections(server: Server, opts: { perAddress: number; total: number; trustedPeer: (address: string) => boolean }): void {
  server.maxConnections = opts.total;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || opts.trustedPeer(address)) return;
    const key = clientAddressKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > opts.perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
