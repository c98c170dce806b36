import { queryRows, sql, type Db } from "@eb/db";

/**
 * Claims a job run if it is due (never ran, or last started at least `everyMs` ago), in one
 * statement: of two instances asking at once, only one gets the row back.
 */
export async function claimJobRun(db: Db, job: string, everyMs: number, now: Date, instanceId: string): Promise<boolean> {
  const dueBefore = new Date(now.getTime() - everyMs).toISOString();
  const claimed = await queryRows(
    db,
    "jobs.claim-job-run",
    sql`
    insert into sync_job_runs (job, last_started_at, runs, instance_id)
    values (${job}, ${now.toISOString()}::timestamptz, 1, ${instanceId})
    on conflict (job) do update
      set last_started_at = excluded.last_started_at, runs = sync_job_runs.runs + 1, instance_id = excluded.instance_id
      where sync_job_runs.last_started_at <= ${dueBefore}::timestamptz
    returning job`,
  );
  return claimed.length > 0;
}

export async function finishJobRun(db: Db, job: string, now: Date): Promise<void> {
  await db.execute(sql`update sync_job_runs set last_finished_at = ${now.toISOString()}::timestamptz where job = ${job}`);
}
