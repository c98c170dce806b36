import type { Db } from "@eb/db";
import { bookmakerFeedKeys, type OddsSourceName } from "@eb/db/schema";
import type { DbOrTx } from "../platform";

/** Maps a bookmaker to `key` on each of `sources` (bookmaker_feed_keys), as an admin or the demo seed would. */
export async function mapFeedKey(db: Db | DbOrTx, bookmakerId: number, key: string, sources: readonly OddsSourceName[]): Promise<void> {
  await db.insert(bookmakerFeedKeys).values(sources.map((source) => ({ bookmakerId, source, key })));
}
