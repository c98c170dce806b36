import { GAMES, matchPath, teamPath, tournamentPath } from "../shared";

export type SitemapEntry = { path: string; lastmod: Date | null; changefreq?: "hourly" | "daily" | "weekly" | "monthly" | "yearly"; priority?: number };

/** Dates the static legal pages last changed (the dates the pages state). */
export const LEGAL_UPDATED = { terms: new Date("2024-09-24T00:00:00Z"), privacy: new Date("2025-01-25T00:00:00Z") };

/** The sitemap protocol's limit of URLs in one file; past it, /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapData = {
  tournaments: Array<{ id: number; game: string; name: string; updatedAt: Date }>;
  /** Every public match (a tiered tournament's), each with its own page. */
  matches: Array<{ id: number; game: string; teamAName: string | null; teamBName: string | null; updatedAt: Date }>;
  teams: Array<{ id: number; game: string; name: string; updatedAt: Date }>;
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
    { path: "/dropping-odds", lastmod: allMatches, changefreq: "hourly", priority: 0.7 },
    { path: "/results", lastmod: allMatches, changefreq: "hourly", priority: 0.7 },
    { path: "/tournaments", lastmod: latestTournament, changefreq: "daily", priority: 0.8 },
    { path: "/bonuses", lastmod: max(data.bookmakersUpdatedAt, data.contentUpdatedAt), changefreq: "weekly", priority: 0.9 },
    { path: "/about", lastmod: data.contentUpdatedAt, changefreq: "monthly", priority: 0.4 },
    { path: "/responsible-gambling", lastmod: data.contentUpdatedAt, changefreq: "monthly", priority: 0.5 },
    { path: "/take-a-break", lastmod: data.contentUpdatedAt, changefreq: "monthly", priority: 0.4 },
    { path: "/terms-conditions", lastmod: LEGAL_UPDATED.terms, changefreq: "yearly", priority: 0.2 },
    { path: "/privacy-policy", lastmod: LEGAL_UPDATED.privacy, changefreq: "yearly", priority: 0.2 },
  ];
  for (const t of data.tournaments) {
    entries.push({ path: tournamentPath(t.game, t.id, t.name), lastmod: t.updatedAt, changefreq: "daily", priority: 0.6 });
  }
  for (const m of data.matches) {
    entries.push({ path: matchPath(m.game, m.id, m.teamAName, m.teamBName), lastmod: m.updatedAt, changefreq: "hourly", priority: 0.6 });
  }
  for (const t of data.teams) {
    entries.push({ path: teamPath(t.game, t.id, t.name), lastmod: t.updatedAt, changefreq: "daily", priority: 0.5 });
  }
  return entries;
}

/** The entries cut into files of at most `perFile` URLs, in order (one file when they fit). */
export function sitemapFiles(entries: SitemapEntry[], perFile = SITEMAP_MAX_URLS): SitemapEntry[][] {
  const files: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += perFile) files.push(entries.slice(i, i + perFile));
  return files.length > 0 ? files : [[]];
}

/** The path of the n-th file (from 1) of a split sitemap. */
export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

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

/** A sitemap index naming each file of a split sitemap, with the latest lastmod of its URLs. */
export function sitemapIndexXml(siteUrl: string, files: SitemapEntry[][]): string {
  const items = files.map((file, i) => {
    const lastmod = max(...file.map((e) => e.lastmod));
    const parts = [`<loc>${xmlEscape(siteUrl + sitemapFilePath(i + 1))}</loc>`];
    if (lastmod) parts.push(`<lastmod>${lastmod.toISOString()}</lastmod>`);
    return `  <sitemap>${parts.join("")}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
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
