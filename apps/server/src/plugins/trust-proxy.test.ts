import { randomInt } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createUser, grantRole } from "@eb/api";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

const EMAIL = "admin@example.com";
const PASSWORD = "correct horse battery staple";
const PROXY = "10.0.0.5";
const CLIENT = "198.51.100.20";
const SAME_ORIGIN = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };
const TOO_MANY = "Too many login attempts. Please try again later.";
const spoofed = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(testDrivers())("TRUST_PROXY and the per-address sign-in limit (%s)", (driver) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(env: Record<string, string>) {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", ...env } });
    const user = await createUser(t.handle.db, { email: EMAIL, password: PASSWORD });
    await grantRole(t.handle.db, user.id, "admin");
    return t;
  }
  /** A sign-in arriving from `remoteAddress` (the socket peer) carrying `forwardedFor`. */
  const signIn = async (app: TestApp, remoteAddress: string, forwardedFor: string, email: string, password: string) => {
    const res = await app.app.inject({
      method: "POST",
      url: "/api/admin/auth.signIn",
      remoteAddress,
      headers: { ...SAME_ORIGIN, "x-forwarded-for": forwardedFor },
      payload: JSON.stringify({ email, password }),
    });
    return { status: res.statusCode, message: res.json<{ error?: { message: string } }>().error?.message ?? null };
  };
  /** Five wrong passwords for five different emails, each with a new forged left-most entry. */
  const fiveFailures = async (app: TestApp, remoteAddress: string, realClient: string | null) => {
    for (let i = 0; i < 5; i++) {
      const forwarded = realClient ? `${spoofed()}, ${realClient}` : spoofed();
      expect((await signIn(app, remoteAddress, forwarded, `guess${i}@example.com`, "wrong")).status).toBe(401);
    }
  };

  it.each([
    ["a hop count", "1"],
    ["the proxy's address", `${PROXY},127.0.0.1`],
    ["the proxy's range", "10.0.0.0/8"],
  ])("behind one proxy trusted by %s, a forged X-Forwarded-For entry does not escape the limit", async (_label, trust) => {
    const app = await start({ TRUST_PROXY: trust });
    await fiveFailures(app, PROXY, CLIENT);
    expect(await signIn(app, PROXY, `${spoofed()}, ${CLIENT}`, EMAIL, PASSWORD)).toEqual({ status: 429, message: TOO_MANY });
    // The proxy's own entry is what counts: another visitor behind the same proxy is not locked out.
    expect((await signIn(app, PROXY, `${spoofed()}, 198.51.100.77`, EMAIL, PASSWORD)).status).toBe(200);
  });

  it("with a list of proxies, a client connecting directly cannot pose as one by sending the header", async () => {
    const app = await start({ TRUST_PROXY: PROXY });
    await fiveFailures(app, CLIENT, null);
    expect(await signIn(app, CLIENT, spoofed(), EMAIL, PASSWORD)).toEqual({ status: 429, message: TOO_MANY });
  });

  it("behind a hop count, a proxy that writes ip:port gives the client one key, not one per connection", async () => {
    const app = await start({ TRUST_PROXY: "1" });
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app, PROXY, `${CLIENT}:${randomInt(1024, 65536)}`, `guess${i}@example.com`, "wrong")).status).toBe(401);
    }
    expect(await signIn(app, PROXY, `${CLIENT}:${randomInt(1024, 65536)}`, EMAIL, PASSWORD)).toEqual({ status: 429, message: TOO_MANY });
    expect(await signIn(app, PROXY, CLIENT, EMAIL, PASSWORD)).toEqual({ status: 429, message: TOO_MANY });
    expect((await signIn(app, PROXY, "[2001:db8::7]:443", EMAIL, PASSWORD)).status).toBe(200);
  });

  it("X-Forwarded-For entries that are not addresses all share one key", async () => {
    const app = await start({ TRUST_PROXY: "1" });
    for (let i = 0; i < 5; i++) expect((await signIn(app, PROXY, `junk-${randomInt(1e9)}`, `guess${i}@example.com`, "wrong")).status).toBe(401);
    expect(await signIn(app, PROXY, `junk-${randomInt(1e9)}`, EMAIL, PASSWORD)).toEqual({ status: 429, message: TOO_MANY });
    expect((await signIn(app, PROXY, CLIENT, EMAIL, PASSWORD)).status).toBe(200);
  });

  it("with a list of proxies, a trusted proxy naming the one before it as ip:port is still passed over", async () => {
    const app = await start({ TRUST_PROXY: "10.0.0.0/8" });
    await fiveFailures(app, PROXY, `${CLIENT}, 10.0.0.6:4711`);
    expect(await signIn(app, PROXY, `${spoofed()}, ${CLIENT}, 10.0.0.6:4712`, EMAIL, PASSWORD)).toEqual({ status: 429, message: TOO_MANY });
    // Another client behind the same two proxies is someone else, not the inner proxy's address.
    expect((await signIn(app, PROXY, `198.51.100.77, 10.0.0.6:4713`, EMAIL, PASSWORD)).status).toBe(200);
  });

  it("with TRUST_PROXY unset, X-Forwarded-For is ignored", async () => {
    const app = await start({});
    expect(app.config.trustProxy).toBe(false);
    await fiveFailures(app, CLIENT, null);
    expect(await signIn(app, CLIENT, spoofed(), EMAIL, PASSWORD)).toEqual({ status: 429, message: TOO_MANY });
    expect((await signIn(app, "198.51.100.21", spoofed(), EMAIL, PASSWORD)).status).toBe(200);
  });
});
