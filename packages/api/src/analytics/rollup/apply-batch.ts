import { sql, type SQL } from "@eb/db";
import type { DbOrTx } from "../../platform";
import { countryClickDeltas, countryViewDeltas, trackedClickDeltas, eventTypeDeltas, redirectClickDeltas } from "./count-deltas";
import { eventFactsSql, redirectFactsSql } from "./event-facts";
import { BOTH_GRAINS } from "./grains";
import { addRedirectHitHours } from "./hit-hours";
import { pageDeltas } from "./page-deltas";
import { sessionActivityDeltas, sessionLengthDeltas, sessionMergeSql } from "./session-deltas";

const addBookmakerCounts = (deltas: SQL) => sql`
  insert into analytics_rollup_bookmakers as t (grain, bucket, bookmaker_id, tracked_clicks, redirect_clicks)
  select * from (${deltas}) d
  on conflict (grain, bucket, bookmaker_id) do update
  set tracked_clicks = t.tracked_clicks + excluded.tracked_clicks, redirect_clicks = t.redirect_clicks + excluded.redirect_clicks`;

/** Countries are ISO codes the server derived (or ''), so a bucket holds at most ~250 rows. */
const addCountryCounts = (deltas: SQL) => sql`
  insert into analytics_rollup_countries as t (grain, bucket, country, views, clicks, refused)
  select * from (${deltas}) d
  on conflict (grain, bucket, country) do update
  set views = t.views + excluded.views, clicks = t.clicks + excluded.clicks, refused = t.refused + excluded.refused`;

/** Adds the analytics events with ids in (lo, hi] to every rollup. Runs inside the caller's transaction. */
export async function applyEventBatch(tx: DbOrTx, lo: number, hi: number): Promise<void> {
  const batch = sql`rollup_batch`;
  const sessions = sql`rollup_sessions`;
  await tx.execute(sql`create temp table rollup_batch on commit drop as ${eventFactsSql(sql`e.id > ${lo} and e.id <= ${hi}`)}`);
  // Temporary tables have no statistics until analysed; the joins below are planned on them.
  await tx.execute(sql`analyze rollup_batch`);
  await tx.execute(sql`
    insert into analytics_event_hours as t (hour, min_id, max_id, events)
    select hour, min(id), max(id), count(*) from rollup_batch group by hour
    on conflict (hour) do update
    set min_id = least(t.min_id, excluded.min_id), max_id = greatest(t.max_id, excluded.max_id), events = t.events + excluded.events`);
  await tx.execute(sql`
    insert into analytics_rollup_events as t (grain, bucket, event_type, n)
    select * from (${eventTypeDeltas(batch, BOTH_GRAINS)}) d
    on conflict (grain, bucket, event_type) do update set n = t.n + excluded.n`);
  await tx.execute(sql`
    insert into analytics_rollup_pages as t (grain, bucket, page, views, clicks, scroll_25, scroll_50, scroll_75, scroll_100)
    select * from (${pageDeltas(batch, BOTH_GRAINS)}) d
    on conflict (grain, bucket, page) do update
    set views = t.views + excluded.views, clicks = t.clicks + excluded.clicks, scroll_25 = t.scroll_25 + excluded.scroll_25,
        scroll_50 = t.scroll_50 + excluded.scroll_50, scroll_75 = t.scroll_75 + excluded.scroll_75, scroll_100 = t.scroll_100 + excluded.scroll_100`);
  await tx.execute(addBookmakerCounts(trackedClickDeltas(batch, BOTH_GRAINS)));
  await tx.execute(addCountryCounts(countryViewDeltas(batch, BOTH_GRAINS)));

  await tx.execute(sql`create temp table rollup_sessions on commit drop as ${sessionMergeSql(batch)}`);
  await tx.execute(sql`analyze rollup_sessions`);
  await tx.execute(sql`
    insert into analytics_session_activity as t (hour, prev_hour, device, browser, n)
    select * from (${sessionActivityDeltas(sessions)}) d
    on conflict on constraint analytics_session_activity_key do update set n = t.n + excluded.n`);
  await tx.execute(sql`
    insert into analytics_session_lengths as t (start_hour, bucket, n)
    select * from (${sessionLengthDeltas(sessions)}) d
    on conflict (start_hour, bucket) do update set n = t.n + excluded.n`);
  await tx.execute(sql`
    insert into analytics_sessions as t (session_id, first_at, last_at, hours, device, browser)
    select session_id, new_first, new_last, new_hours, device, browser from rollup_sessions
    on conflict (session_id) do update set first_at = excluded.first_at, last_at = excluded.last_at, hours = excluded.hours`);
}

/** Adds the /go hits with ids in (lo, hi] to the bookmaker and country rollups and to the hourly hit counts. */
export async function applyRedirectBatch(tx: DbOrTx, lo: number, hi: number): Promise<void> {
  const facts = sql`(${redirectFactsSql(sql`h.id > ${lo} and h.id <= ${hi}`)})`;
  await tx.execute(addBookmakerCounts(redirectClickDeltas(facts, BOTH_GRAINS)));
  await tx.execute(addCountryCounts(countryClickDeltas(facts, BOTH_GRAINS)));
  await tx.execute(addRedirectHitHours(sql`h.id > ${lo} and h.id <= ${hi}`));
}
