import { GAMES, tournamentPath } from "../shared";

export type SitemapEntry = { path: string; lastmod: Date | null; changefreq?: "hourly" | "daily" | "weekly" | "monthly" | "yearly"; priority?: number };

/** Dates the static legal pages last changed (the dates the pages state). */
export const LEGAL_UPDATED = { terms: new Date("2024-09-24T00:00:00Z"), privacy: new Date("2025-01-25T00:00:00Z") };

export type SitemapData = {
  tournaments: Array<{ id: number; game: string; name: string; updatedAt: Date }>;
  /** Latest change of match data per game (null when the game has no matches). */
  matchesUpdatedAt: Partial<Record<string, Date | null>>;
  bookmakersUpdatedAt: Date | null;
  /** When this site's static content last changed (build or deploy time). */
  contentUpdatedAt: Date;
};

const max = (...dates: Array<Date | null | undefined>): Date | null => dates.reduce<Date | null>((acc, d) => (d && (!acc || d > acc) ? d : acc), null);

/** Every public, indexable page with its last change taken from the data it shows. */
export function sitemapEntries(data: SitemapData): SitemapEntry[] {
  const allMatches = max(...Object.values(data.matchesUpdatedAt));
  const latestTournament = max(...data.tournaments.map((t) => t.updatedAt));
  const entries: SitemapEntry[] = [
    { path: "/", lastmod: max(allMatches, latestTournament, data.bookmakersUpdatedAt, data.contentUpdatedAt), changefreq: "hourly", priority: 1 },
    ...GAMES.map((g) => ({
      path: `/games/${g}`,
      lastmod: max(data.matchesUpdatedAt[g], ...data.tournaments.filter((t) => t.game === g).map((t) => t.updatedAt), data.contentUpdatedAt),
      changefreq: "daily" as const,
      priority: 0.9,
    })),
    { path: "/matches/upcoming", lastmod: allMatches, changefreq: "hourly", priority: 0.9 },
    { path: "/streams", lastmod: allMatches, changefreq: "hourly", priority: 0.7 },
    { path: "/results", lastmod: allMatches, changefreq: "hourly", priority: 0.7 },
    { path: "/tournaments", lastmod: latestTournament, changefreq: "daily", priority: 0.8 },
    { path: "/bonuses", lastmod: max(data.bookmakersUpdatedAt, data.contentUpdatedAt), changefreq: "weekly", priority: 0.9 },
    { path: "/about", lastmod: data.contentUpdatedAt, changefreq: "monthly", priority: 0.4 },
    { path: "/responsible-gambling", lastmod: data.contentUpdatedAt, changefreq: "monthly", priority: 0.5 },
    { path: "/terms-conditions", lastmod: LEGAL_UPDATED.terms, changefreq: "yearly", priority: 0.2 },
    { path: "/privacy-policy", lastmod: LEGAL_UPDATED.privacy, changefreq: "yearly", priority: 0.2 },
  ];
  for (const t of data.tournaments) {
    entries.push({ path: tournamentPath(t.game, t.id, t.name), lastmod: t.updatedAt, changefreq: "daily", priority: 0.6 });
  }
  return entries;
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${xmlEscape(siteUrl + e.path)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${e.lastmod.toISOString()}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public is crawlable; the back office, sign-in and the affiliate redirects are not. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /go/",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
