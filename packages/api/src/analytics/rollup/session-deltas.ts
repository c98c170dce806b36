import { sql, type SQL } from "@eb/db";
import { utcHour } from "./event-facts";

/** Spec 9: short under 30 s, medium 30 s to 3 min, long over 3 min (first to last event). */
export const SHORT_SESSION_SECONDS = 30;
export const LONG_SESSION_SECONDS = 180;

const lengthBucket = (first: SQL, last: SQL) => sql`
  case when extract(epoch from ${last} - ${first}) < ${SHORT_SESSION_SECONDS} then 'short'
       when extract(epoch from ${last} - ${first}) <= ${LONG_SESSION_SECONDS} then 'medium'
       else 'long' end`;

/**
 * Each session the facts touch, before and after counting them: its active hours (hours since
 * the epoch, sorted), first and last event, device and browser (a tab keeps one user agent; the
 * classes of its first rollup are kept).
 * Columns: session_id, old_hours, new_hours, old_first, old_last, new_first, new_last, device, browser.
 */
export function sessionMergeSql(facts: SQL): SQL {
  return sql`
    select b.session_id, s.hours as old_hours,
      case when s.hours is null then b.hours
           else array(select h from unnest(s.hours || b.hours) as u(h) group by h order by h) end as new_hours,
      s.first_at as old_first, s.last_at as old_last,
      least(s.first_at, b.first_at) as new_first, greatest(s.last_at, b.last_at) as new_last,
      coalesce(s.device, b.device) as device, coalesce(s.browser, b.browser) as browser
    from (
      -- Per session and hour first (a hash aggregate), then per session: sorting only the few hours each session has.
      select sh.session_id, array_agg(sh.h order by sh.h) as hours, min(sh.first_at) as first_at, max(sh.last_at) as last_at,
        min(sh.device) as device, min(sh.browser) as browser
      from (
        select f.session_id, (extract(epoch from f.hour) / 3600)::int as h, min(f.created_at) as first_at, max(f.created_at) as last_at,
          min(f.device) as device, min(f.browser) as browser
        from ${facts} f where f.session_id is not null group by 1, 2
      ) sh
      group by sh.session_id
    ) b
    left join analytics_sessions s on s.session_id = b.session_id`;
}

/**
 * How the (hour, prev_hour, device, browser) counts change: every pair of consecutive active
 * hours after the merge counts +1, every pair before it -1 (unchanged pairs cancel out), so an
 * event that arrives late, between two hours already counted, is handled exactly too.
 */
export function sessionActivityDeltas(merge: SQL): SQL {
  return sql`
    select to_timestamp(x.h * 3600) as hour, to_timestamp(x.p * 3600) as prev_hour, x.device, x.browser, sum(x.d)::bigint as n
    from (
      select m.device, m.browser, u.h, lag(u.h) over (partition by m.session_id order by u.h) as p, 1 as d
      from ${merge} m cross join lateral unnest(m.new_hours) as u(h)
      union all
      select m.device, m.browser, u.h, lag(u.h) over (partition by m.session_id order by u.h) as p, -1 as d
      from ${merge} m cross join lateral unnest(m.old_hours) as u(h) where m.old_hours is not null
    ) x
    group by x.h, x.p, x.device, x.browser having sum(x.d) <> 0`;
}

/** How the (start_hour, bucket) counts change as sessions start, grow or gain an earlier event. */
export function sessionLengthDeltas(merge: SQL): SQL {
  return sql`
    select x.start_hour, x.bucket, sum(x.d)::bigint as n
    from (
      select ${utcHour(sql`m.new_first`)} as start_hour, ${lengthBucket(sql`m.new_first`, sql`m.new_last`)} as bucket, 1 as d from ${merge} m
      union all
      select ${utcHour(sql`m.old_first`)}, ${lengthBucket(sql`m.old_first`, sql`m.old_last`)}, -1 from ${merge} m where m.old_first is not null
    ) x
    group by 1, 2 having sum(x.d) <> 0`;
}
