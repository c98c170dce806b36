import { seedDemoHistory, type Log } from "@eb/api";
import type { Db } from "@eb/db";

export type DemoHistoryJob = { done: Promise<void>; stop(): Promise<void> };

/**
 * Writes the demo's analytics history (DEMO_HISTORY) after the server listens, so start-up does not
 * wait for it: a day per transaction, so pages keep answering meanwhile even on the embedded
 * database. `onSeeded` lets the rollups catch up at once rather than at their next tick. Stopping
 * (shutdown) ends it between two days; the next start writes the rest.
 */
export function startDemoHistory(db: Db, log: Pick<Log, "info" | "error">, onSeeded: () => void): DemoHistoryJob {
  const abort = new AbortController();
  const started = performance.now();
  const done = seedDemoHistory(db, new Date(), { signal: abort.signal })
    .then((outcome) => {
      const ms = Math.round(performance.now() - started);
      if (outcome.status === "seeded") {
        log.info({ ...outcome, ms }, "demo history written: 90 days of labelled demo analytics and A/B tests");
        onSeeded();
      } else if (outcome.status === "has_traffic") log.info("demo history not written: the analytics store already holds traffic");
      else if (outcome.status === "stopped") log.info({ ms }, "demo history paused by shutdown; the next start writes the rest");
    })
    .catch((err: unknown) => log.error({ err }, "demo history failed"));
  return {
    done,
    stop: async () => {
      abort.abort();
      await done;
    },
  };
}
