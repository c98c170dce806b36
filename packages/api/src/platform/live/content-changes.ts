import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** The PostgreSQL channel every server instance listens on to drop what it cached of public content. */
export const CONTENT_CHANNEL = "eb_content_changed";

/** What changed, so a listener can drop only what depends on it. */
export type ContentTopic = "bookmakers" | "teams" | "experiments" | "odds" | "jurisdictions";

/**
 * Tells every server instance that public content changed. Call it inside the transaction that
 * makes the change: PostgreSQL delivers the notification only when that transaction commits, so a
 * rolled-back edit invalidates nothing and a committed one is never missed by a listening instance.
 */
export async function announceContentChange(tx: DbOrTx, topic: ContentTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${topic})`);
}
