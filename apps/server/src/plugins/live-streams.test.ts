import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { createDb } from "@eb/db/client";
import type { DbHandle } from "@eb/db";
import { loadConfig } from "@eb/config";
import { announceContentChange, liveStateAt, recordLiveChanges, type LiveState } from "@eb/api/testing";
import { buildApp } from "../app";
import { databaseUrlOf } from "../../../../tests/support/database-url";
import { sseFrames } from "../testing/sse-frames";

const state = liveStateAt;
const one = (s: LiveState) => new Map([[s.matchId, s]]);

/** A live change as the live poll writes it: logged and announced in its transaction. */
async function change(handle: DbHandle, before: LiveState, after: LiveState): Promise<void> {
  await handle.db.transaction((tx) => recordLiveChanges(tx, one(before), one(after)).then(() => undefined));
}

describe.each(testDrivers())("live streams (%s)", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let base: string;
  const open: { cancel(): Promise<void> }[] = [];

  async function start(env: Record<string, string> = {}, heartbeatMs?: number) {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
    app = await buildApp({ config, handle, ...(heartbeatMs ? { liveHeartbeatMs: heartbeatMs } : {}) });
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }
  async function connect(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${path}`, { headers: { accept: "text/event-stream", ...headers } });
    expect(res.status).toBe(200);
    const frames = sseFrames(res.body!, { droppedAsEnd: true });
    open.push(frames);
    // The first frame (retry:) arrives once the stream is registered: what is committed after it reaches the stream.
    expect(await frames.next()).toMatchObject({ event: "message", data: null });
    return { res, frames };
  }

  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((f) => f.cancel().catch(() => undefined)));
    await app.close();
    await handle.close();
  });

  it("carries a committed change to its match's stream and the list's, with the live log's id; never cached", async () => {
    await start();
    const match = await connect("/api/live/match/7");
    const other = await connect("/api/live/match/8");
    const list = await connect("/api/live/list");
    expect(match.res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(match.res.headers.get("cache-control")).toBe("no-store");
    await change(handle, state(7, 0), state(7, 1));
    const frame = await match.frames.nextEvent();
    expect(frame).toMatchObject({ event: "state", id: expect.stringMatching(/^\d+$/) });
    expect(JSON.parse(frame!.data!)).toEqual(state(7, 1));
    expect(await list.frames.nextEvent()).toMatchObject({ id: frame!.id, event: "state" });
    // The other match's stream gets the next change of its own match, not 7's.
    await change(handle, state(8, 0), state(8, 1));
    const mine = await other.frames.nextEvent();
    expect(JSON.parse(mine!.data!)).toMatchObject({ matchId: 8 });
    expect(Number(mine!.id)).toBeGreaterThan(Number(frame!.id));
  });

  it("tells a match's stream that its prices changed, and not the lists' nor another match's", async () => {
    await start();
    const priced = await connect("/api/live/match/7");
    const other = await connect("/api/live/match/8");
    const list = await connect("/api/live/list");
    // As a poll that changed match 7's prices announces it, in its transaction.
    await handle.db.transaction((tx) => announceContentChange(tx, "odds", [7]));
    expect(await priced.frames.nextEvent()).toEqual(expect.objectContaining({ event: "prices", data: '{"matchId":7}', id: null }));
    // The next thing the others get is the next live change, not a price notice.
    await change(handle, state(8, 0), state(8, 1));
    expect(await other.frames.nextEvent()).toMatchObject({ event: "state" });
    expect(await list.frames.nextEvent()).toMatchObject({ event: "state" });
    // A change announced without its matches may have moved any price: every match's stream is told.
    await handle.db.transaction((tx) => announceContentChange(tx, "odds"));
    expect(await other.frames.nextEvent()).toMatchObject({ event: "prices", data: '{"matchId":8}' });
  });

  it("resumes after Last-Event-ID, or after the id the page was rendered with, without a gap", async () => {
    await start();
    await change(handle, state(7, 0), state(7, 1));
    await change(handle, state(9, 0), state(9, 1));
    await change(handle, state(7, 1), state(7, 2));
    await change(handle, state(7, 2), state(7, 3, "finished"));
    const first = await connect("/api/live/match/7?after=0");
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(await first.frames.nextEvent());
    expect(seen.map((f) => JSON.parse(f!.data!).scoreA)).toEqual([1, 2, 3]);
    // A browser reconnecting sends the last id it had: only what came after, the header before ?after=.
    const resumed = await connect("/api/live/match/7?after=0", { "last-event-id": seen[0]!.id! });
    expect(JSON.parse((await resumed.frames.nextEvent())!.data!).scoreA).toBe(2);
    expect(JSON.parse((await resumed.frames.nextEvent())!.data!).scoreA).toBe(3);
    // And what is committed next follows at once, once.
    await change(handle, state(7, 3), state(7, 4));
    expect(JSON.parse((await resumed.frames.nextEvent())!.data!).scoreA).toBe(4);
    // The list resumes over every match.
    const list = await connect("/api/live/list", { "last-event-id": seen[0]!.id! });
    expect(JSON.parse((await list.frames.nextEvent())!.data!).matchId).toBe(9);
  });

  it("sheds an address's oldest stream past its bound, and the oldest of all past the total", async () => {
    await start({ LIVE_STREAMS_PER_ADDRESS: "2", LIVE_STREAMS_MAX: "1000" });
    const a = await connect("/api/live/match/1");
    await connect("/api/live/match/2");
    await connect("/api/live/match/3");
    expect(await a.frames.next()).toBeNull(); // the oldest of this address ended
    await Promise.all(open.splice(0).map((f) => f.cancel().catch(() => undefined)));
    await app.close();

    await start({ LIVE_STREAMS_PER_ADDRESS: "100", LIVE_STREAMS_MAX: "2" });
    const b = await connect("/api/live/list");
    const c = await connect("/api/live/list");
    await connect("/api/live/list");
    expect(await b.frames.next()).toBeNull();
    // The others still carry changes.
    await change(handle, state(5, 0), state(5, 1));
    expect(await c.frames.nextEvent()).toMatchObject({ event: "state" });
  });

  it("keeps an idle stream open with heartbeats, and refuses what is not a match id", async () => {
    await start({}, 50);
    const idle = await connect("/api/live/match/7");
    expect(await idle.frames.next()).toMatchObject({ comment: "heartbeat", data: null });
    for (const bad of ["abc", "0", "-1", "99999999999999999999", "1.5"]) {
      const res = await app.inject({ method: "GET", url: `/api/live/match/${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

/**
 * Two instances on one PostgreSQL: a change written through one reaches a stream the other holds,
 * and a stream resumed after that instance restarts misses nothing.
 */
describe.runIf(testDrivers().includes("pg"))("live streams across two instances", () => {
  it("a change written through the leader reaches the other instance's stream; a resume after its restart misses nothing", async () => {
    const handle = await createTestDb("pg");
    const second = createDb({ driver: "pg", url: await databaseUrlOf(handle), poolSize: 3 });
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    let follower = await buildApp({ config, handle: second });
    const cancels: (() => Promise<void>)[] = [];
    try {
      await follower.listen({ port: 0, host: "127.0.0.1" });
      const port = (follower.server.address() as { port: number }).port;
      const connect = async (headers: Record<string, string> = {}) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/live/match/7`, { headers });
        const frames = sseFrames(res.body!, { droppedAsEnd: true });
        cancels.push(() => frames.cancel().catch(() => undefined));
        await frames.next();
        return frames;
      };
      const stream = await connect();
      // The leader's write: the first handle, another pool.
      await change(handle, state(7, 0), state(7, 1));
      const first = await stream.nextEvent();
      expect(JSON.parse(first!.data!).scoreA).toBe(1);

      // The follower restarts; meanwhile two changes are committed.
      await follower.close();
      expect(await stream.next()).toBeNull();
      await change(handle, state(7, 1), state(7, 2));
      await change(handle, state(7, 2), state(7, 3, "finished"));
      follower = await buildApp({ config, handle: second });
      await follower.listen({ port, host: "127.0.0.1" });
      const resumed = await connect({ "last-event-id": first!.id! });
      expect(JSON.parse((await resumed.nextEvent())!.data!).scoreA).toBe(2);
      expect(JSON.parse((await resumed.nextEvent())!.data!)).toMatchObject({ scoreA: 3, status: "finished" });
    } finally {
      await Promise.all(cancels.map((c) => c()));
      await follower.close();
      await second.close();
      await handle.close();
    }
  });
});
