import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { sql, type Db } from "@eb/db";
import { createDb } from "@eb/db/client";
import { TEST_PG_URL, testDrivers } from "@eb/db/testing";
import { CONTENT_CHANNEL } from "@eb/api";
import { createTestApp, type TestApp } from "../testing/test-app";
import { databaseName } from "../testing/database-name";
import { ListenStatus } from "../listen-status";
import { readinessPlugin } from "./readiness";

const ROOT_VERSION = (JSON.parse(readFileSync(new URL("../../../../package.json", import.meta.url), "utf8")) as { version: string }).version;

describe.each(testDrivers())("GET /readyz (%s)", (driver) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("is ready with the version, the commit, the database and every LISTEN connection up; never cached", async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test" } });
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    // From source there is no build: the root package.json's version and an unknown commit.
    expect(res.json()).toEqual({ status: "ready", version: ROOT_VERSION, commit: "unknown", database: "ok", listen: "connected" });
  });

  it("answers 503 from the shutdown signal on, while /healthz (liveness) stays 200", async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test" }, deps: { build: { version: "9.9.9", commit: "abc123" } } });
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    t.app.startDraining();
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      error: { message: "Not ready: draining for shutdown", data: { code: "unavailable", httpStatus: 503 } },
      status: "draining",
      version: "9.9.9",
      commit: "abc123",
      database: "ok",
      listen: "connected",
    });
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});

// Only a server connection can drop; PGlite's listener lives in this process.
describe.runIf(testDrivers().includes("pg"))("GET /readyz when a LISTEN connection is lost (pg)", () => {
  let t: TestApp | undefined;
  let reopen: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await reopen?.();
    await t?.close();
    t = reopen = undefined;
  });

  it("answers 503 naming the channel until the listener has reconnected", async () => {
    t = await createTestApp({ driver: "pg", seed: false, env: { NODE_ENV: "test" } });
    const db = t.handle.db;
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    // Kill the content listener's connection and keep it from reconnecting until the test allows it
    // (a database's connections are switched off from another database).
    const name = await databaseName(db);
    const admin = createDb({ driver: "pg", url: TEST_PG_URL, poolSize: 1 });
    await admin.db.execute(sql.raw(`alter database "${name}" allow_connections false`));
    reopen = async () => {
      await admin.db.execute(sql.raw(`alter database "${name}" allow_connections true`));
      await admin.close();
    };
    const killed = (await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`listen ${CONTENT_CHANNEL}`}`,
    )) as { rows: unknown[] };
    expect(killed.rows).toHaveLength(1);

    const lost = await until(async () => {
      const res = await t!.app.inject({ url: "/readyz" });
      return res.statusCode === 503 ? res : undefined;
    });
    expect(lost.json()).toMatchObject({
      error: { message: `Not ready: not listening on ${CONTENT_CHANNEL}`, data: { code: "unavailable" } },
      status: "not_ready",
      database: "ok",
      listen: "disconnected",
    });

    // Back: the listener reconnects (and drops every cache, announced as "all"), and the instance is ready again.
    const reconnected = t.app.contentChanges.next();
    await reopen();
    reopen = undefined;
    expect(await reconnected).toBe("all");
    expect((await t.app.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ready", listen: "connected" });
  });
});

describe("GET /readyz when the database does not answer", () => {
  it("answers 503 with database: unavailable", async () => {
    const app = Fastify({ logger: false });
    const failing = { execute: () => Promise.reject(new Error("connection refused")) } as unknown as Db;
    const listenStatus = new ListenStatus();
    listenStatus.add("eb_content_changed", { connected: () => true });
    await app.register(readinessPlugin, { db: failing, build: { version: "1.0.0", commit: "c0ffee" }, listenStatus });
    const res = await app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: { message: "Not ready: database unavailable" },
      status: "not_ready",
      database: "unavailable",
      listen: "connected",
    });
    await app.close();
  });
});

/** Polls `probe` (a state, not a time) until it returns a value; fails after `timeoutMs`. */
async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
