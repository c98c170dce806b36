import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, grantRole } from "@eb/api";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";
import { logCapture } from "../testing/log-capture";

const SITE = "https://bets.example";
const SAME_ORIGIN = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };
const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe.each(testDrivers())("one log line per tRPC call (%s)", (driver) => {
  let t: TestApp;
  const log = logCapture();
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", LOG_LEVEL: "info", SITE_URL: SITE }, deps: { logStream: log.stream } });
    const user = await createUser(t.handle.db, { email: "admin@example.com", password: "correct horse battery staple" });
    await grantRole(t.handle.db, user.id, "admin");
    adminId = user.id;
  });
  afterAll(() => t.close());

  /** The tRPC lines of one request, found by its request id. */
  const callsOf = (res: { headers: Record<string, unknown> }) => log.withMsg("trpc call").filter((l) => l.reqId === res.headers["x-request-id"]);

  it("logs a public query with its path, type, no admin, duration and success, under the request id", async () => {
    const res = await t.app.inject({ url: `/api/public/matches.upcoming?input=${input({ game: "all" })}` });
    expect(res.statusCode).toBe(200);
    const [line, ...more] = callsOf(res);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, path: "matches.upcoming", type: "query", adminId: null, ok: true });
    expect(line!.durationMs).toEqual(expect.any(Number));
    expect(line).not.toHaveProperty("code");
  });

  it("logs each call of a batch, and a refused call with our error code", async () => {
    const res = await t.app.inject({ url: `/api/public/bookmakers.list,matches.upcoming?batch=1&input=${input({ 0: {}, 1: { game: "chess" } })}` });
    // The calls of a batch run together: their lines come in the order they finish.
    expect(
      callsOf(res)
        .map((l) => [l.path, l.ok, l.code])
        .sort(),
    ).toEqual([
      ["bookmakers.list", true, undefined],
      ["matches.upcoming", false, "invalid_input"],
    ]);
  });

  it("logs an admin call with the signed-in admin's id, and null before sign-in", async () => {
    const anonymous = await t.app.inject({ url: "/api/admin/mfa.list", headers: { "sec-fetch-site": "same-origin" } });
    expect(callsOf(anonymous)).toMatchObject([{ path: "mfa.list", type: "query", adminId: null, ok: false, code: "not_signed_in" }]);

    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth.signIn",
      headers: SAME_ORIGIN,
      payload: JSON.stringify({ email: "admin@example.com", password: "correct horse battery staple" }),
    });
    expect(callsOf(signIn)).toMatchObject([{ path: "auth.signIn", type: "mutation", adminId: null, ok: true }]);
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0]!;
    // An admin who has not enrolled a second factor yet may list (and enrol) factors, and nothing else.
    const listed = await t.app.inject({ url: "/api/admin/mfa.list", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(listed.statusCode).toBe(200);
    expect(callsOf(listed)).toMatchObject([{ path: "mfa.list", type: "query", adminId, ok: true }]);
  });
});
