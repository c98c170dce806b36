import { sql, type SQL } from "@eb/db";
import type { RollupGrain } from "@eb/db/schema";
import type { DbOrTx } from "../../platform";
import { utcDay, utcHour } from "./event-facts";
import { BOTH_GRAINS, grainBuckets } from "./grains";

/**
 * One row per affiliate click (revenue domain) and dimension it is counted under: its bookmaker,
 * page, placement and country ('' when unknown), and each experiment variant it was in
 * ('testId:variantId'; '' for a click in no test). The rollup job and the Revenue card's raw tail
 * both read clicks through this, so they agree.
 */
export function clickFactsSql(where: SQL): SQL {
  return sql`
    select ${utcHour(sql`c.created_at`)} as hour, ${utcDay(sql`c.created_at`)} as day, d.dimension, d.key
    from affiliate_clicks c
    cross join lateral (
      values ('bookmaker', c.bookmaker_id::text), ('page', coalesce(c.page, '')), ('placement', coalesce(c.placement, '')),
        ('country', coalesce(c.country, ''))
      union all
      select 'variant', coalesce((e.value ->> 'testId') || ':' || (e.value ->> 'variantId'), '')
      from (select 1) one left join lateral jsonb_array_elements(c.variants) e on true
    ) d(dimension, key)
    where ${where}`;
}

/** Clicks per bucket, dimension and key: (grain, dimension, bucket, key, clicks). */
export function clickDeltas(facts: SQL, grains: readonly RollupGrain[]): SQL {
  return sql`select g.grain, f.dimension, g.bucket, f.key, count(*)::bigint as clicks from ${facts} f ${grainBuckets(grains)} group by 1, 2, 3, 4`;
}

/** Adds the affiliate clicks with ids in (lo, hi] to affiliate_click_rollups. Runs inside the caller's transaction. */
export async function applyClickBatch(tx: DbOrTx, lo: number, hi: number): Promise<void> {
  await tx.execute(sql`
    insert into affiliate_click_rollups as t (grain, dimension, bucket, key, clicks)
    select * from (${clickDeltas(sql`(${clickFactsSql(sql`c.id > ${lo} and c.id <= ${hi}`)})`, BOTH_GRAINS)}) d
    on conflict (grain, dimension, bucket, key) do update set clicks = t.clicks + excluded.clicks`);
}
