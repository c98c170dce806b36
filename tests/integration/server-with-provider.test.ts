import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, testDrivers, type TestDriver } from "@eb/db/testing";
import type { DbHandle } from "@eb/db/client";
import { startFakePandaScore, syntheticMatches, syntheticTournaments, type FakePandaScore } from "../fake-pandascore";
import { listeningUrl, logLine, type ChildOutput } from "../support/child-output";
import { startSourceServer, type SourceServer } from "../support/source-server";
import { databaseUrlOf } from "../support/database-url";

const TOKEN = "integration-test-token";
const MINUTE = 60_000;

async function upcomingTeamNames(base: string, game: string): Promise<string[]> {
  const res = await fetch(`${base}/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game }))}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result: { data: { matches: { teamA: { name: string } | null }[] } } };
  return body.result.data.matches.map((m) => m.teamA?.name ?? "");
}

/**
 * The real server process, with a token and a base URL pointing at a PandaScore-compatible
 * server, shows that provider's matches within a minute of starting, and no invented ones.
 * It reads the server's own log: the listening address, then the line saying the CS2 matches
 * were synced, and only then asks the API.
 */
describe.each(testDrivers())("server started with PANDASCORE_TOKEN and PANDASCORE_BASE_URL on %s", (driver: TestDriver) => {
  let fake: FakePandaScore;
  let server: SourceServer;
  let output: ChildOutput;
  let dataDir: string | undefined;
  let db: DbHandle | undefined;
  let startedAt: number;

  beforeAll(async () => {
    const now = new Date();
    fake = await startFakePandaScore({
      token: TOKEN,
      routes: {
        "/csgo/matches/upcoming": syntheticMatches(30, { tournaments: 5, now }),
        "/csgo/tournaments/upcoming": syntheticTournaments(5, { now }),
      },
    });
    let database: Record<string, string>;
    if (driver === "pg") {
      db = await createTestDb("pg");
      database = { DATABASE_URL: await databaseUrlOf(db), DATA_DIR: "" };
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), "eb-provider-"));
      database = { DATABASE_URL: "", DATA_DIR: dataDir };
    }
    startedAt = Date.now();
    server = startSourceServer({
      ...database,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SYNC_JOBS: "true",
      PANDASCORE_TOKEN: TOKEN,
      PANDASCORE_BASE_URL: fake.url,
      // The provider's sync alone: no demo analytics history sharing the embedded database's one connection.
      DEMO_HISTORY: "false",
    });
    output = server.output;
  });

  afterAll(async () => {
    await server.stop();
    await fake.close();
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the provider's upcoming matches within a minute, with the token sent as a bearer header", async () => {
    const base = await listeningUrl(output, MINUTE);
    await output.waitFor(logLine("sync done", { game: "cs2", kind: "matches" }), "the CS2 matches sync", MINUTE - (Date.now() - startedAt));
    const names = await upcomingTeamNames(base, "cs2");
    expect(Date.now() - startedAt).toBeLessThan(MINUTE);
    expect(names.length).toBeGreaterThan(0);
    // Only the provider's data: the demo world's invented teams are not seeded next to it.
    expect(names.every((n) => /^Team \d+$/.test(n))).toBe(true);
    const csgoCalls = fake.requests.filter((r) => r.path.startsWith("/csgo/"));
    expect(csgoCalls.length).toBeGreaterThan(0);
    expect(csgoCalls.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
  }, 70_000);
});
