import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import { createDb } from "@eb/db/client";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { createTestApp, type TestApp } from "../testing/test-app";
import { sseReader } from "../testing/sse-reader";
import { databaseUrlOf } from "../../../../tests/support/database-url";
import { buildApp } from "../app";

const now = new Date("2026-06-20T12:00:00Z");
const SAME_ORIGIN = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };
/** Issue 21: a stream must end within a second of its session or role going away. */
const DEADLINE_MS = 1_000;

/** Resolves with the stream's next event (null once it ended), or fails once the deadline has passed. */
function within<T>(ms: number, next: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream was still open ${ms} ms later`)), ms);
  });
  return Promise.race([next, late]).finally(() => clearTimeout(timer));
}

/**
 * Live admin streams over real HTTP end at once when their session ends or their admin role is
 * removed, not at their next refresh (30 s): the database announces it (LISTEN/NOTIFY).
 */
describe.each(testDrivers())("live admin streams after sign-out (%s)", (driver) => {
  let t: TestApp;
  let base: string;

  beforeEach(async () => {
    t = await createTestApp({ driver, now, seed: false, env: { SITE_URL: "http://127.0.0.1" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterEach(() => t.close());

  async function openStream(path: "analytics.realtime" | "operations.live", token: string | undefined) {
    const res = await fetch(`${base}/api/admin/${path}`, { headers: { accept: "text/event-stream", cookie: `${sessionCookieName(false)}=${token}` } });
    const events = sseReader(res.body!);
    onTestFinished(() => events.cancel().catch(() => undefined));
    expect(await events.next()).not.toBeNull();
    return events;
  }

  it("ends every open stream of a session within a second of signing out", async () => {
    const admin = await signedInAdmin(t.handle.db, { now });
    const realtime = await openStream("analytics.realtime", admin.browser.token);
    const operations = await openStream("operations.live", admin.browser.token);

    const out = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth.signOut",
      headers: { ...SAME_ORIGIN, cookie: `${sessionCookieName(false)}=${admin.browser.token}` },
      payload: "{}",
    });
    expect(out.statusCode).toBe(200);
    expect(await within(DEADLINE_MS, realtime.next())).toBeNull();
    expect(await within(DEADLINE_MS, operations.next())).toBeNull();
  });

  it("ends the streams of an account whose admin role is removed, and only those", async () => {
    const removed = await signedInAdmin(t.handle.db, { now }, "removed@example.com");
    const kept = await signedInAdmin(t.handle.db, { now }, "kept@example.com");
    const removedStream = await openStream("operations.live", removed.browser.token);
    const keptStream = await openStream("operations.live", kept.browser.token);

    // The role alone goes (its sessions stay): the stream must still notice.
    await t.handle.db.execute(sql`delete from user_roles where user_id = ${removed.userId}`);
    expect(await within(DEADLINE_MS, removedStream.next())).toBeNull();

    await t.handle.db.execute(sql`select pg_notify('eb_sync_changed', 'status')`);
    expect(await within(DEADLINE_MS, keptStream.next())).not.toBeNull();
  });
});

/** Two server instances on one PostgreSQL database: the sign-out on one ends the stream held by the other. */
describe.skipIf(!testDrivers().includes("pg"))("live admin streams across instances (pg)", () => {
  let first: TestApp;
  let secondHandle: DbHandle;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeEach(async () => {
    first = await createTestApp({ driver: "pg", now, seed: false, env: { SITE_URL: "http://127.0.0.1" } });
    secondHandle = createDb({ driver: "pg", url: await databaseUrlOf(first.handle), poolSize: 3 });
    second = await buildApp({ config: first.config, handle: secondHandle, now: () => now, renderCacheMs: 0 });
    await second.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(async () => {
    await second.close();
    await secondHandle.close();
    await first.close();
  });

  it("ends a stream on one instance within a second of signing out on another", async () => {
    const admin = await signedInAdmin(first.handle.db, { now });
    const address = second.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/operations.live`, {
      headers: { accept: "text/event-stream", cookie: `${sessionCookieName(false)}=${admin.browser.token}` },
    });
    const events = sseReader(res.body!);
    onTestFinished(() => events.cancel().catch(() => undefined));
    expect(await events.next()).not.toBeNull();

    const out = await first.app.inject({
      method: "POST",
      url: "/api/admin/auth.signOut",
      headers: { ...SAME_ORIGIN, cookie: `${sessionCookieName(false)}=${admin.browser.token}` },
      payload: "{}",
    });
    expect(out.statusCode).toBe(200);
    expect(await within(DEADLINE_MS, events.next())).toBeNull();
  });
});
