import { queryRows, sql, type SQL } from "@eb/db";
import { sessionActivityDeltas, sessionLengthDeltas, sessionMergeSql } from "../rollup/session-deltas";
import type { HourSpan } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { at, inSpan, num } from "./span-filter";

export type ClassCount = { name: string; sessions: number };
export type SessionBreakdown = { total: number; devices: ClassCount[]; browsers: ClassCount[] };
export type SessionLengths = { short: number; medium: number; long: number };

/** The tail's sessions merged with what the rollups know of them (see rollup/session-deltas). */
const tailMerge = (snapshot: RollupSnapshot): SQL => sql`(${sessionMergeSql(snapshot.tail.events)})`;

/**
 * Distinct sessions active in a span, exactly: each session has one activity row per active hour
 * with its previous active hour, so it is counted once, at its first hour in the span (its
 * previous one is before the span or none). The raw tail's changes to those rows are added.
 */
export async function uniqueSessions(snapshot: RollupSnapshot, span: HourSpan, opts: { breakdown: boolean }): Promise<SessionBreakdown> {
  const activity = sql`(
    select hour, prev_hour, device, browser, n from analytics_session_activity where ${inSpan(sql`hour`, span)}
    union all
    select hour, prev_hour, device, browser, n from (${sessionActivityDeltas(tailMerge(snapshot))}) d where ${inSpan(sql`hour`, span)}
  )`;
  const firstInSpan = sql`a.prev_hour is null or a.prev_hour < ${at(span.fromHour)}`;
  if (!opts.breakdown) {
    const [row] = await queryRows<{ n: unknown }>(snapshot.tx, "analytics.unique-sessions", sql`select sum(a.n) as n from ${activity} a where ${firstInSpan}`);
    return { total: num(row?.n), devices: [], browsers: [] };
  }
  // One small group per (device, browser) pair; the classes and the total are summed from it here.
  const rows = await queryRows<{ device: string; browser: string; n: unknown }>(
    snapshot.tx,
    "analytics.unique-sessions-by-device",
    sql`select a.device, a.browser, sum(a.n) as n from ${activity} a where ${firstInSpan} group by 1, 2`,
  );
  const classes = (name: (r: (typeof rows)[number]) => string) => {
    const sums = new Map<string, number>();
    for (const r of rows) sums.set(name(r), (sums.get(name(r)) ?? 0) + num(r.n));
    return [...sums]
      .filter(([, sessions]) => sessions > 0)
      .map(([className, sessions]) => ({ name: className || "Unknown", sessions }))
      .sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name));
  };
  return {
    total: rows.reduce((sum, r) => sum + num(r.n), 0),
    devices: classes((r) => r.device),
    browsers: classes((r) => r.browser),
  };
}

/** Sessions that started in the span, by length so far (first to last event). */
export async function sessionLengths(snapshot: RollupSnapshot, span: HourSpan): Promise<SessionLengths> {
  const rows = await queryRows<{ bucket: keyof SessionLengths; n: unknown }>(
    snapshot.tx,
    "analytics.session-lengths",
    sql`
      select l.bucket, sum(l.n) as n from (
        select start_hour, bucket, n from analytics_session_lengths where ${inSpan(sql`start_hour`, span)}
        union all
        select start_hour, bucket, n from (${sessionLengthDeltas(tailMerge(snapshot))}) d where ${inSpan(sql`start_hour`, span)}
      ) l group by l.bucket`,
  );
  const lengths: SessionLengths = { short: 0, medium: 0, long: 0 };
  for (const r of rows) if (r.bucket in lengths) lengths[r.bucket] = num(r.n);
  return lengths;
}
