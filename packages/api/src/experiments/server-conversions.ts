import { sql } from "drizzle-orm";
import { abTestAssignments, abTestResults, abTests } from "@eb/db/schema";
import type { DbOrTx } from "../platform";
import { METRIC_EVENT } from "./signals";

/** A `/go` affiliate click the server itself saw, from a request carrying a valid experiment cookie. */
export type ServerConversion = { sessionId: string; at: Date };

/**
 * How much later than the click the exposure may have been recorded and still count. The tracker
 * sends the beacon holding the exposure as the link is clicked, so it can reach the server just
 * after the `/go` request; clicks are held this long before they are written (signal-recorder.ts).
 */
export const EXPOSURE_GRACE_MS = 10_000;

/**
 * The `conversion_rate` metric, recorded from the server's own observation of the `/go` request, never
 * from a beacon: one row per test and session (its first click), for running tests of that metric
 * whose session was exposed no later than the click (by the server's clock, within the grace).
 */
export async function recordServerConversions(db: DbOrTx, clicks: readonly ServerConversion[]): Promise<void> {
  if (clicks.length === 0) return;
  await db.execute(sql`
    insert into ${abTestResults} (test_id, variant_id, event_type, session_id, created_at)
    select distinct on (a.test_id, a.session_id) a.test_id, a.variant_id, ${METRIC_EVENT.conversion_rate}, a.session_id, c.created_at
    from unnest(${sql.param(clicks.map((c) => c.sessionId))}::text[], ${sql.param(clicks.map((c) => c.at.toISOString()))}::timestamptz[])
      as c(session_id, created_at)
    join ${abTestAssignments} a on a.session_id = c.session_id and a.exposed_at <= c.created_at + ${sql.raw(`interval '${EXPOSURE_GRACE_MS} milliseconds'`)}
    join ${abTests} t on t.id = a.test_id and t.status = 'running' and t.target_metric = 'conversion_rate'
    order by a.test_id, a.session_id, c.created_at
    on conflict do nothing`);
}
