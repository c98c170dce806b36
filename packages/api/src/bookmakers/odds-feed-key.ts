import { and, eq, ne, sql } from "@eb/db";
import { bookmakers } from "@eb/db/schema";
import { feedKeyTaken, feedKeyUsedBy } from "../contracts";
import { type DbOrTx, DomainError, isUniqueViolation } from "../platform";

/** The unique index on bookmakers.odds_feed_key (packages/db schema/bookmakers.ts). */
const FEED_KEY_INDEX = "bookmakers_odds_feed_key_idx";
/** The field in the create and update inputs, so the Edit Content form shows the refusal under it. */
const FEED_KEY_FIELD = "content.oddsFeedKey";

/** The bookmaker other than `exceptId` (null: one being added) that has the feed key, if any. */
async function feedKeyOwner(tx: DbOrTx, key: string, exceptId: number | null): Promise<{ name: string } | null> {
  const [owner] = await tx
    .select({ name: bookmakers.name })
    .from(bookmakers)
    .where(and(eq(bookmakers.oddsFeedKey, key), exceptId === null ? undefined : ne(bookmakers.id, exceptId)));
  return owner ?? null;
}

const feedKeyClash = (key: string, name: string) =>
  new DomainError("conflict", feedKeyTaken(key, name), [{ path: FEED_KEY_FIELD, message: feedKeyUsedBy(name) }]);

/**
 * Runs `save`, which gives bookmaker `id` (null: one being added) the feed key `key`, inside the
 * audited transaction. A key maps one bookmaker: one that another bookmaker has is refused, naming
 * it. The check reads committed rows only, so two saves of one key at once both pass it; the unique
 * index stops the second, and its violation is answered the same way. `save` runs in a savepoint so
 * that, after the violation, the transaction can still read which bookmaker took the key.
 */
export async function savingFeedKey<T>(tx: DbOrTx, key: string | null, id: number | null, save: () => Promise<T>): Promise<T> {
  if (key === null) return save();
  const owner = await feedKeyOwner(tx, key, id);
  if (owner) throw feedKeyClash(key, owner.name);
  await tx.execute(sql`savepoint odds_feed_key`);
  try {
    const saved = await save();
    await tx.execute(sql`release savepoint odds_feed_key`);
    return saved;
  } catch (err) {
    if (!isUniqueViolation(err, FEED_KEY_INDEX)) throw err;
    await tx.execute(sql`rollback to savepoint odds_feed_key`);
    const winner = await feedKeyOwner(tx, key, id);
    throw feedKeyClash(key, winner?.name ?? "another bookmaker");
  }
}
