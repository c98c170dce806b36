import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { DbHandle } from "@eb/db";
import { createTestDb, type TestDriver } from "@eb/db/testing";
import { startFakePandaScore, type FakePandaScore } from "../../../../tests/fake-pandascore";
import { PandaScoreProvider } from "../esports-sync/pandascore/provider";
import type { SyncDeps } from "../esports-sync/sync-source";
import { silentLog, testClock } from "../esports-sync/test-support";

/**
 * Test-only: a fake PandaScore server for the describe block, and per test a fresh database,
 * a controlled clock and cleared faults. Call inside `describe`; read the fields inside tests.
 */
export function useProviderTestEnv(driver: TestDriver, token: string) {
  const env = {
    fake: undefined as unknown as FakePandaScore,
    handle: undefined as unknown as DbHandle,
    clock: testClock(),
    deps: (over: Partial<SyncDeps> = {}): SyncDeps => ({
      db: env.handle.db,
      provider: new PandaScoreProvider({ token, baseUrl: env.fake.url, timeoutMs: 400 }),
      log: silentLog,
      now: env.clock.now,
      ...over,
    }),
  };
  beforeAll(async () => {
    env.fake = await startFakePandaScore({ token });
  });
  afterAll(() => env.fake.close());
  beforeEach(async () => {
    env.handle = await createTestDb(driver);
    env.clock = testClock();
    env.fake.clearFaults();
    env.fake.requests.length = 0;
  });
  afterEach(() => env.handle.close());
  return env;
}
