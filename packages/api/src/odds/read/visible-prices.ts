import { and, asc, eq, inArray, isNotNull, type Db } from "@eb/db";
import { bookmakers, oddsPrices, type OddsOutcomeSide, type OddsSourceName } from "@eb/db/schema";

/** A stored price of a bookmaker the public may see: active, published, mapped to a feed key. */
export type VisiblePrice = {
  matchId: number;
  bookmakerId: number;
  bookmakerName: string;
  redirectSlug: string | null;
  outcome: OddsOutcomeSide;
  price: number;
  source: OddsSourceName;
  changedAt: Date;
  seenAt: Date;
};

/** Whether a bookmaker may be offered to the visitor (jurisdictions' `VisitorOffers.isLicensed`). */
export type LicensedFilter = (bookmakerId: number) => boolean;

/**
 * The latest match-winner prices of the given matches, bookmakers in the catalogue's display order.
 * A bookmaker that is inactive, unpublished or no longer mapped drops out of every table at once:
 * its stored prices stay (a re-mapping brings them back) but are never shown. Nor are the prices of
 * a bookmaker not licensed where the visitor is (issue 26), so no best price is ever one of those.
 */
export async function visiblePrices(db: Db, matchIds: readonly number[], isLicensed: LicensedFilter): Promise<VisiblePrice[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .select({
      matchId: oddsPrices.matchId,
      bookmakerId: oddsPrices.bookmakerId,
      bookmakerName: bookmakers.name,
      redirectSlug: bookmakers.redirectSlug,
      outcome: oddsPrices.outcome,
      price: oddsPrices.price,
      source: oddsPrices.source,
      changedAt: oddsPrices.changedAt,
      seenAt: oddsPrices.seenAt,
    })
    .from(oddsPrices)
    .innerJoin(bookmakers, eq(bookmakers.id, oddsPrices.bookmakerId))
    .where(
      and(
        inArray(oddsPrices.matchId, [...matchIds]),
        eq(oddsPrices.market, "h2h"),
        eq(bookmakers.active, true),
        eq(bookmakers.publishStatus, "published"),
        isNotNull(bookmakers.oddsFeedKey),
      ),
    )
    .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id), asc(oddsPrices.outcome));
  return rows.filter((p) => isLicensed(p.bookmakerId));
}
