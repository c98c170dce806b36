import { queryRows, sql, type Db } from "@eb/db";
import { DEFAULT_LIMITS, HOUR_MS } from "../platform";
import { usageStatus, type UsageStatus } from "./usage-thresholds";

/** Spec 9: top endpoints 10; history the last 12 of 24 hours. */
export const TOP_ENDPOINTS = 10;
export const HISTORY_HOURS = 12;

export type ApiUsageMonitor = UsageStatus & {
  limit: number;
  callsLastHour: number;
  topEndpoints: { endpoint: string; calls: number }[];
  /** Oldest first, one bucket per clock hour (UTC), the current hour last; empty hours are 0. */
  hourly: { hourStart: string; calls: number }[];
  checkedAt: string;
};

/**
 * The Debug Tools API usage monitor, aggregated in SQL over api_usage_events (no event rows leave
 * the database). "Last hour" is the limiter's own window (reserveCall: created_at after now - 1 h),
 * so the figure is the one the next provider call is checked against. The esports provider's calls
 * only: the odds feed has its own quota and its own card.
 */
export async function apiUsageMonitor(db: Db, now: Date, limit = DEFAULT_LIMITS.perHour): Promise<ApiUsageMonitor> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const [total] = await queryRows<{ calls: number }>(
    db,
    "debug.api-calls-last-day",
    sql`select count(*)::int as calls from api_usage_events where provider = 'esports' and created_at > ${since}::timestamptz`,
  );
  const top = await queryRows<{ endpoint: string; calls: number }>(
    db,
    "debug.top-endpoints",
    sql`
      select endpoint, count(*)::int as calls from api_usage_events
      where provider = 'esports' and created_at > ${since}::timestamptz
      group by endpoint order by calls desc, endpoint asc limit ${TOP_ENDPOINTS}`,
  );
  const callsLastHour = Number(total?.calls ?? 0);
  return {
    limit,
    callsLastHour,
    ...usageStatus(callsLastHour, limit),
    topEndpoints: top.map((r) => ({ endpoint: r.endpoint, calls: Number(r.calls) })),
    hourly: await hourlyCalls(db, now),
    checkedAt: now.toISOString(),
  };
}

/**
 * Calls per clock hour for the last 12 hours, zero-filled by generate_series. Buckets are hours
 * since the epoch, so neither driver's session time zone can shift them.
 */
async function hourlyCalls(db: Db, now: Date): Promise<{ hourStart: string; calls: number }[]> {
  const current = Math.floor(now.getTime() / HOUR_MS);
  const first = current - (HISTORY_HOURS - 1);
  const rows = await queryRows<{ hour: number | string; calls: number }>(
    db,
    "debug.hourly-api-calls",
    sql`
      select h.hour, coalesce(c.calls, 0)::int as calls
      from generate_series(${first}::bigint, ${current}::bigint) as h(hour)
      left join (
        select floor(extract(epoch from created_at) / 3600)::bigint as hour, count(*) as calls
        from api_usage_events
        where provider = 'esports' and created_at >= ${new Date(first * HOUR_MS).toISOString()}::timestamptz
          and created_at < ${new Date((current + 1) * HOUR_MS).toISOString()}::timestamptz
        group by 1
      ) c on c.hour = h.hour
      order by h.hour`,
  );
  return rows.map((r) => ({ hourStart: new Date(Number(r.hour) * HOUR_MS).toISOString(), calls: Number(r.calls) }));
}
