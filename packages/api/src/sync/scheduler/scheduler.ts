import { randomUUID } from "node:crypto";
import type { Db } from "@eb/db";
import { claimJobRun, finishJobRun } from "./job-runs";
import type { Job } from "./jobs";
import type { LeaderLock } from "./leader-lock";
import type { SyncLog } from "../types";

export type SchedulerOptions = {
  db: Db;
  jobs: Job[];
  lock: LeaderLock;
  log: SyncLog;
  now: () => Date;
  /** Runs once, when this instance first becomes the leader (the start-up full sync). */
  onFirstLead?: () => Promise<unknown>;
  instanceId?: string;
};

/**
 * In-process scheduler: on each tick the instance holding the leader lock runs the jobs that
 * are due, one after another. Ticks never overlap; non-leaders only try to take the lock.
 */
export class SyncScheduler {
  readonly instanceId: string;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<string[]> | null = null;
  private led = false;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {
    this.instanceId = options.instanceId ?? randomUUID();
  }

  /** Runs what is due now; returns the names of the jobs this instance ran. */
  tick(): Promise<string[]> {
    this.current ??= this.runDue().finally(() => (this.current = null));
    return this.current;
  }

  private async runDue(): Promise<string[]> {
    const { db, jobs, lock, log, now } = this.options;
    if (this.stopped || !(await lock.tryAcquire())) return [];
    const ran: string[] = [];
    if (!this.led) {
      this.led = true;
      log.info({ instanceId: this.instanceId }, "sync leader: running start-up sync");
      await this.options.onFirstLead?.().catch((err) => log.error({ err }, "start-up sync failed"));
      // The start-up sync covered every source: the periodic jobs start counting from here.
      for (const job of jobs) if (job.name !== "cleanup") await claimJobRun(db, job.name, 0, now(), this.instanceId);
      ran.push("startup");
    }
    for (const job of jobs) {
      if (this.stopped) break;
      if (!(await claimJobRun(db, job.name, job.everyMs, now(), this.instanceId))) continue;
      try {
        await job.run();
      } catch (err) {
        log.error({ err, job: job.name }, "sync job failed");
      }
      await finishJobRun(db, job.name, now());
      ran.push(job.name);
    }
    return ran;
  }

  start(tickMs: number): void {
    const run = () => void this.tick().catch((err) => this.options.log.error({ err }, "sync tick failed"));
    run();
    this.timer = setInterval(run, tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.current?.catch(() => undefined);
    await this.options.lock.release();
  }
}
