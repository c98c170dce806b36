import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePandaScore, syntheticMatches, syntheticTournaments, type FakePandaScore } from "../fake-pandascore";

const TOKEN = "integration-test-token";
const PORT = 3417;
const base = `http://127.0.0.1:${PORT}`;

async function upcomingTeamNames(game: string): Promise<string[]> {
  const res = await fetch(`${base}/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game }))}`);
  if (!res.ok) return [];
  const body = (await res.json()) as { result: { data: { teamA: { name: string } | null }[] } };
  return body.result.data.map((m) => m.teamA?.name ?? "");
}

/**
 * The real server process, with a token and a base URL pointing at a PandaScore-compatible
 * server, shows that provider's matches within a minute of starting, and no invented ones.
 */
describe("server started with PANDASCORE_TOKEN and PANDASCORE_BASE_URL", () => {
  let fake: FakePandaScore;
  let server: ChildProcess;
  let dataDir: string;
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
    dataDir = mkdtempSync(path.join(tmpdir(), "eb-provider-"));
    startedAt = Date.now();
    server = spawn("node_modules/.bin/tsx", ["apps/server/src/main.ts"], {
      env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", PANDASCORE_TOKEN: TOKEN, PANDASCORE_BASE_URL: fake.url },
      stdio: ["ignore", "ignore", "inherit"],
    });
  });

  afterAll(async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the provider's upcoming matches within a minute, with the token sent as a bearer header", async () => {
    let names: string[] = [];
    while (Date.now() - startedAt < 60_000) {
      names = await upcomingTeamNames("cs2").catch(() => []);
      if (names.some((n) => /^Team \d+$/.test(n))) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(names.some((n) => /^Team \d+$/.test(n))).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    const csgoCalls = fake.requests.filter((r) => r.path.startsWith("/csgo/"));
    expect(csgoCalls.length).toBeGreaterThan(0);
    expect(csgoCalls.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    // Only the provider's data: the demo world's invented teams are not seeded next to it.
    expect(names.every((n) => /^Team \d+$/.test(n))).toBe(true);
  }, 70_000);
});
