import { sql } from "@eb/db";
import { bookmakers } from "@eb/db/schema";
import type { DbOrTx } from "../platform";

/** Arbitrary constants naming transaction-scoped advisory locks (next to the sync and migration keys). */
const ORDER_LOCK_KEY = 716_204_120;
const SLUG_LOCK_KEY = 716_204_121;

/**
 * Serialises changes to the display order (reorder, adding a bookmaker) until the transaction
 * ends: a bookmaker added while a reorder runs is either in the reordered set or after it.
 */
export async function lockDisplayOrder(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_KEY})`);
}

/**
 * Serialises slug changes until the transaction ends. A slug is unique across two tables (current
 * slugs and aliases), which no single index can enforce, so the check-then-write runs under a lock.
 */
export async function lockSlugs(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_KEY})`);
}

/** The display_order a new bookmaker takes: last in the list. Call under `lockDisplayOrder`. */
export async function nextDisplayOrder(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ next: sql<number>`coalesce(max(${bookmakers.displayOrder}), 0)::int + 1` }).from(bookmakers);
  return Number(row!.next);
}
