import { describe, expect, it } from "vitest";
import { sql } from "@eb/db";
import { testDrivers } from "@eb/db/testing";
import { signedInAdmin } from "../identity/test-support";
import { useProviderTestEnv } from "../testing/provider-test-env";
import { rowsOf } from "../testing/rows";
import { listenForNotifications } from "@eb/db/notifications";
import { SYNC_CHANNEL } from "../jobs";
import { INTERRUPTED, type FullSyncProgress } from "../testing";
import { runQueuedOperations } from "../background-jobs";

describe.each(testDrivers())("manual data operations (%s)", (driver) => {
  const env = useProviderTestEnv(driver, "t");
  const adminClock = { now: new Date("2026-06-20T12:00:00Z") };
  const admin = () => signedInAdmin(env.handle.db, adminClock);
  const auditRows = async () =>
    rowsOf<{ action: string; resource_id: string; event_data: { kind: string; joined: boolean } }>(
      await env.handle.db.execute(sql`select action, resource_id, event_data from audit_logs where action = 'manual_sync' order by id`),
    );

  it("queues a full sync as a server job, and a second request joins it instead of starting another", async () => {
    const { browser } = await admin();
    const first = await browser.api.operations.start({ kind: "full_sync" });
    const second = await browser.api.operations.start({ kind: "full_sync" });
    expect(first).toMatchObject({ kind: "full_sync", status: "queued", joined: false });
    expect(second).toMatchObject({ id: first.id, joined: true });
    // A cleanup is its own operation, queued beside it.
    expect(await browser.api.operations.start({ kind: "cleanup" })).toMatchObject({ joined: false });
    expect((await auditRows()).map((r) => [r.event_data.kind, r.event_data.joined, r.resource_id])).toEqual([
      ["full_sync", false, String(first.id)],
      ["full_sync", true, String(first.id)],
      ["cleanup", false, expect.any(String)],
    ]);
  });

  it("the lock holder runs it once: progress is stored as it goes, the result and the grid say what happened", async () => {
    const { browser } = await admin();
    const { id } = await browser.api.operations.start({ kind: "full_sync" });
    const notices: string[] = [];
    const listener = listenForNotifications(env.handle, SYNC_CHANNEL, { onNotify: (p) => notices.push(p) });
    await listener.ready;
    const ran = await runQueuedOperations(env.deps(), "instance-a");
    expect(ran).toBe(1);
    const snapshot = await browser.api.operations.snapshot();
    expect(snapshot.fullSync).toMatchObject({
      id,
      status: "done",
      result: { success: true, ok: 12, total: 12, message: "Successfully synced all 12 data sources" },
    });
    const progress = snapshot.fullSync!.progress as FullSyncProgress;
    expect(progress).toMatchObject({ sourcesTotal: 12, sourcesDone: 12, current: null });
    expect(progress.pagesFetched).toBeGreaterThan(0);
    expect(progress.inserted).toBeGreaterThan(0);
    expect(progress.callsLeftThisHour).toBe(1000 - env.fake.requests.length);
    expect(progress.sources.map((s) => `${s.game}:${s.kind}`)[0]).toBe("cs2:matches");
    expect(snapshot.grid).toHaveLength(12);
    expect(snapshot.grid.every((row) => row.status === "success" && row.lastSuccessAt !== null && !row.breaker.open)).toBe(true);
    expect(snapshot.grid.find((r) => r.game === "cs2" && r.kind === "matches")!.rowsChanged).toBeGreaterThan(0);
    expect(snapshot.callsLeftThisHour).toBe(1000 - env.fake.requests.length);
    // Every step was announced to the live streams: the claim, each source's start and end, each page, the finish.
    await expect.poll(() => notices.filter((n) => n === "progress").length).toBeGreaterThanOrEqual(2 + 12 * 2 + progress.pagesFetched);
    expect(notices.filter((n) => n === "status").length).toBeGreaterThanOrEqual(24);
    await listener.close();
    // Nothing left: a second run does nothing and the provider is not called again.
    const calls = env.fake.requests.length;
    expect(await runQueuedOperations(env.deps(), "instance-a")).toBe(0);
    expect(env.fake.requests.length).toBe(calls);
    // Once finished, a new request starts a new operation.
    expect(await browser.api.operations.start({ kind: "full_sync" })).toMatchObject({ joined: false, status: "queued" });
  });

  it("a provider 429 opens the breaker: the sync stops, and the grid shows the breaker with its reopen time", async () => {
    const { browser } = await admin();
    env.fake.addFault({ path: "/lol/matches/running", fault: { type: "status", status: 429 } });
    await browser.api.operations.start({ kind: "full_sync" });
    await runQueuedOperations(env.deps(), "instance-a");
    const snapshot = await browser.api.operations.snapshot();
    expect(snapshot.fullSync).toMatchObject({ status: "done", result: { success: false, ok: 2, total: 12, message: "2/12 data sources synced successfully" } });
    const row = snapshot.grid.find((r) => r.game === "lol" && r.kind === "matches")!;
    expect(row).toMatchObject({ status: "error", error: "Rate limited - cooling down" });
    expect(row.breaker).toMatchObject({ open: true, reason: "rate_limit", reopensAt: new Date(env.clock.now().getTime() + 30 * 60_000).toISOString() });
    expect(snapshot.grid.filter((r) => r.breaker.open)).toHaveLength(1);
  });

  it("runs a queued cleanup and stores its counts and message", async () => {
    const { browser } = await admin();
    await browser.api.operations.start({ kind: "cleanup" });
    expect(await runQueuedOperations(env.deps(), "instance-a")).toBe(1);
    const { cleanup } = await browser.api.operations.snapshot();
    expect(cleanup).toMatchObject({ status: "done", result: { success: true, message: expect.any(String) } });
    expect(env.fake.requests).toHaveLength(0);
  });

  it("an operation left running by an instance that stopped is failed by the next lock holder, so new requests are not stuck joining it", async () => {
    const { browser } = await admin();
    const { id } = await browser.api.operations.start({ kind: "full_sync" });
    await env.handle.db.execute(sql`update sync_operations set status = 'running', instance_id = 'gone' where id = ${id}`);
    expect(await browser.api.operations.start({ kind: "full_sync" })).toMatchObject({ id, joined: true });
    await runQueuedOperations(env.deps(), "instance-b");
    expect((await browser.api.operations.snapshot()).fullSync).toMatchObject({ id, status: "failed", error: INTERRUPTED });
    expect(await browser.api.operations.start({ kind: "full_sync" })).toMatchObject({ joined: false });
  });
});
