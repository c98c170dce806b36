import { sql, type Db } from "@eb/db";
import { affiliateClicks, type ClickVariant } from "@eb/db/schema";
import { INGEST_BARRIER_KEY } from "../analytics";
import type { DbOrTx } from "../platform";

/** One counted /go click as it is stored: where it went and came from, never who made it. */
export type AffiliateClick = {
  clickId: string;
  bookmakerId: number;
  slug: string;
  page: string | null;
  placement: string | null;
  country: string | null;
  /** Only for a consented experiment session (its cookie is issued after consent). */
  experimentSession: string | null;
  variants: ClickVariant[];
  createdAt: Date;
};

/**
 * Writes a batch of clicks in one statement (one parameter per column), as redirect hits are
 * written, under the 'clicks' ingest barrier: the rollup job never reads past an id still in flight.
 */
export async function recordAffiliateClicks(db: Db, clicks: AffiliateClick[]): Promise<void> {
  if (clicks.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${INGEST_BARRIER_KEY.clicks})`);
    await insertAffiliateClicks(tx, clicks);
  });
}

/** recordAffiliateClicks' statement, inside a transaction that holds the 'clicks' ingest barrier. */
export async function insertAffiliateClicks(tx: DbOrTx, clicks: AffiliateClick[]): Promise<void> {
  if (clicks.length === 0) return;
  const col = <K extends keyof AffiliateClick>(k: K) => sql.param(clicks.map((c) => c[k]));
  await tx.execute(sql`
    insert into ${affiliateClicks} (click_id, bookmaker_id, slug, page, placement, country, experiment_session, variants, created_at)
    select c.id, c.b, c.s, c.p, c.pl, c.co, c.e, c.v::jsonb, c.t
    from unnest(${col("clickId")}::text[], ${col("bookmakerId")}::int[], ${col("slug")}::text[], ${col("page")}::text[], ${col("placement")}::text[],
      ${col("country")}::text[], ${col("experimentSession")}::text[], ${sql.param(clicks.map((c) => JSON.stringify(c.variants)))}::text[],
      ${sql.param(clicks.map((c) => c.createdAt.toISOString()))}::timestamptz[]) as c(id, b, s, p, pl, co, e, v, t)
    on conflict (click_id) do nothing`);
}
