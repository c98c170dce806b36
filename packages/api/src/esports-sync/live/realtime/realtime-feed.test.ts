import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "@eb/db";
import { liveEvents, matches } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { readFixture } from "../../../../../../tests/fake-pandascore";
import { csFrame, type CsSide } from "../../../../../../tests/fake-pandascore/live-frames";
import { startFakeLiveServer, type FakeLiveServer } from "../../../../../../tests/fake-pandascore/live-server";
import { manualScheduler } from "../../../testing/manual-scheduler";
import { useProviderTestEnv } from "../../../testing/provider-test-env";
import { mapMatch } from "../../pandascore/map-match";
import { matchPayload } from "../../pandascore/schemas";
import { writeBatch } from "../../store/write-batch";
import { liveJobs } from "../live-jobs";
import type { FrameUpdate } from "./frame-update";
import type { SocketHealth } from "./match-socket";

const TOKEN = "realtime-token";
const RUNNING = "/csgo/matches/running";
/** A real CS2 bo3 (csgo-matches-past.json), replayed as running: its two listed maps, a third one unlisted. */
const MATCH = 1543915;
const A = 137546;
const B = 137708;
const MAP1 = 221210;
const MAP2 = 221211;
const MAP3 = 999_001;
const SILENCE_MS = 30_000;
type Raw = Record<string, any>;

function runningMatch(): Raw {
  const m = structuredClone((readFixture("csgo-matches-past.json") as Raw[]).find((x) => x.id === MATCH)!);
  m.status = "running";
  m.end_at = null;
  m.winner = null;
  m.winner_id = null;
  m.results = [
    { team_id: A, score: 0 },
    { team_id: B, score: 0 },
  ];
  m.games = m.games.map((g: Raw, i: number) => ({
    ...g,
    status: i === 0 ? "running" : "not_started",
    finished: false,
    winner: { id: null, type: "Team" },
    end_at: null,
  }));
  return m;
}

/** A frame of map `gameId`: A on the terrorists' side, B on the counter-terrorists'. */
function frame(gameId: number, map: string, round: number, seconds: number, rounds: [number, number], series: [number, number], winnerId?: number): Raw {
  const a: CsSide = { id: A, name: "A", rounds: rounds[0], series: series[0] };
  const b: CsSide = { id: B, name: "B", rounds: rounds[1], series: series[1] };
  return csFrame({ matchId: MATCH, gameId, map, round, seconds, ct: b, t: a, ...(winnerId ? { finished: true, winnerId } : {}) });
}

