/**
 * A periodic job. The instance holding the leader lock runs it when it is due (never ran, or last
 * started `everyMs` ago by any instance: sync_job_runs), so it runs once per interval across all
 * instances. A domain exports its jobs; the root background-jobs.ts hands them to the scheduler.
 */
export type Job = {
  /** Its row in sync_job_runs. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /**
   * The start-up run (the scheduler's `onFirstLead`) already did this job's work, so its interval
   * counts from then instead of it running again at once (the start-up full sync covers every sync
   * job; the daily cleanup is not covered).
   */
  coveredByStartup?: boolean;
};
