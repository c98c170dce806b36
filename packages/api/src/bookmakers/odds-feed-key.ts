import { and, eq, inArray, ne, sql } from "@eb/db";
import { bookmakerFeedKeys, bookmakers } from "@eb/db/schema";
import { type FeedKeys, feedKeyTaken, feedKeyUsedBy, MAPPED_FEEDS, type MappedFeed } from "../contracts";
import { type DbOrTx, DomainError, isUniqueViolation } from "../platform";

/** The unique index on bookmaker_feed_keys (source, key) (packages/db schema/odds.ts): a key names one bookmaker per feed. */
const FEED_KEY_INDEX = "bookmaker_feed_keys_source_key_idx";
/** The field of one feed's key in the create and update inputs, so the Edit Content form shows the refusal under it. */
const feedKeyField = (feed: MappedFeed) => `content.feedKeys.${feed}`;

/** Each feed's key of every given bookmaker, null where it is unmapped on that feed. */
export async function feedKeysOf(db: DbOrTx, ids?: number[]): Promise<Map<number, FeedKeys>> {
  const rows = await db
    .select({ bookmakerId: bookmakerFeedKeys.bookmakerId, source: bookmakerFeedKeys.source, key: bookmakerFeedKeys.key })
    .from(bookmakerFeedKeys)
    .where(and(inArray(bookmakerFeedKeys.source, [...MAPPED_FEEDS]), ids ? inArray(bookmakerFeedKeys.bookmakerId, ids) : undefined));
  const keys = new Map<number, FeedKeys>();
  for (const r of rows) keys.set(r.bookmakerId, { ...(keys.get(r.bookmakerId) ?? NO_FEED_KEYS), [r.source]: r.key });
  return keys;
}

export const NO_FEED_KEYS: FeedKeys = { "the-odds-api": null, stadar: null, "odds-api-io": null };

/** The bookmakers other than `id` that already have one of `keys` on its feed, by feed. */
async function feedKeyOwners(tx: DbOrTx, keys: FeedKeys, id: number): Promise<{ feed: MappedFeed; key: string; name: string }[]> {
  const owners = [];
  for (const feed of MAPPED_FEEDS) {
    const key = keys[feed];
    if (key === null) continue;
    const [owner] = await tx
      .select({ name: bookmakers.name })
      .from(bookmakerFeedKeys)
      .innerJoin(bookmakers, eq(bookmakers.id, bookmakerFeedKeys.bookmakerId))
      .where(and(eq(bookmakerFeedKeys.source, feed), eq(bookmakerFeedKeys.key, key), ne(bookmakerFeedKeys.bookmakerId, id)));
    if (owner) owners.push({ feed, key, name: owner.name });
  }
  return owners;
}

const feedKeyClash = (owners: { feed: MappedFeed; key: string; name: string }[]) =>
  new DomainError(
    "conflict",
    feedKeyTaken(owners[0]!.feed, owners[0]!.key, owners[0]!.name),
    owners.map((o) => ({ path: feedKeyField(o.feed), message: feedKeyUsedBy(o.name) })),
  );

/**
 * Gives bookmaker `id` the key `keys` names on each mapped feed (null: unmapped there), inside the
 * audited transaction. A key names one bookmaker per feed: one that another bookmaker has on that
 * feed is refused, naming it, under that feed's field. The check reads committed rows only, so two
 * saves of one key at once both pass it; the unique index stops the second, and its violation is
 * answered the same way. The write runs in a savepoint so that, after the violation, the
 * transaction can still read which bookmaker took the key.
 */
export async function saveFeedKeys(tx: DbOrTx, id: number, keys: FeedKeys): Promise<void> {
  const owners = await feedKeyOwners(tx, keys, id);
  if (owners.length > 0) throw feedKeyClash(owners);
  await tx.execute(sql`savepoint odds_feed_key`);
  try {
    await tx.delete(bookmakerFeedKeys).where(and(eq(bookmakerFeedKeys.bookmakerId, id), inArray(bookmakerFeedKeys.source, [...MAPPED_FEEDS])));
    const rows = MAPPED_FEEDS.flatMap((source) => (keys[source] === null ? [] : [{ bookmakerId: id, source, key: keys[source] }]));
    if (rows.length > 0) await tx.insert(bookmakerFeedKeys).values(rows);
    await tx.execute(sql`release savepoint odds_feed_key`);
  } catch (err) {
    if (!isUniqueViolation(err, FEED_KEY_INDEX)) throw err;
    await tx.execute(sql`rollback to savepoint odds_feed_key`);
    const winners = await feedKeyOwners(tx, keys, id);
    if (winners.length > 0) throw feedKeyClash(winners);
    // The winner is gone again: name no one, under the first key saved.
    const feed = MAPPED_FEEDS.find((f) => keys[f] !== null)!;
    throw feedKeyClash([{ feed, key: keys[feed]!, name: "another bookmaker" }]);
  }
}
