import { and, asc, eq, type Db } from "@eb/db";
import { bookmakers } from "@eb/db/schema";
import type { PublicBookmaker } from "../shared";
import { offersFor, type VisitorOfferRules } from "./jurisdiction-offers";

/**
 * Active, published bookmakers in display order, only those licensed where the visitor is, each
 * shown as that place's rule allows (jurisdiction-offers.ts). The affiliate URL is never selected here.
 */
export async function publicBookmakers(db: Db, offers: VisitorOfferRules): Promise<PublicBookmaker[]> {
  const rows = await db
    .select({
      id: bookmakers.id,
      name: bookmakers.name,
      rating: bookmakers.rating,
      description: bookmakers.description,
      bonus: bookmakers.bonus,
      bonusType: bookmakers.bonusType,
      buttonText: bookmakers.buttonText,
      ctaText: bookmakers.ctaText,
      keyFeatures: bookmakers.keyFeatures,
      termsHighlight: bookmakers.termsHighlight,
      isFeatured: bookmakers.isFeatured,
      redirectSlug: bookmakers.redirectSlug,
      websiteUrl: bookmakers.websiteUrl,
    })
    .from(bookmakers)
    .where(and(eq(bookmakers.active, true), eq(bookmakers.publishStatus, "published")))
    .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id));
  return offersFor(
    rows.map((r) => ({ ...r, rating: Number(r.rating) })),
    offers,
  );
}
