import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@eb/db/testing";
import type { DbHandle } from "@eb/db/client";
import { cs2Events, SPORT_CS2, startFakeOdds, type FakeOdds } from "../fake-odds";
import { logLine, type ChildOutput } from "../support/child-output";
import { startSourceServer, type SourceServer } from "../support/source-server";
import { databaseUrlOf } from "../support/database-url";

const API_KEY = "unlisted-keys-test";
const MINUTE = 60_000;
/** Two guesses of the kind public code makes for The Odds API's esports keys, beside one the fake lists. */
const UNLISTED = { lol: "esports_lol", dota2: "esports_dota2" } as const;

/**
 * The real server process with The Odds API configured for sport keys its /v4/sports does not
 * list: it starts, names each missing key in its log, records it for Debug Tools' odds card
 * (odds_poll_status, which the card reads), and asks the feed for none of them. The wiring is the
 * subject here (one driver: PostgreSQL, a production deployment's); the check and the poll's skip
 * run on both drivers in sport-key-check.test.ts and poll-game.test.ts.
 */
describe("server started with ODDS_SPORT_KEYS the feed does not list", () => {
  let fake: FakeOdds;
  let server: SourceServer;
  let output: ChildOutput;
  let db: DbHandle;

  beforeAll(async () => {
    fake = await startFakeOdds({ apiKey: API_KEY, sports: { [SPORT_CS2]: cs2Events(new Date()) } });
    db = await createTestDb("pg");
    server = startSourceServer({
      DATABASE_URL: await databaseUrlOf(db),
      DATA_DIR: "",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SYNC_JOBS: "true",
      // The demo world as the esports data, so the sync jobs (the odds polls among them) are scheduled without a provider.
      DEMO_DATA: "true",
      DEMO_HISTORY: "false",
      ODDS_API_KEY: API_KEY,
      ODDS_API_URL: fake.url,
      ODDS_SPORT_KEYS: `cs2=${SPORT_CS2},lol=${UNLISTED.lol},dota2=${UNLISTED.dota2}`,
    });
    output = server.output;
  });

  afterAll(async () => {
    await server.stop();
    await fake.close();
    await db.close();
  });

  it(
    "names each missing key in the log and Debug Tools' poll status, and polls only the listed one",
    async () => {
      for (const [game, sportKey] of Object.entries(UNLISTED)) {
        const line = await output.waitFor(logLine(/does not list the sport key/, { game, sportKey }), `the warning naming ${sportKey}`, MINUTE);
        expect(line).toContain(`\\"${sportKey}\\"`);
        await output.waitFor(logLine("odds poll skipped: sport key not listed", { game }), `the skipped ${game} poll`, MINUTE);
      }
      await output.waitFor(logLine("odds poll done", { game: "cs2" }), "the CS2 odds poll", MINUTE);

      const statuses = await db.pool!.query<{ game: string; status: string; error: string | null }>(
        "select game, status, error from odds_poll_status order by game",
      );
      const byGame = new Map(statuses.rows.map((r) => [r.game, r]));
      expect(byGame.get("cs2")?.status).toBe("success");
      for (const [game, sportKey] of Object.entries(UNLISTED)) {
        expect(byGame.get(game)).toMatchObject({ status: "not-listed" });
        expect(byGame.get(game)!.error).toContain(`"${sportKey}"`);
      }
      // The feed was asked for its sport list and for the listed key's odds, never for an unlisted one.
      expect(fake.sportListReads).toBeGreaterThanOrEqual(1);
      expect(new Set(fake.requests.map((r) => r.sport))).toEqual(new Set([SPORT_CS2]));
    },
    2 * MINUTE,
  );
});
