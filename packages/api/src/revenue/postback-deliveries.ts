import { desc, eq, queryRows, sql, type Db } from "@eb/db";
import { affiliatePostbackDeliveries, type PostbackOutcome } from "@eb/db/schema";
import type { DbOrTx } from "../platform";

/** Postbacks kept per programme: what the programme card lists. */
export const DELIVERIES_KEPT = 100;
/** Event and transaction are kept as sent, cut to this many characters. */
const TEXT_KEPT = 100;

/** One postback a programme sent and what became of it (never its secret, signature or sender). */
export type PostbackDelivery = {
  bookmakerId: number;
  receivedAt: Date;
  event: string | null;
  transactionId: string | null;
  outcome: PostbackOutcome;
  reason: string | null;
};

/** Printable text only, cut short: what an unauthenticated sender put in a field is shown, never trusted. */
export const keptText = (value: unknown): string | null => {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value)
    .replace(/[^\x20-\x7e]/g, "")
    .trim()
    .slice(0, TEXT_KEPT);
  return text === "" ? null : text;
};

/**
 * Adds deliveries and, in the same statement, deletes what falls beyond the newest
 * DELIVERIES_KEPT of each programme named: storage stays bounded whatever programmes send. (The
 * delete sees the rows from before the insert, so it keeps the newest DELIVERIES_KEPT − k of them
 * for k new ones; only the newest DELIVERIES_KEPT of one batch are written.)
 */
export async function recordDeliveries(db: Db, deliveries: PostbackDelivery[]): Promise<void> {
  const perProgramme = new Map<number, PostbackDelivery[]>();
  for (const d of deliveries) perProgramme.set(d.bookmakerId, [...(perProgramme.get(d.bookmakerId) ?? []), d].slice(-DELIVERIES_KEPT));
  const kept = [...perProgramme.values()].flat();
  if (kept.length === 0) return;
  const col = (pick: (d: PostbackDelivery) => unknown) => sql.param(kept.map(pick));
  await queryRows(
    db,
    "revenue.record-postback-deliveries",
    sql`
    with added as (
      insert into ${affiliatePostbackDeliveries} (bookmaker_id, received_at, event, transaction_id, outcome, reason)
      select * from unnest(${col((d) => d.bookmakerId)}::int[], ${col((d) => d.receivedAt.toISOString())}::timestamptz[], ${col((d) => d.event)}::text[],
        ${col((d) => d.transactionId)}::text[], ${col((d) => d.outcome)}::text[], ${col((d) => d.reason)}::text[])
      returning bookmaker_id),
    counts as (select bookmaker_id, count(*) as k from added group by bookmaker_id)
    delete from ${affiliatePostbackDeliveries} where id in (
      select o.id from (
        select d.id, d.bookmaker_id, row_number() over (partition by d.bookmaker_id order by d.id desc) as r
        from ${affiliatePostbackDeliveries} d where d.bookmaker_id in (select bookmaker_id from counts)) o
      join counts c on c.bookmaker_id = o.bookmaker_id
      where o.r > ${DELIVERIES_KEPT} - c.k)`,
  );
}

/** A programme's last postbacks, newest first. */
export async function recentDeliveries(db: DbOrTx, bookmakerId: number) {
  const d = affiliatePostbackDeliveries;
  return db
    .select({ id: d.id, receivedAt: d.receivedAt, event: d.event, transactionId: d.transactionId, outcome: d.outcome, reason: d.reason })
    .from(d)
    .where(eq(d.bookmakerId, bookmakerId))
    .orderBy(desc(d.id))
    .limit(DELIVERIES_KEPT);
}
