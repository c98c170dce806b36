import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { eq } from "@eb/db";
import { userRoles } from "@eb/db/schema";
import { adminRouter } from "@eb/api";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { createSession } from "../../../../packages/api/src/identity/sessions/sessions";
import { createUser, grantRole } from "../../../../packages/api/src/identity/team/users";
import { createTestApp, type TestApp } from "../testing/test-app";

const start = new Date("2026-06-20T12:00:00Z");
/** Refusals of the caller, as opposed to its input: the codes that say who may not call. */
const CALLER_REFUSAL = /"code":"(not_signed_in|second_factor_pending|not_admin|second_factor_required)"/;
const ADMIN_CALL = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };
/** Procedures a signed-in admin may call before enrolling a second factor (forced enrolment). */
const ENROLMENT = new Set(["mfa.list", "mfa.enroll", "mfa.verifyEnrollment"]);

type ProcedureType = "query" | "mutation" | "subscription";
// tRPC keeps every procedure in a flat record keyed by its dotted path: a new one joins the walk by itself.
const procedures = Object.entries(adminRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>)
  .filter(([path]) => !path.startsWith("auth."))
  .map(([path, p]) => ({ path, type: p._def.type }));

describe.each(testDrivers())("every protected admin procedure over HTTP, for every kind of caller who may not call it (%s)", (driver) => {
  let t: TestApp;
  /** Caller kind -> the Cookie header it sends ("" for none). */
  let callers: Record<string, string>;
  let fullAdmin: string;
  // Each call moves the clock, so the admin throttle (20 writes per 5 minutes) never answers in
  // place of the permission check; each caller kind starts again where its session was made.
  const clock = { now: start };
  const now = start;
  const cookieOf = (token: string | undefined) => {
    if (!token) throw new Error("the caller has no session token");
    return `${sessionCookieName(false)}=${token}`;
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: "http://127.0.0.1" }, deps: { now: () => clock.now } });
    const db = t.handle.db;
    const session = async (email: string, opts: { admin: boolean; mfaPending: boolean; at?: Date }) => {
      const user = await createUser(db, { email, password: "long enough password" });
      if (opts.admin) await grantRole(db, user.id, "admin");
      return cookieOf((await createSession(db, { userId: user.id, mfaPending: opts.mfaPending }, opts.at ?? now)).token);
    };
    fullAdmin = cookieOf((await signedInAdmin(db, { now })).browser.token);
    const removed = await signedInAdmin(db, { now }, "removed@example.com");
    await db.delete(userRoles).where(eq(userRoles.userId, removed.userId));
    const signedOut = await signedInAdmin(db, { now }, "signed-out@example.com");
    const signedOutCookie = cookieOf(signedOut.browser.token);
    await signedOut.browser.api.auth.signOut();
    callers = {
      anonymous: "",
      "made-up token": cookieOf("A".repeat(43)),
      "non-admin user": await session("plain@example.com", { admin: false, mfaPending: false }),
      "admin with the second factor pending": await session("pending@example.com", { admin: true, mfaPending: true }),
      "admin without a second factor": await session("new@example.com", { admin: true, mfaPending: false }),
      "admin whose session expired": await session("expired@example.com", { admin: true, mfaPending: false, at: new Date("2025-01-01T00:00:00Z") }),
      "admin whose role was removed": cookieOf(removed.browser.token),
      "admin who signed out": signedOutCookie,
    };
  });
  afterAll(() => t.close());

  /** One call as the admin app makes it: queries and subscriptions by GET, mutations by POST. */
  const call = (path: string, type: ProcedureType, cookie: string) => {
    clock.now = new Date(clock.now.getTime() + 16_000);
    return t.app.inject({
      method: type === "mutation" ? "POST" : "GET",
      url: `/api/admin/${path}`,
      headers: { ...ADMIN_CALL, ...(cookie ? { cookie } : {}) },
      ...(type === "mutation" ? { payload: "{}" } : {}),
    });
  };

  /**
   * Whether the answer refused the caller. A subscription (server-sent events) answers 200 and
   * then reports its error as a `serialized-error` event; it succeeded if it sent any data message.
   */
  const refusedCaller = (type: ProcedureType, status: number, body: string) => {
    if (type !== "subscription") return status >= 400 && CALLER_REFUSAL.test(body);
    const events = body.split(/\n\n/).filter((e) => e.trim() !== "");
    const named = (e: string) => /^event: (connected|serialized-error|ping)$/m.test(e);
    return events.every(named) && events.some((e) => e.includes("event: serialized-error") && CALLER_REFUSAL.test(e));
  };

  it("answers not one of them with success", async () => {
    const successes: string[] = [];
    let calls = 0;
    for (const [kind, cookie] of Object.entries(callers)) {
      clock.now = start;
      for (const { path, type } of procedures) {
        // Forced enrolment: an admin without a second factor may enrol one; that is not a refusal to prove.
        if (kind === "admin without a second factor" && ENROLMENT.has(path)) continue;
        const res = await call(path, type, cookie);
        calls++;
        if (!refusedCaller(type, res.statusCode, res.body)) {
          successes.push(`${kind} ${path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    console.info(`admin procedures: ${procedures.length}, caller kinds: ${Object.keys(callers).length}, calls: ${calls}, successes: ${successes.length}`);
    expect(successes).toEqual([]);
    expect(calls).toBeGreaterThan(400);
  });

  it("while a signed-in admin with a second factor does get answers, so the walk can see a success", async () => {
    clock.now = start;
    const queries = procedures.filter((p) => p.type === "query");
    let answered = 0;
    for (const { path } of queries) if ((await call(path, "query", fullAdmin)).statusCode === 200) answered++;
    expect(answered).toBeGreaterThan(queries.length / 2);
  });
});
