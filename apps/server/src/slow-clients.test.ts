import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "./testing/test-app";
import { rawClient, requestOn, type RawClient } from "./testing/raw-socket";

/** Short timeouts from the config, so each close is seen in well under a second. */
const SHORT_TIMEOUTS = {
  HTTP_CONNECTION_TIMEOUT_MS: "400",
  HTTP_REQUEST_TIMEOUT_MS: "600",
  HTTP_HEADERS_TIMEOUT_MS: "300",
  HTTP_KEEP_ALIVE_TIMEOUT_MS: "300",
};
/** Far beyond any of the timeouts above: a close after this is not the timeout's doing. */
const WITHIN_MS = 5_000;

const HEALTH = "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n";

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return (t.app.server.address() as AddressInfo).port;
}

/** Resolves with how long the client stayed open from now until its close. */
async function closedAfter(client: RawClient): Promise<number> {
  const start = performance.now();
  await client.closed;
  return performance.now() - start;
}

describe.each(testDrivers())("slow and idle clients (%s)", (driver) => {
  describe("timeouts", () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", ...SHORT_TIMEOUTS } });
      port = await listening(t);
    });
    afterAll(() => t.close());

    it("closes a socket that connects and sends nothing", { timeout: WITHIN_MS }, async () => {
      const client = rawClient(port);
      await client.connected;
      expect(await closedAfter(client)).toBeLessThan(WITHIN_MS);
      // Closed by whichever comes first: the headers timeout (a 408) or the idle timeout (nothing).
      expect(client.received()).toMatch(/^(HTTP\/1\.1 408 [^]*)?$/);
    });

    it("closes an idle keep-alive connection after its request", { timeout: WITHIN_MS }, async () => {
      const client = rawClient(port);
      expect(await requestOn(client, HEALTH)).toMatch(/^HTTP\/1\.1 200/);
      expect(await closedAfter(client)).toBeLessThan(WITHIN_MS);
    });

    it.each(["/api/postbacks/any-key", "/api/events"])(
      "answers 408 and closes a body trickled to %s a byte at a time (each byte well within the idle timeout)",
      { timeout: WITHIN_MS },
      async (path) => {
        const client = rawClient(port);
        client.socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 4000\r\n\r\n`);
        const trickle = setInterval(() => client.socket.writable && client.socket.write("a"), 100);
        try {
          expect(await closedAfter(client)).toBeLessThan(WITHIN_MS);
        } finally {
          clearInterval(trickle);
        }
        expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
      },
    );

    it("answers 408 and closes headers trickled a line at a time", { timeout: WITHIN_MS }, async () => {
      const client = rawClient(port);
      client.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n");
      let n = 0;
      const trickle = setInterval(() => client.socket.writable && client.socket.write(`X-Slow-${++n}: a\r\n`), 100);
      try {
        expect(await closedAfter(client)).toBeLessThan(WITHIN_MS);
      } finally {
        clearInterval(trickle);
      }
      expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    });
  });

  describe("connection caps", () => {
    let t: TestApp;
    let port: number;
    const clients: RawClient[] = [];
    const client = (from: string) => {
      const c = rawClient(port, from);
      clients.push(c);
      return c;
    };
    beforeAll(async () => {
      t = await createTestApp({
        driver,
        seed: false,
        // 127.0.0.3 is the proxy: every visitor comes through it, so it is held only by the total.
        env: { NODE_ENV: "test", HTTP_MAX_CONNECTIONS_PER_ADDRESS: "1", HTTP_MAX_CONNECTIONS: "4", TRUST_PROXY: "127.0.0.3" },
      });
      port = await listening(t);
    });
    afterAll(async () => {
      for (const c of clients) c.socket.destroy();
      await t.close();
    });

    it("closes a client's connection past its per-address cap, exempts the trusted proxy, and closes any past the total", async () => {
      const first = client("127.0.0.1");
      expect(await requestOn(first, HEALTH)).toMatch(/^HTTP\/1\.1 200/);
      // Over the cap of 1 for 127.0.0.1: closed without an answer.
      const second = client("127.0.0.1");
      await second.closed;
      expect(second.received()).toBe("");
      // The first one still works.
      expect(await requestOn(first, HEALTH)).toMatch(/^HTTP\/1\.1 200/);
      // The proxy holds three (the per-address cap does not apply to it): four in all.
      for (let i = 0; i < 3; i++) expect(await requestOn(client("127.0.0.3"), HEALTH)).toMatch(/^HTTP\/1\.1 200/);
      // The fifth connection is past the total, whoever makes it.
      const fifth = client("127.0.0.3");
      await fifth.closed;
      expect(fifth.received()).toBe("");
      const other = client("127.0.0.4");
      await other.closed;
      expect(other.received()).toBe("");
    });
  });
});
