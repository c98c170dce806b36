/**
 * Schema.org JSON-LD builders for page content (pure). Each returns a plain object that a page
 * passes to <PageHead jsonLd={[...]}>, with the properties search engines require for the type.
 * The site's own nodes (Organization, WebSite, WebPage) are in site-ld.ts, events in event-ld.ts.
 */
import { type PublicTournament, tournamentPath } from "../shared";
import { organizationId } from "./site-ld";

const CONTEXT = "https://schema.org";
type Ld = Record<string, unknown>;

export function breadcrumbLd(siteUrl: string, items: Array<{ name: string; path: string }>): Ld {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: siteUrl + item.path })),
  };
}

export type ReviewedBookmaker = { name: string; rating: number; description?: string | null; websiteUrl?: string | null };

/** An editorial review of a bookmaker by this site (rating on a 1-5 scale). */
export function bookmakerReviewLd(siteUrl: string, b: ReviewedBookmaker): Ld {
  return {
    "@context": CONTEXT,
    "@type": "Review",
    itemReviewed: { "@type": "Organization", name: b.name, ...(b.websiteUrl ? { url: b.websiteUrl } : {}) },
    reviewRating: { "@type": "Rating", ratingValue: Math.min(5, Math.max(1, b.rating)), bestRating: 5, worstRating: 1 },
    // The site's one Organization node, by id: a page with reviews also carries organizationLd.
    author: { "@id": organizationId(siteUrl) },
    ...(b.description ? { reviewBody: b.description } : {}),
  };
}

/** An ItemList of links (tournament cards, guide sections, bookmaker cards). */
export function itemListLd(siteUrl: string, name: string, items: Array<{ name: string; path: string }>): Ld {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((it, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: it.name,
      url: it.path.startsWith("http") ? it.path : siteUrl + it.path,
    })),
  };
}

export function tournamentItems(tournaments: Array<Pick<PublicTournament, "game" | "id" | "name">>): Array<{ name: string; path: string }> {
  return tournaments.map((t) => ({ name: t.name, path: tournamentPath(t.game, t.id, t.name) }));
}