describe.each(testDrivers())("the PandaScore real-time feed (%s)", (driver) => {
  const env = useProviderTestEnv(driver, TOKEN);
  let live: FakeLiveServer;
  beforeEach(async () => {
    live = await startFakeLiveServer({ token: TOKEN });
  });
  afterEach(() => live.close());
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    env.fake.setRoute("/lives", []);
    env.fake.setRoute(RUNNING, []);
  });

  /** The match stored as running, listed by /lives and the REST running list, and the cs2 live job with the feed on. */
  async function setup() {
    await writeBatch(env.handle.db, { matches: [mapMatch("cs2", matchPayload.parse(runningMatch())).match] });
    env.fake.setRoute("/lives", [
      {
        endpoints: [
          { match_id: MATCH, type: "frames", open: true, url: live.framesUrl(MATCH), begin_at: null, expected_begin_at: null, last_active: null },
          { match_id: MATCH, type: "events", open: true, url: `${live.framesUrl(MATCH)}/events`, begin_at: null, expected_begin_at: null, last_active: null },
        ],
        match: runningMatch(),
      },
    ]);
    env.fake.setRoute(RUNNING, [runningMatch()]);
    const scheduler = manualScheduler();
    const health: SocketHealth[] = [];
    const ignored: FrameUpdate[] = [];
    const shutdown = new AbortController();
    stops.push(() => shutdown.abort());
    const [job] = liveJobs(env.deps({ signal: shutdown.signal }), {
      token: TOKEN,
      baseUrl: env.fake.url,
      scheduler,
      random: () => 0,
      backoff: { baseMs: 1000, maxMs: 60_000 },
      silenceMs: SILENCE_MS,
      failuresBeforeFallback: 2,
      onHealth: (_id, h) => void health.push(h),
      onIgnored: (u) => void ignored.push(u),
    }).filter((j) => j.name === "live:cs2");
    const stored = async () => (await env.handle.db.select().from(matches).where(eq(matches.id, MATCH)))[0]!;
    // The events the feed wrote: storing the running match at setup logged one of its own.
    const setupEvents = (await env.handle.db.select().from(liveEvents)).length;
    const events = async () => (await env.handle.db.select().from(liveEvents).orderBy(asc(liveEvents.id))).slice(setupEvents);
    const restPolls = () => env.fake.requests.filter((r) => r.path === RUNNING).length;
    const lastHealth = () => health.at(-1);
    return { job: job!, scheduler, health, lastHealth, ignored, stored, events, restPolls };
  }

  it("moves the series from the frames: round scores, a map ending, the next map starting; an older frame arriving late is ignored", async () => {
    const t = await setup();
    await t.job.run();
    expect(env.fake.requests.filter((r) => r.path === "/lives")).toHaveLength(1);
    await live.waitForConnection(MATCH, 1);

    live.send(MATCH, frame(MAP1, "Mirage", 5, 40, [3, 1], [0, 0]));
    await expect.poll(async () => (await t.stored()).games[0]).toMatchObject({ position: 1, status: "running", name: "Mirage", scoreA: 3, scoreB: 1 });
    live.send(MATCH, frame(MAP1, "Mirage", 23, 80, [13, 9], [1, 0], A));
    live.send(MATCH, frame(MAP2, "Inferno", 1, 5, [0, 0], [1, 0]));
    await expect.poll(async () => (await t.stored()).games[1]).toMatchObject({ position: 2, status: "running", name: "Inferno", scoreA: 0, scoreB: 0 });
    expect(await t.stored()).toMatchObject({ status: "running", teamAScore: 1, teamBScore: 0, winnerId: null });
    expect((await t.stored()).games[0]).toMatchObject({ status: "finished", winnerId: A, scoreA: 13, scoreB: 9 });
    const log = await t.events();
    expect(log).toHaveLength(3); // one event per frame that changed the state
    expect(log[2]!.state).toMatchObject({
      currentMap: 2,
      scoreA: 1,
      maps: [
        { position: 1, winner: "teamA", name: "Mirage" },
        { position: 2, name: "Inferno" },
      ],
    });

    // A frame of map 1 sent late: older than what was applied, ignored; nothing written.
    live.send(MATCH, frame(MAP1, "Mirage", 10, 0, [6, 4], [0, 0]));
    await expect.poll(() => t.ignored.length).toBe(1);
    await expect.poll(() => t.lastHealth()).toBe("live");
    expect(await t.events()).toHaveLength(3);
    expect((await t.stored()).games[0]).toMatchObject({ status: "finished", scoreA: 13 });

    // The socket delivers: the next run reads /lives from its cache and leaves the match to the socket.
    const polls = t.restPolls();
    expect(await t.job.run()).toMatchObject({ polled: false });
    expect(t.restPolls()).toBe(polls);
    expect(env.fake.requests.filter((r) => r.path === "/lives")).toHaveLength(1);
  });

  it("reconnects after a disconnect mid-series, losing and repeating nothing", async () => {
    const t = await setup();
    await t.job.run();
    await live.waitForConnection(MATCH, 1);
    live.send(MATCH, frame(MAP1, "Nuke", 3, 10, [2, 0], [0, 0]));
    await expect.poll(() => t.lastHealth()).toBe("live");
    await expect.poll(async () => (await t.stored()).games[0]?.scoreA).toBe(2);

    live.drop(MATCH);
    await expect.poll(() => t.lastHealth()).toBe("reconnecting");
    expect(t.scheduler.pending()).toEqual([500]); // the first backoff: half of 1 s with the jitter at 0
    t.scheduler.runNext();
    await live.waitForConnection(MATCH, 2);
    // The provider sends the current frame again on a new socket: already applied, not written twice.
    live.send(MATCH, frame(MAP1, "Nuke", 3, 10, [2, 0], [0, 0]));
    live.send(MATCH, frame(MAP1, "Nuke", 4, 2, [3, 0], [0, 0]));
    await expect.poll(async () => (await t.stored()).games[0]?.scoreA).toBe(3);
    expect(t.ignored).toHaveLength(1);
    expect((await t.events()).map((e) => (e.state as any).maps[0].scoreA)).toEqual([2, 3]);
    expect(t.health).toEqual(["live", "reconnecting", "live"]);
  });

  it("falls back to the REST poll when the socket stays silent, and back to the socket once it delivers", async () => {
    const t = await setup();
    await t.job.run();
    await live.waitForConnection(MATCH, 1);
    live.send(MATCH, frame(MAP1, "Anubis", 2, 0, [1, 0], [0, 0]));
    await expect.poll(() => t.lastHealth()).toBe("live");

    // Silence (a hello, no frame) twice in a row: the match falls back to the REST poll.
    expect(t.scheduler.runNext()).toBe(SILENCE_MS);
    await expect.poll(() => t.lastHealth()).toBe("reconnecting");
    t.scheduler.runNext();
    await live.waitForConnection(MATCH, 2);
    expect(t.scheduler.runNext()).toBe(SILENCE_MS);
    await expect.poll(() => t.lastHealth()).toBe("failing");
    const polls = t.restPolls();
    expect(await t.job.run()).toMatchObject({ polled: true, success: true });
    expect(t.restPolls()).toBe(polls + 1);

    // The socket comes back and delivers: the REST poll leaves the match again.
    expect(t.scheduler.runNext()).toBe(1000); // the second backoff
    await live.waitForConnection(MATCH, 3);
    live.send(MATCH, frame(MAP1, "Anubis", 3, 0, [2, 0], [0, 0]));
    await expect.poll(() => t.lastHealth()).toBe("live");
    expect(await t.job.run()).toMatchObject({ polled: false });
    expect(t.restPolls()).toBe(polls + 1);
    await expect.poll(async () => (await t.stored()).games[0]?.scoreA).toBe(2);
  });

  it("writes the final state with the winner when the match ends mid-stream, closes the socket and does not reconnect", async () => {
    const t = await setup();
    await t.job.run();
    await live.waitForConnection(MATCH, 1);
    live.send(MATCH, frame(MAP1, "Mirage", 24, 90, [13, 11], [1, 0], A));
    live.send(MATCH, frame(MAP2, "Inferno", 20, 90, [5, 13], [1, 1], B));
    // The decider: a map /lives did not list comes next (map 3).
    live.send(MATCH, frame(MAP3, "Ancient", 12, 30, [7, 4], [1, 1]));
    await expect.poll(async () => (await t.stored()).games[2]).toMatchObject({ position: 3, status: "running", name: "Ancient" });

    live.send(MATCH, frame(MAP3, "Ancient", 21, 60, [13, 7], [2, 1], A));
    live.finish(MATCH);
    await expect.poll(() => t.lastHealth()).toBe("ended");
    const final = await t.stored();
    expect(final).toMatchObject({ status: "finished", teamAScore: 2, teamBScore: 1, winnerId: A });
    expect(final.endAt).not.toBeNull();
    expect(final.games.map((g) => [g.position, g.status, g.winnerId])).toEqual([
      [1, "finished", A],
      [2, "finished", B],
      [3, "finished", A],
    ]);
    expect((await t.events()).at(-1)!.state).toMatchObject({ status: "finished", winner: "teamA" });
    expect(t.scheduler.pending()).toEqual([]); // no silence timer, no reconnect
    // Finished, the match is no longer open: the next run opens nothing.
    await t.job.run();
    expect(live.connections(MATCH)).toBe(1);
  });
});
