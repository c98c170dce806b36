import { EventEmitter } from "node:events";
import type { Server } from "node:http";
import { describe, expect, it } from "vitest";
import { loadConfig } from "@eb/config";
import { capConnections, FALLBACK_MAX_CONNECTIONS, maxConnections, openFileLimit, serverTimeouts } from "./connection-limits";

const PROC_LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe("the total connection cap", () => {
  it("reads the soft open-file limit", () => {
    expect(openFileLimit(PROC_LIMITS)).toBe(1024);
    expect(openFileLimit(PROC_LIMITS.replace("1024     ", "unlimited"))).toBeNull();
    expect(openFileLimit("")).toBeNull();
  });
  it("keeps a fifth (at least 128) of the descriptors free, unless HTTP_MAX_CONNECTIONS says otherwise", () => {
    // At ulimit -n 1024 the 998 idle sockets that exhausted the server are no longer admitted.
    expect(maxConnections(null, 1024)).toBe(819);
    expect(maxConnections(null, 256)).toBe(128);
    expect(maxConnections(null, 65_536)).toBe(52_428);
    expect(maxConnections(null, 100)).toBe(16);
    expect(maxConnections(500, 1024)).toBe(500);
    expect(maxConnections(null, null)).toBe(FALLBACK_MAX_CONNECTIONS);
  });
});

describe("the server timeouts", () => {
  it("are never 0 (Fastify's 'never') and Node checks them often enough to act on them in time", () => {
    const options = serverTimeouts(loadConfig({}).http);
    expect(options).toMatchObject({ connectionTimeout: 30_000, requestTimeout: 60_000, keepAliveTimeout: 10_000 });
    expect(options.http).toEqual({ requestTimeout: 60_000, headersTimeout: 10_000, connectionsCheckingInterval: 2_500 });
  });
});

/** A socket as the cap sees it: an address, a close event and destroy(). */
class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    this.destroyed = true;
    this.emit("close");
  }
}

describe("the per-address cap", () => {
  function capped(perAddress: number) {
    const server = new EventEmitter() as unknown as Server;
    capConnections(server, { perAddress, total: 100, trustedPeer: (a) => a === "10.0.0.1" });
    const open = (address: string) => {
      const socket = new FakeSocket(address);
      server.emit("connection", socket);
      return socket;
    };
    return { server, open };
  }

  it("gives a closed connection's place back to its address", () => {
    const { open } = capped(2);
    const a = open("203.0.113.5");
    open("203.0.113.5");
    expect(open("203.0.113.5").destroyed).toBe(true);
    a.destroy();
    expect(open("203.0.113.5").destroyed).toBe(false);
    expect(open("203.0.113.5").destroyed).toBe(true);
  });
  it("counts an IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one", () => {
    const { open } = capped(1);
    open("2001:db8:1:2::1");
    expect(open("2001:db8:1:2:ffff::9").destroyed).toBe(true);
    expect(open("2001:db8:1:3::1").destroyed).toBe(false);
    open("198.51.100.7");
    expect(open("::ffff:198.51.100.7").destroyed).toBe(true);
  });
  it("does not cap a trusted proxy, and sets the total on the server", () => {
    const { server, open } = capped(1);
    for (let i = 0; i < 5; i++) expect(open("10.0.0.1").destroyed).toBe(false);
    expect(server.maxConnections).toBe(100);
  });
});
