import { sql, type SQL } from "@eb/db";
import { rowsOf } from "../../sync/store/rows";
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
    const [row] = rowsOf<{ n: unknown }>(await snapshot.tx.execute(sql`select sum(a.n) as n from ${activity} a where ${firstInSpan}`));
    return { total: num(row?.n), devices: [], browsers: [] };
  }
  const rows = rowsOf<{ device: string | null; browser: string | null; g: number; n: unknown }>(
    await snapshot.tx.execute(sql`
      select a.device, a.browser, grouping(a.device, a.browser) as g, sum(a.n) as n
      from ${activity} a where ${firstInSpan}
      group by grouping sets ((a.device), (a.browser), ())`),
  );
  // grouping(): 1 = browser rolled up (a device row), 2 = device rolled up (a browser row), 3 = the total.
  const classes = (g: number, name: (r: (typeof rows)[number]) => string | null) =>
    rows
      .filter((r) => Number(r.g) === g && num(r.n) > 0)
      .map((r) => ({ name: name(r) ?? "Unknown", sessions: num(r.n) }))
      .sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name));
  return {
    total: num(rows.find((r) => Number(r.g) === 3)?.n),
    devices: classes(1, (r) => r.device),
    browsers: classes(2, (r) => r.browser),
  };
}

/** Sessions that started in the span, by length so far (first to last event). */
export async function sessionLengths(snapshot: RollupSnapshot, span: HourSpan): Promise<SessionLengths> {
  const rows = rowsOf<{ bucket: keyof SessionLengths; n: unknown }>(
    await snapshot.tx.execute(sql`
      select l.bucket, sum(l.n) as n from (
        select start_hour, bucket, n from analytics_session_lengths where ${inSpan(sql`start_hour`, span)}
        union all
        select start_hour, bucket, n from (${sessionLengthDeltas(tailMerge(snapshot))}) d where ${inSpan(sql`start_hour`, span)}
      ) l group by l.bucket`),
  );
  const lengths: SessionLengths = { short: 0, medium: 0, long: 0 };
  for (const r of rows) if (r.bucket in lengths) lengths[r.bucket] = num(r.n);
  return lengths;
}
