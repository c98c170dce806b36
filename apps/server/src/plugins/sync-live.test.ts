import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { sql } from "@eb/db";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { requestOperation } from "../../../../packages/api/src/jobs/operation-store";
import { createTestApp, type TestApp } from "../testing/test-app";
import { sseReader } from "../testing/sse-reader";

const now = new Date("2026-06-20T12:00:00Z");

type Snapshot = { fullSync: { id: number; status: string } | null; grid: unknown[] };

/**
 * The live sync stream over real HTTP (server-sent events through Fastify, compression on): it
 * sends the state at once, pushes a change committed by any connection, and ends when the
 * caller's admin role is removed.
 */
describe.each(testDrivers())("operations.live over HTTP (%s)", (driver) => {
  let t: TestApp;
  let base: string;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    t = await createTestApp({ driver, now, seed: false, env: { SITE_URL: "http://127.0.0.1" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    admin = await signedInAdmin(t.handle.db, { now });
  });
  afterAll(() => t.close());

  const open = (cookie?: string) =>
    fetch(`${base}/api/admin/operations.live`, {
      headers: { accept: "text/event-stream", "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) },
    });

  it("refuses a caller without an admin session", async () => {
    const res = await open();
    const body = await res.text();
    expect(body).not.toContain('"grid"');
    expect(body).toMatch(/UNAUTHORIZED|Not signed in/);
  });

  it("sends the current state at once, pushes each committed change, and ends when the role is removed", async () => {
    const res = await open(`${sessionCookieName(false)}=${admin.browser.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    // Compressing would hold events back in the encoder's buffer.
    expect(res.headers.get("content-encoding")).toBeNull();
    const events = sseReader(res.body!);
    onTestFinished(() => events.cancel().catch(() => undefined));
    const first = (await events.next())!.data as Snapshot;
    expect(first.grid).toHaveLength(12);
    expect(first.fullSync).toBeNull();

    const { operation } = await t.handle.db.transaction((tx) => requestOperation(tx, "full_sync", admin.userId, now));
    const pushed = (await events.next())!.data as Snapshot;
    expect(pushed.fullSync).toMatchObject({ id: operation.id, status: "queued" });

    await t.handle.db.execute(sql`delete from user_roles where user_id = ${admin.userId}`);
    await t.handle.db.execute(sql`select pg_notify('eb_sync_changed', 'status')`);
    expect(await events.next()).toBeNull();
  });

  it("cuts open streams when the server closes, so a restart does not wait on them and browsers reconnect", async () => {
    const other = await createTestApp({ driver, now, seed: false, env: { SITE_URL: "http://127.0.0.1" } });
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const address = other.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const someone = await signedInAdmin(other.handle.db, { now }, "other@example.com");
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/operations.live`, {
      headers: { accept: "text/event-stream", cookie: `${sessionCookieName(false)}=${someone.browser.token}` },
    });
    const events = sseReader(res.body!);
    expect(((await events.next())!.data as Snapshot).grid).toHaveLength(12);
    await other.close();
    // Cut, not ended: the browser's EventSource treats it as a network error and reconnects.
    await expect(events.next()).rejects.toThrow();
  });
});
