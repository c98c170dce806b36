import { dropRunDatabases, newTestRunId, TEST_RUN_ENV, testDrivers } from "@eb/db/testing";

/**
 * Names this vitest run, so its workers keep their test databases and reuse them (see
 * packages/db/src/testing), and drops the run's PostgreSQL databases when it ends.
 */
export default function setup() {
  const runId = newTestRunId();
  process.env[TEST_RUN_ENV] = runId;
  return async () => {
    if (testDrivers().includes("pg")) await dropRunDatabases(runId);
  };
}
