import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** The PostgreSQL channel every server instance listens on to drop what it cached of public content. */
export const CONTENT_CHANNEL = "eb_content_changed";

/** What changed, so a listener can drop only what depends on it. */
export type ContentTopic = "bookmakers" | "teams" | "experiments" | "odds" | "jurisdictions";

/**
 * At most this many match ids ride on one notification (PostgreSQL caps a payload below 8,000
 * bytes; ids are up to 16 digits and a comma). A change to more matches is announced without ids,
 * which drops every page that shows a price: too much, never too little.
 */
export const MAX_IDS_PER_NOTICE = 400;

/** The payload: the topic alone, or `topic:id,id,…` for a change to those matches only. */
export function contentChangePayload(topic: ContentTopic, matchIds?: readonly number[]): string {
  if (!matchIds || matchIds.length === 0 || matchIds.length > MAX_IDS_PER_NOTICE) return topic;
  return `${topic}:${matchIds.join(",")}`;
}

/**
 * Tells every server instance that public content changed; `matchIds`, when given, says which
 * matches' content it was (their pages and the lists that show their cards are dropped, nothing
 * else). Call it inside the transaction that makes the change: PostgreSQL delivers the notification
 * only when that transaction commits, so a rolled-back edit invalidates nothing and a committed one
 * is never missed by a listening instance.
 */
export async function announceContentChange(tx: DbOrTx, topic: ContentTopic, matchIds?: readonly number[]): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${contentChangePayload(topic, matchIds)})`);
}
