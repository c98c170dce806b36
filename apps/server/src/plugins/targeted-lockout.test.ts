import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { loadConfig } from "@eb/config";
import { createUser, grantRole } from "@eb/api";
import { timeStep, totpAt } from "../../../../packages/api/src/identity/factors/totp";
import { buildApp } from "../app";

const SITE = "https://bets.example";
const SAME_ORIGIN = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };
const SESSION = "__Host-eb_admin_session";
const DEVICE = "__Secure-eb_admin_device";
const OWNER = { email: "owner@example.com", password: "correct horse battery staple" };
const HOME = "198.51.100.20";

/** The cookies a response sets, by name, with their attribute text. */
function setCookies(res: LightMyRequestResponse): Map<string, { value: string; attributes: string }> {
  const raw = res.headers["set-cookie"];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return new Map(
    lines.map((line) => {
      const [pair, ...attributes] = line.split("; ");
      const at = pair!.indexOf("=");
      return [pair!.slice(0, at), { value: pair!.slice(at + 1), attributes: attributes.join("; ") }];
    }),
  );
}

/**
 * Targeted lockout over HTTP (issue 21): an attacker's wrong passwords from many addresses lock the
 * owner's email for unknown devices only; the browser the owner completed a sign-in with (password
 * and code) holds a signed device cookie and still gets in.
 */
describe.each(testDrivers())("targeted lockout over HTTP (%s)", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const clock = { now: new Date("2026-03-01T10:00:00Z") };

  beforeEach(async () => {
    clock.now = new Date("2026-03-01T10:00:00Z");
    handle = await createTestDb(driver);
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE }), handle, now: () => clock.now, renderCacheMs: 0 });
  });
  afterEach(async () => {
    await app.close();
    await handle.close();
  });

  const call = (path: string, body: unknown, from: string, cookies: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: `/api/admin/${path}`,
      remoteAddress: from,
      headers: {
        ...SAME_ORIGIN,
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join("; "),
      },
      payload: JSON.stringify(body),
    });

  const tick = () => (clock.now = new Date(clock.now.getTime() + 30_000));

  /** The owner's first sign-in: password, then enrolling the authenticator (this server's keys encrypt it). */
  async function enrolledOwner(): Promise<string> {
    const user = await createUser(handle.db, OWNER);
    await grantRole(handle.db, user.id, "admin");
    const session = setCookies(await call("auth.signIn", OWNER, HOME)).get(SESSION)!.value;
    const enrolment = (await call("mfa.enroll", {}, HOME, { [SESSION]: session })).json<{ result: { data: { factorId: string; secret: string } } }>();
    const { factorId, secret } = enrolment.result.data;
    expect((await call("mfa.verifyEnrollment", { factorId, code: await totpAt(secret, timeStep(clock.now)) }, HOME, { [SESSION]: session })).statusCode).toBe(
      200,
    );
    tick();
    return secret;
  }

  it("sets a signed device cookie after the code, and the owner's device gets in through an attack that holds others out", async () => {
    const secret = await enrolledOwner();
    const password = await call("auth.signIn", OWNER, HOME);
    expect(password.statusCode).toBe(200);
    expect(setCookies(password).has(DEVICE)).toBe(false);
    const pending = setCookies(password).get(SESSION)!.value;
    const code = await call("auth.verifyChallenge", { code: await totpAt(secret, timeStep(clock.now)) }, HOME, { [SESSION]: pending });
    expect(code.statusCode).toBe(200);
    const device = setCookies(code).get(DEVICE)!;
    expect(device.attributes.split("; ").sort()).toEqual(["HttpOnly", "Max-Age=15552000", "Path=/api/admin/auth.signIn", "SameSite=Strict", "Secure"]);
    tick();

    const attack = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call("auth.signIn", { email: OWNER.email, password: "wrong" }, `203.0.113.${i}`).then((r) => r.statusCode)),
    );
    expect(attack.filter((s) => s === 401)).toHaveLength(5);
    expect(attack.filter((s) => s === 429)).toHaveLength(35);

    const known = await call("auth.signIn", OWNER, "192.0.2.10", { [DEVICE]: device.value });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ result: { data: { status: "mfa_pending" } } });
    const unknown = await call("auth.signIn", OWNER, "192.0.2.11");
    expect(unknown.statusCode).toBe(429);
  });
});
