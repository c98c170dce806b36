import { sql, type SQL } from "@eb/db";
import type { RollupGrain } from "@eb/db/schema";
import { grainBuckets } from "./grains";

/** Events per type per bucket: (grain, bucket, event_type, n). */
export function eventTypeDeltas(facts: SQL, grains: readonly RollupGrain[]): SQL {
  return sql`select g.grain, g.bucket, f.event_type, count(*)::bigint as n from ${facts} f ${grainBuckets(grains)} group by 1, 2, 3`;
}

/** Consented tracker clicks per bookmaker: (grain, bucket, bookmaker_id, tracked_clicks, redirect_clicks). */
export function trackedClickDeltas(facts: SQL, grains: readonly RollupGrain[]): SQL {
  return sql`
    select g.grain, g.bucket, f.bookmaker_id, count(*)::bigint as tracked_clicks, 0::bigint as redirect_clicks
    from ${facts} f ${grainBuckets(grains)} where f.event_type = 'bookmaker_click' group by 1, 2, 3`;
}

/** Server-side /go clicks per bookmaker, same shape as `trackedClickDeltas`; refused clicks are no clicks. */
export function redirectClickDeltas(facts: SQL, grains: readonly RollupGrain[]): SQL {
  return sql`
    select g.grain, g.bucket, f.bookmaker_id, 0::bigint as tracked_clicks, count(*)::bigint as redirect_clicks
    from ${facts} f ${grainBuckets(grains)} where f.kind = 'click' group by 1, 2, 3`;
}

/** Consented page views per visitor country: (grain, bucket, country, views, clicks, refused). */
export function countryViewDeltas(facts: SQL, grains: readonly RollupGrain[]): SQL {
  return sql`
    select g.grain, g.bucket, f.country, count(*)::bigint as views, 0::bigint as clicks, 0::bigint as refused
    from ${facts} f ${grainBuckets(grains)} where f.event_type = 'page_view' group by 1, 2, 3`;
}

/** Server-side /go clicks and refused clicks per visitor country, same shape as `countryViewDeltas`. */
export function countryClickDeltas(facts: SQL, grains: readonly RollupGrain[]): SQL {
  return sql`
    select g.grain, g.bucket, f.country, 0::bigint as views,
      count(*) filter (where f.kind = 'click')::bigint as clicks, count(*) filter (where f.kind = 'refused')::bigint as refused
    from ${facts} f ${grainBuckets(grains)} group by 1, 2, 3`;
}
