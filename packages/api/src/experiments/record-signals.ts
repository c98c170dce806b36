import { sql } from "drizzle-orm";
import { abTestAssignments, abTestResults, abTests } from "@eb/db/schema";
import type { DbOrTx } from "../platform";
import { variantFor, type RunningTest } from "./running-tests";
import { isAffiliateMetric, METRIC_EVENT, type ExperimentSignals } from "./signals";

/**
 * Writes a batch of beacons' experiment signals, all of server-issued sessions (signal-recorder.ts):
 * first the exposures (the variant is always the one the session's hash gives, whatever the browser
 * says; a session keeps its first exposure), then the conversions: an event of a running test's
 * target metric, later than the session's exposure by the visitor's own clock. One row per test,
 * session and metric, so nothing grows per event.
 */
export async function recordExperimentSignals(db: DbOrTx, running: readonly RunningTest[], signals: ExperimentSignals): Promise<void> {
  if (running.length === 0) return;
  const exposures = signals.exposures.flatMap((e) => {
    const test = running.find((t) => t.id === e.testId);
    const variant = test && variantFor(test, e.sessionId);
    return variant ? [{ testId: e.testId, variantId: variant.id, sessionId: e.sessionId, exposedTs: e.ts, exposedAt: e.at }] : [];
  });
  if (exposures.length > 0) await db.insert(abTestAssignments).values(exposures).onConflictDoNothing();

  // The affiliate metrics have no signal here: they are read from the programmes' reports.
  const metrics = new Set(running.flatMap((t) => (isAffiliateMetric(t.targetMetric) ? [] : [METRIC_EVENT[t.targetMetric]])));
  const conversions = signals.conversions.filter((c) => metrics.has(c.eventType));
  if (conversions.length === 0) return;
  const col = (pick: (c: (typeof conversions)[number]) => unknown) => sql.param(conversions.map(pick));
  await db.execute(sql`
    insert into ${abTestResults} (test_id, variant_id, event_type, session_id, created_at)
    select distinct on (a.test_id, a.session_id) a.test_id, a.variant_id, c.event_type, a.session_id, c.created_at
    from unnest(${col((c) => c.sessionId)}::text[], ${col((c) => c.eventType)}::text[], ${col((c) => c.ts)}::bigint[], ${col((c) => c.at.toISOString())}::timestamptz[])
      as c(session_id, event_type, ts, created_at)
    join ${abTestAssignments} a on a.session_id = c.session_id and c.ts > a.exposed_ts
    join ${abTests} t on t.id = a.test_id and t.status = 'running'
    join unnest(${sql.param(Object.keys(METRIC_EVENT))}::text[], ${sql.param(Object.values(METRIC_EVENT))}::text[]) as m(metric, event_type)
      on m.metric = t.target_metric and m.event_type = c.event_type
    order by a.test_id, a.session_id, c.ts
    on conflict do nothing`);
}
