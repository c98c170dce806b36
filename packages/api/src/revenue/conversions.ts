import { queryRows, sql, type Db } from "@eb/db";
import { affiliateClicks, affiliateConversions } from "@eb/db/schema";
import type { PostbackFields } from "./postback-fields";

/**
 * Stores one reported event, once per (bookmaker, transaction id): a repeat changes nothing. A click
 * id of this bookmaker's clicks attributes it to the click's time (so late and out-of-order events
 * count on the click's day); any other click id is kept as sent, unattributed. True when stored now.
 */
export async function recordConversion(db: Db, bookmakerId: number, f: PostbackFields, receivedAt: Date): Promise<boolean> {
  const clickAt = f.clickId
    ? sql`(select ${affiliateClicks.createdAt} from ${affiliateClicks} where ${affiliateClicks.clickId} = ${f.clickId} and ${affiliateClicks.bookmakerId} = ${bookmakerId})`
    : sql`null::timestamptz`;
  const rows = await queryRows<{ id: number }>(
    db,
    "revenue.record-conversion",
    sql`
    insert into ${affiliateConversions} (bookmaker_id, transaction_id, click_id, click_at, event, amount, currency, commission, occurred_at, received_at)
    values (${bookmakerId}, ${f.transactionId}, ${f.clickId}, ${clickAt}, ${f.event}, ${f.amount}::numeric, ${f.currency}, ${f.commission}::numeric,
      ${f.occurredAt.toISOString()}::timestamptz, ${receivedAt.toISOString()}::timestamptz)
    on conflict (bookmaker_id, transaction_id) do nothing
    returning id`,
  );
  return rows.length === 1;
}
