import type { FastifyInstance } from "fastify";
import { createTestDb, type TestDriver } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { seedDemoData } from "@eb/db/seed";
import { loadConfig, type Config } from "@eb/config";
import { buildApp, type AppDeps } from "../app";

export type TestApp = { app: FastifyInstance; handle: DbHandle; config: Config; close: () => Promise<void> };

/**
 * A real app over a fresh database (optionally holding the demo world), for inject() tests.
 * The driver is required: every server test runs on each of `testDrivers()`, never on one by default.
 */
export async function createTestApp(opts: {
  driver: TestDriver;
  now?: Date;
  seed?: boolean;
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
}): Promise<TestApp> {
  const handle = await createTestDb(opts.driver);
  const now = opts.now ?? new Date();
  if (opts.seed ?? true) await seedDemoData(handle.db, now);
  const config = loadConfig({ LOG_LEVEL: "silent", SYNC_JOBS: "false", ...opts.env });
  const app = await buildApp({ config, handle, now: () => now, renderCacheMs: 0, ...opts.deps });
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
