import { and, asc, eq, type Db } from "@eb/db";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import type { VisitorOffers } from "../jurisdictions";
import type { BookmakerUnavailable } from "../shared";
import { parseSafeTarget } from "./redirect-rules";
import { resolveRedirect } from "./redirects";

/** Links offered instead: enough to choose from at 360 px without a wall of names. */
export const ALTERNATIVES_SHOWN = 10;

/**
 * What /go/{slug} shows a visitor whose place the bookmaker is not licensed for: its name and the
 * bookmakers that are licensed there (active, published, with a working /go link), in display
 * order. Null when the slug leads nowhere or the bookmaker is licensed for them: then there is
 * nothing to refuse. Only names and slugs leave here, never a target URL.
 */
export async function bookmakerUnavailable(db: Db, offers: VisitorOffers, slug: string): Promise<BookmakerUnavailable | null> {
  const resolved = await resolveRedirect(db, slug);
  if (!resolved || offers.isLicensed(resolved.bookmakerId)) return null;
  const rows = await db
    .select({ id: bookmakers.id, name: bookmakers.name, slug: bookmakerRedirects.slug, targetUrl: bookmakerRedirects.targetUrl })
    .from(bookmakers)
    .innerJoin(bookmakerRedirects, eq(bookmakerRedirects.bookmakerId, bookmakers.id))
    .where(and(eq(bookmakers.active, true), eq(bookmakers.publishStatus, "published")))
    .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id));
  const refused = rows.find((r) => r.id === resolved.bookmakerId);
  if (!refused) return null;
  return {
    bookmaker: refused.name,
    jurisdiction: offers.ruleName,
    available: rows
      .filter((r) => r.id !== refused.id && offers.isLicensed(r.id) && parseSafeTarget(r.targetUrl) !== null)
      .slice(0, ALTERNATIVES_SHOWN)
      .map((r) => ({ name: r.name, redirectSlug: r.slug })),
  };
}
