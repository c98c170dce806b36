import { afterAll, beforeAll } from "vitest";
import { createDb, type DbHandle } from "@eb/db/client";
import { createTestDb } from "@eb/db/testing";
import { startFakePandaScore, type FakePandaScore } from "../fake-pandascore";
import { databaseUrlOf } from "./database-url";

/**
 * Two server instances' database handles (two connection pools) on one fresh PostgreSQL database,
 * and a fake PandaScore answering to `token`, for the describe block. Read the fields inside tests.
 */
export function useTwoInstances(token: string) {
  const env = {
    fake: undefined as unknown as FakePandaScore,
    first: undefined as unknown as DbHandle,
    second: undefined as unknown as DbHandle,
  };
  beforeAll(async () => {
    env.fake = await startFakePandaScore({ token });
    env.first = await createTestDb("pg");
    env.second = createDb({ driver: "pg", url: await databaseUrlOf(env.first), poolSize: 3 });
  });
  afterAll(async () => {
    await env.second.close();
    await env.first.close();
    await env.fake.close();
  });
  return env;
}
