import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLog as log } from "../../packages/api/src/sync/test-support";
import { createDb, type DbHandle } from "../../packages/db/src/client";
import { createTestDb } from "../../packages/db/src/testing";
import { syncJobRuns, syncStatus } from "../../packages/db/src/schema/index";
import { startSyncJobs } from "../../packages/api/src/sync/index";
import { PandaScoreProvider } from "../../packages/api/src/sync/pandascore/provider";
import { startFakePandaScore, type FakePandaScore } from "../fake-pandascore";


async function waitFor(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Two server instances (two connection pools) on one PostgreSQL database, sharing one clock. */
describe("sync jobs with two server instances on one PostgreSQL database", () => {
  let fake: FakePandaScore;
  let first: DbHandle;
  let second: DbHandle;
  let current = new Date("2026-06-20T12:00:00Z");
  const now = () => new Date(current);
  beforeAll(async () => {
    fake = await startFakePandaScore({ token: "tok" });
    first = await createTestDb("pg");
    const url = (first.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    second = createDb({ driver: "pg", url, poolSize: 3 });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await fake.close();
  });

  const start = (handle: DbHandle) =>
    startSyncJobs({ handle, log, now, tickMs: 40, startupRequestDelayMs: 0, provider: new PandaScoreProvider({ token: "tok", baseUrl: fake.url }) });
  const runsOf = async (job: string) => (await first.db.select().from(syncJobRuns)).find((r) => r.job === job);
  const calls = (path: string) => fake.requests.filter((r) => r.path === path).length;

  it("runs the start-up sync and each due job once, on the lock holder only, and fails over when it stops", async () => {
    const a = start(first);
    const b = start(second);
    await waitFor(async () => (await first.db.select().from(syncStatus)).filter((s) => s.status === "success").length === 12);
    await waitFor(async () => (await runsOf("cleanup")) !== undefined);
    await new Promise((r) => setTimeout(r, 300)); // many more ticks of both instances
    expect(calls("/csgo/matches/running")).toBe(1);
    expect(calls("/lol/teams")).toBe(1);
    const leaderId = (await runsOf("matches:cs2"))!.instanceId;
    expect([a.scheduler.instanceId, b.scheduler.instanceId]).toContain(leaderId);
    const [leader, follower] = leaderId === a.scheduler.instanceId ? [a, b] : [b, a];

    current = new Date(current.getTime() + 15 * 60_000);
    await waitFor(async () => (await runsOf("matches:lol"))!.runs === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls("/csgo/matches/running")).toBe(2);
    expect(calls("/valorant/matches/running")).toBe(1); // 30-minute game: not due yet
    expect((await runsOf("matches:cs2"))).toMatchObject({ runs: 2, instanceId: leader.scheduler.instanceId });

    await leader.stop();
    current = new Date(current.getTime() + 15 * 60_000);
    await waitFor(async () => (await runsOf("matches:cs2"))!.runs === 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls("/csgo/matches/running")).toBe(3);
    expect((await runsOf("matches:cs2"))!.instanceId).toBe(follower.scheduler.instanceId);
    await follower.stop();
  });
});
