/**
 * Schema.org JSON-LD builders for page content (pure). Each returns a plain object that a page
 * passes to <PageHead jsonLd={[...]}>, with the properties search engines require for the type.
 * The site's own nodes (Organization, WebSite, WebPage) are in site-ld.ts.
 */
import type { PublicMatch, PublicTournament } from "../shared/public-types";
import { GAME_FULL_NAMES } from "../shared/games";
import { tournamentPath } from "../shared/tournament-rules";

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
export function bookmakerReviewLd(siteUrl: string, siteName: string, b: ReviewedBookmaker): Ld {
  return {
    "@context": CONTEXT,
    "@type": "Review",
    itemReviewed: { "@type": "Organization", name: b.name, ...(b.websiteUrl ? { url: b.websiteUrl } : {}) },
    reviewRating: { "@type": "Rating", ratingValue: Math.min(5, Math.max(1, b.rating)), bestRating: 5, worstRating: 1 },
    author: { "@type": "Organization", name: siteName, url: `${siteUrl}/` },
    ...(b.description ? { reviewBody: b.description } : {}),
  };
}

const EVENT_STATUS: Record<string, string> = {
  canceled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
};

/** A match as a SportsEvent; null when it has no start time (startDate is required). */
export function matchEventLd(siteUrl: string, m: PublicMatch): Ld | null {
  if (!m.beginAt) return null;
  const a = m.teamA?.name ?? "TBD";
  const b = m.teamB?.name ?? "TBD";
  const url = m.tournamentId && m.tournamentName ? siteUrl + tournamentPath(m.game, m.tournamentId, m.tournamentName) : `${siteUrl}/matches/upcoming`;
  return {
    "@context": CONTEXT,
    "@type": "SportsEvent",
    name: `${a} vs ${b}`,
    sport: GAME_FULL_NAMES[m.game],
    startDate: m.beginAt,
    ...(m.endAt ? { endDate: m.endAt } : {}),
    eventStatus: EVENT_STATUS[m.status] ?? "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: m.streamUrl ?? url },
    competitor: [m.teamA, m.teamB].filter((t) => t !== null).map((t) => ({ "@type": "SportsTeam", name: t.name })),
    ...(m.tournamentName ? { superEvent: { "@type": "SportsEvent", name: m.tournamentName } } : {}),
    url,
  };
}

/** Spec 9: a tournament page carries 5 matches in its structured data. */
export const TOURNAMENT_LD_MATCHES = 5;

export function tournamentMatchesLd(siteUrl: string, matches: PublicMatch[]): Ld[] {
  return matches
    .map((m) => matchEventLd(siteUrl, m))
    .filter((x): x is Ld => x !== null)
    .slice(0, TOURNAMENT_LD_MATCHES);
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
