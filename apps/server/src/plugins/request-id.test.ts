import { afterEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";
import { logCapture } from "../testing/log-capture";

const PROXY = "10.0.0.5";
const CLIENT = "198.51.100.20";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testDrivers())("X-Request-Id (%s)", (driver) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(env: Record<string, string> = {}) {
    const log = logCapture();
    t = await createTestApp({
      driver,
      seed: false,
      env: { NODE_ENV: "test", LOG_LEVEL: "info", REQUEST_LOG_LEVEL: "info", ...env },
      deps: { logStream: log.stream },
    });
    return { app: t.app, log };
  }
  const requestId = async (app: TestApp["app"], remoteAddress: string, given?: string) => {
    const res = await app.inject({ url: "/healthz", remoteAddress, headers: given === undefined ? {} : { "x-request-id": given } });
    return String(res.headers["x-request-id"]);
  };

  it("is generated for each request and echoed, also on refusals, and every log line of the request carries it", async () => {
    const { app, log } = await start();
    const first = await app.inject({ url: "/healthz" });
    const second = await app.inject({ url: "/no-such-route.txt" });
    const a = String(first.headers["x-request-id"]);
    const b = String(second.headers["x-request-id"]);
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
    expect(second.statusCode).toBe(404);
    // The access line (REQUEST_LOG_LEVEL=info here) names it reqId.
    const ofA = log.lines.filter((l) => l.reqId === a).map((l) => l.msg);
    expect(ofA).toEqual(["request completed"]);
  });

  it.each([
    ["the proxy's address", PROXY],
    ["a hop count", "1"],
  ])("is taken from a proxy trusted by %s, and the logs use it", async (_label, trust) => {
    const { app, log } = await start({ TRUST_PROXY: trust });
    expect(await requestId(app, PROXY, "lb-7f3a:trace=42")).toBe("lb-7f3a:trace=42");
    expect(log.lines.filter((l) => l.reqId === "lb-7f3a:trace=42").map((l) => l.msg)).toEqual(["request completed"]);
  });

  it("is ignored from a client that connects directly: with a list of proxies, and with TRUST_PROXY unset", async () => {
    const listed = await start({ TRUST_PROXY: PROXY });
    expect(await requestId(listed.app, CLIENT, "forged-id")).toMatch(UUID);
    await t!.close();
    const none = await start();
    expect(await requestId(none.app, CLIENT, "forged-id")).toMatch(UUID);
    expect(await requestId(none.app, PROXY, "forged-id")).toMatch(UUID);
  });

  it("is replaced when a trusted proxy sends one that is too long or not visible ASCII", async () => {
    const { app } = await start({ TRUST_PROXY: PROXY });
    expect(await requestId(app, PROXY, "x".repeat(128))).toBe("x".repeat(128));
    for (const bad of ["x".repeat(129), "two words", "tab\there", "caf\u00e9", ""]) {
      expect(await requestId(app, PROXY, bad), JSON.stringify(bad)).toMatch(UUID);
    }
  });
});
