import { queryRows, sql, type Db } from "@eb/db";
import { affiliateConversions } from "@eb/db/schema";
import type { PostbackFields } from "./postback-fields";

/** One reported event to store for a bookmaker, as its postback arrived. */
export type ReportedConversion = { bookmakerId: number; fields: PostbackFields; receivedAt: Date };

/**
 * Stores reported events in one statement, each once per (bookmaker, transaction id): a repeat
 * (stored before, or earlier in the same batch) changes nothing. A click id of the bookmaker's own
 * clicks attributes the event to the click's time (so late and out-of-order events count on the
 * click's day) and copies where the click was (page, placement, country, variants), so breakdowns
 * never join clicks; any other click id is kept as sent, unattributed. An alias (the id a repeat
 * was sent with by another instance inside the window, issue 38) is attributed to the counted
 * click it stands for, and stored as that click's id. Answers, per event in
 * order, whether it was stored now.
 */
export async function recordConversions(db: Db, items: ReportedConversion[]): Promise<boolean[]> {
  if (items.length === 0) return [];
  const col = (pick: (c: ReportedConversion) => unknown) => sql.param(items.map(pick));
  const rows = await queryRows<{ bookmaker_id: number; transaction_id: string }>(
    db,
    "revenue.record-conversions",
    sql`
    insert into ${affiliateConversions} (bookmaker_id, transaction_id, click_id, click_at, page, placement, country, variants, event, amount, currency,
      commission, occurred_at, received_at)
    select i.b, i.tx, coalesce(k.click_id, i.click), k.created_at, k.page, k.placement, k.country, coalesce(k.variants, '[]'::jsonb), i.event, i.amount, i.currency,
      i.commission, i.occurred, i.received
    from unnest(${col((c) => c.bookmakerId)}::int[], ${col((c) => c.fields.transactionId)}::text[], ${col((c) => c.fields.clickId)}::text[],
      ${col((c) => c.fields.event)}::text[], ${col((c) => c.fields.amount)}::numeric[], ${col((c) => c.fields.currency)}::text[],
      ${col((c) => c.fields.commission)}::numeric[], ${col((c) => c.fields.occurredAt.toISOString())}::timestamptz[],
      ${col((c) => c.receivedAt.toISOString())}::timestamptz[]) with ordinality as i(b, tx, click, event, amount, currency, commission, occurred, received, n)
    left join affiliate_click_aliases a on a.alias_id = i.click
    left join affiliate_clicks k on k.click_id = coalesce(a.click_id, i.click) and k.bookmaker_id = i.b
    order by i.n
    on conflict (bookmaker_id, transaction_id) do nothing
    returning bookmaker_id, transaction_id`,
  );
  const stored = new Set(rows.map((r) => `${Number(r.bookmaker_id)}\u0000${r.transaction_id}`));
  // A transaction sent twice in one batch is stored for its first report only.
  return items.map((c) => stored.delete(`${c.bookmakerId}\u0000${c.fields.transactionId}`));
}
