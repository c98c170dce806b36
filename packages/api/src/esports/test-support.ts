import { afterEach, beforeEach } from "vitest";
import type { Db, DbHandle } from "@eb/db";
import { matchResults, players, teams } from "@eb/db/schema";
import { createTestDb, type TestDriver } from "@eb/db/testing";
import { publicRouter } from "../public-router";
import { createCallerFactory } from "../platform";
import { testContext } from "../testing/context";
import { forgetTeamLogos } from "./team-logos";

const createCaller = createCallerFactory(publicRouter);

/**
 * For the calling describe: a fresh test database per test and the public router called
 * in-process at `now`, read as `env.handle` and `env.api` inside the tests.
 */
export function publicApiPerTest(driver: TestDriver, now: Date) {
  const env = {} as { handle: DbHandle; api: ReturnType<typeof createCaller> };
  beforeEach(async () => {
    env.handle = await createTestDb(driver);
    forgetTeamLogos(env.handle.db);
    env.api = createCaller(testContext(env.handle.db, now));
  });
  afterEach(() => env.handle.close());
  return env;
}

/** "CODE: message" of a call that must fail (a tRPC error's code and message). */
export async function errorOf(call: Promise<unknown>): Promise<string> {
  const error = (await call.catch((e: unknown) => e)) as { code?: string; message?: string };
  return `${error.code}: ${error.message}`;
}

type NewResult = typeof matchResults.$inferInsert;

let nextResultId = 900_000;

/** One archived result (match_results); by default team 1 beat team 2, 2–1, in cs2. */
export async function addResult(db: Db, row: Partial<NewResult> & { finishedAt: Date }): Promise<NewResult & { id: number }> {
  const value = {
    id: nextResultId++,
    game: "cs2" as const,
    teamAId: 1,
    teamAName: "Alpha",
    teamBId: 2,
    teamBName: "Bravo",
    teamAScore: 2,
    teamBScore: 1,
    winnerId: 1,
    ...row,
  };
  await db.insert(matchResults).values(value);
  return value;
}

export const addTeam = (db: Db, row: typeof teams.$inferInsert) => db.insert(teams).values(row);
export const addPlayer = (db: Db, row: typeof players.$inferInsert) => db.insert(players).values(row);
