import { randomUUID } from "node:crypto";
import type { Db } from "@eb/db";
import { claimJobRun, finishJobRun } from "./job-runs";
import type { Job } from "./job";
import type { LeaderLock } from "./leader-lock";
import type { TaskLog } from "../platform";

export type SchedulerOptions = {
  db: Db;
  jobs: Job[];
  lock: LeaderLock;
  log: TaskLog;
  now: () => Date;
  /** Runs once, when this instance first becomes the leader (the start-up full sync). */
  onFirstLead?: () => Promise<unknown>;
  /**
   * Manual operations an admin queued (full sync, cleanup): run by the lock holder before its
   * periodic jobs and between them. Given the instance id, so rows record who runs them.
   */
  operations?: { pending: (instanceId: string) => Promise<boolean>; runQueued: (instanceId: string) => Promise<unknown> };
  instanceId?: string;
};

/**
 * In-process scheduler: on each tick the instance holding the leader lock runs the jobs that
 * are due, one after another. Ticks never overlap; non-leaders only try to take the lock.
 */
export class JobScheduler {
  readonly instanceId: string;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<string[]> | null = null;
  private followUp: Promise<string[]> | null = null;
  private led = false;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {
    this.instanceId = options.instanceId ?? randomUUID();
  }

  /**
   * Runs what is due now; returns the names of the jobs this instance ran. Asked while a run is
   * under way (an admin queued an operation), it runs once more right after that one, and answers
   * with that follow-up run; every caller meanwhile shares it.
   */
  tick(): Promise<string[]> {
    if (!this.current) {
      this.current = this.runDue().finally(() => (this.current = null));
      return this.current;
    }
    this.followUp ??= this.current
      .catch(() => [])
      .then(() => {
        this.followUp = null;
        return this.tick();
      });
    return this.followUp;
  }

  /** With no periodic jobs this instance serves manual operations only: it takes the lock just for them. */
  private get operationsOnly(): boolean {
    return this.options.jobs.length === 0 && !this.options.onFirstLead;
  }

  private async runQueued(): Promise<boolean> {
    const ops = this.options.operations;
    if (!ops || this.stopped) return false;
    await ops.runQueued(this.instanceId);
    return true;
  }

  private async runDue(): Promise<string[]> {
    const { db, jobs, lock, log, now, operations } = this.options;
    if (this.stopped) return [];
    if (this.operationsOnly) {
      if (!operations || !(await operations.pending(this.instanceId)) || !(await lock.tryAcquire())) return [];
      try {
        await this.runQueued();
      } finally {
        // Never keep the lock: an instance that has periodic jobs must be able to lead.
        await lock.release();
      }
      return ["operations"];
    }
    if (!(await lock.tryAcquire())) return [];
    const ran: string[] = [];
    if (await this.runQueued()) ran.push("operations");
    if (!this.led) {
      this.led = true;
      log.info({ instanceId: this.instanceId }, "sync leader: running start-up sync");
      await this.options.onFirstLead?.().catch((err) => log.error({ err }, "start-up sync failed"));
      // The start-up run did these jobs' work: their intervals start counting from here.
      for (const job of jobs) if (job.coveredByStartup) await claimJobRun(db, job.name, 0, now(), this.instanceId);
      ran.push("startup");
    }
    for (const job of jobs) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() sets it while this run awaits; TypeScript keeps the narrowing from the check at the top across awaits (microsoft/TypeScript#9998).
      if (this.stopped) break;
      if (!(await claimJobRun(db, job.name, job.everyMs, now(), this.instanceId))) continue;
      await this.runQueued();
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
