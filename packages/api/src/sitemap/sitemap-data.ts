import { isNotNull, sql, type Db } from "@eb/db";
import { bookmakers, matches, tournaments } from "@eb/db/schema";
import type { SitemapData } from "./sitemap";

/** Reads what the sitemap needs: every tiered tournament and the latest change per data set. */
export async function loadSitemapData(db: Db, contentUpdatedAt: Date): Promise<SitemapData> {
  const [tournamentRows, matchRows, [bookmakerRow]] = await Promise.all([
    db
      .select({ id: tournaments.id, game: tournaments.game, name: tournaments.name, updatedAt: tournaments.updatedAt })
      .from(tournaments)
      .where(isNotNull(tournaments.tier)),
    db
      .select({ game: matches.game, updatedAt: sql<string | null>`max(${matches.updatedAt})` })
      .from(matches)
      .groupBy(matches.game),
    db.select({ updatedAt: sql<string | null>`max(${bookmakers.updatedAt})` }).from(bookmakers),
  ]);
  const toDate = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
  return {
    tournaments: tournamentRows,
    matchesUpdatedAt: Object.fromEntries(matchRows.map((r) => [r.game, toDate(r.updatedAt)])),
    bookmakersUpdatedAt: toDate(bookmakerRow?.updatedAt),
    contentUpdatedAt,
  };
}
