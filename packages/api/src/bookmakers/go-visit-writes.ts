import { sql, type Db } from "@eb/db";
import { INGEST_BARRIER_KEY } from "../analytics";
import { insertAffiliateClicks, type AffiliateClick } from "../revenue";
import { insertRedirectHits, type RedirectHit } from "./redirects";
import { settleSharedVisits, type SharedCountingLimits, type SharedVisit } from "./shared-click-counting";

/** A hit this instance's counter recorded, with its click (when it got an id), queued for the batched write. */
export type GoVisitRow = { hit: RedirectHit; click: AffiliateClick | null; shared: SharedVisit };

/**
 * Writes a batch of recorded /go visits in one transaction: settles them against the other
 * instances (shared-click-counting.ts), then stores only the hits and clicks that count, so
 * click_count, redirect_hits and affiliate_clicks agree across instances. Both ingest barriers
 * are held (the rollup job reads neither table past a row still in flight), taken before any row
 * lock, as every writer of these tables does.
 */
export async function writeGoVisits(db: Db, rows: GoVisitRow[], limits: SharedCountingLimits): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${INGEST_BARRIER_KEY.redirects}), pg_advisory_xact_lock_shared(${INGEST_BARRIER_KEY.clicks})`);
    const counted = (
      await settleSharedVisits(
        tx,
        rows.map((r) => r.shared),
        limits,
      )
    ).map((i) => rows[i]!);
    await insertRedirectHits(
      tx,
      counted.map((r) => r.hit),
    );
    await insertAffiliateClicks(
      tx,
      counted.flatMap((r) => (r.click ? [r.click] : [])),
    );
  });
}
