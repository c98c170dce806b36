import { beforeAll, describe, expect, it } from "vitest";
import { silentLog as log, PandaScoreProvider } from "@eb/api/testing";
import type { DbHandle } from "@eb/db/client";
import { testDrivers } from "@eb/db/testing";
import { syncJobRuns, syncStatus } from "@eb/db/schema";
import { startSyncJobs } from "@eb/api/jobs";
import type { FakePandaScore } from "../fake-pandascore";
import { useTwoInstances } from "../support/two-instances";

/** Ticks between the test's own: none (an hour), so the test decides exactly when each instance looks for due jobs. */
const NO_TIMER_TICKS_MS = 3_600_000;
const MORE_TICKS = 5;

/**
 * Two server instances (two connection pools) on one PostgreSQL database, sharing one clock.
 * PostgreSQL only: the leader is chosen by a session advisory lock across processes, and an
 * embedded PGlite database belongs to one process (its instance is always the leader).
 */
describe.skipIf(!testDrivers().includes("pg"))("sync jobs with two server instances on one PostgreSQL database", () => {
  let fake: FakePandaScore;
  let first: DbHandle;
  let second: DbHandle;
  let current = new Date("2026-06-20T12:00:00Z");
  const now = () => new Date(current);
  const instances = useTwoInstances("tok");
  beforeAll(() => void ({ fake, first, second } = instances));

  const start = (handle: DbHandle) =>
    startSyncJobs({
      handle,
      log,
      now,
      tickMs: NO_TIMER_TICKS_MS,
      startupRequestDelayMs: 0,
      provider: new PandaScoreProvider({ token: "tok", baseUrl: fake.url }),
    });
  type Instance = ReturnType<typeof start>;
  /** Each instance looks for due jobs `times` times, one after the other, as its timer would. */
  const tick = async (instances: Instance[], times = 1) => {
    for (let i = 0; i < times; i++) for (const instance of instances) await instance.scheduler.tick();
  };
  const runsOf = async (job: string) => (await first.db.select().from(syncJobRuns)).find((r) => r.job === job);
  const calls = (path: string) => fake.requests.filter((r) => r.path === path).length;

  it("runs the start-up sync and each due job once, on the lock holder only, and fails over when it stops", async () => {
    const a = start(first);
    const b = start(second);
    await tick([a, b]); // the first ticks, started by start(), are awaited here
    expect((await first.db.select().from(syncStatus)).filter((s) => s.status === "success")).toHaveLength(12);
    expect(await runsOf("cleanup")).toBeDefined();
    await tick([a, b], MORE_TICKS);
    expect(calls("/csgo/matches/upcoming")).toBe(1);
    expect(calls("/lol/teams")).toBe(1);
    const leaderId = (await runsOf("matches:cs2"))!.instanceId;
    expect([a.scheduler.instanceId, b.scheduler.instanceId]).toContain(leaderId);
    const [leader, follower] = leaderId === a.scheduler.instanceId ? [a, b] : [b, a];

    current = new Date(current.getTime() + 15 * 60_000);
    await tick([a, b], MORE_TICKS);
    expect((await runsOf("matches:lol"))!.runs).toBe(2);
    expect(calls("/csgo/matches/upcoming")).toBe(2);
    expect(calls("/valorant/matches/upcoming")).toBe(1); // 30-minute game: not due yet
    expect(await runsOf("matches:cs2")).toMatchObject({ runs: 2, instanceId: leader.scheduler.instanceId });
    // The live poll (CS2's served match is running) is a job like the others: the leader's alone.
    expect(await runsOf("live:cs2")).toMatchObject({ instanceId: leader.scheduler.instanceId });

    await leader.stop();
    current = new Date(current.getTime() + 15 * 60_000);
    await tick([follower], MORE_TICKS);
    expect((await runsOf("matches:cs2"))!.runs).toBe(3);
    expect(calls("/csgo/matches/upcoming")).toBe(3);
    expect((await runsOf("matches:cs2"))!.instanceId).toBe(follower.scheduler.instanceId);
    await follower.stop();
  });
});
