import { describe, expect, it } from "vitest";
import { robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapIndexXml, sitemapXml, type SitemapEntry } from "./sitemap";

const data = {
  tournaments: [
    { id: 1, game: "cs2", name: "IEM Katowice 2025", updatedAt: new Date("2025-02-01T00:00:00Z") },
    { id: 2, game: "dota2", name: "The International 2025", updatedAt: new Date("2025-03-01T00:00:00Z") },
  ],
  matches: [{ id: 77, game: "cs2", teamAName: "Natus Vincere", teamBName: null, updatedAt: new Date("2025-03-04T00:00:00Z") }],
  teams: [{ id: 9, game: "lol", name: "T1", updatedAt: new Date("2025-02-02T00:00:00Z") }],
  matchesUpdatedAt: { cs2: new Date("2025-03-05T00:00:00Z"), dota2: null },
  bookmakersUpdatedAt: new Date("2025-01-10T00:00:00Z"),
  contentUpdatedAt: new Date("2025-01-01T00:00:00Z"),
};

describe("sitemap", () => {
  const entries = sitemapEntries(data);
  const byPath = Object.fromEntries(entries.map((e) => [e.path, e]));
  it("lists every public page, each game and each tournament", () => {
    for (const p of [
      "/",
      "/games/cs2",
      "/games/lol",
      "/games/valorant",
      "/games/dota2",
      "/matches/upcoming",
      "/streams",
      "/results",
      "/tournaments",
      "/bonuses",
      "/about",
      "/responsible-gambling",
      "/terms-conditions",
      "/privacy-policy",
      "/tournament/cs2/1/IEM%20Katowice%202025",
      "/tournament/dota2/2/The%20International%202025",
      "/match/cs2/77/natus-vincere-vs-tbd",
      "/team/lol/9/t1",
    ]) {
      expect(byPath[p], p).toBeDefined();
    }
    expect(Object.keys(byPath).some((p) => p.startsWith("/admin") || p.startsWith("/auth") || p.startsWith("/go") || p === "/coming-soon")).toBe(false);
  });
  it("takes last-modified dates from the data", () => {
    expect(byPath["/"]!.lastmod?.toISOString()).toBe("2025-03-05T00:00:00.000Z");
    expect(byPath["/games/dota2"]!.lastmod?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(byPath["/tournaments"]!.lastmod?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(byPath["/terms-conditions"]!.lastmod?.toISOString()).toBe("2024-09-24T00:00:00.000Z");
    expect(byPath["/privacy-policy"]!.lastmod?.toISOString()).toBe("2025-01-25T00:00:00.000Z");
  });
  it("renders escaped absolute URLs", () => {
    const xml = sitemapXml("https://site.example", [{ path: "/a?b=1&c=2", lastmod: null }]);
    expect(xml).toContain("<loc>https://site.example/a?b=1&amp;c=2</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it("keeps one file up to the protocol's 50,000 URLs and splits past it, the index naming each file with its latest lastmod", () => {
    const entry = (i: number): SitemapEntry => ({ path: `/p/${i}`, lastmod: new Date(Date.UTC(2025, 0, 1) + i * 1000) });
    expect(sitemapFiles(Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => entry(i)))).toHaveLength(1);
    const files = sitemapFiles(Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => entry(i)));
    expect(files.map((f) => f.length)).toEqual([SITEMAP_MAX_URLS, 1]);
    const index = sitemapIndexXml("https://site.example", files);
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(["https://site.example/sitemap-1.xml", "https://site.example/sitemap-2.xml"]);
    expect(index).toContain(`<lastmod>${entry(SITEMAP_MAX_URLS - 1).lastmod!.toISOString()}</lastmod>`);
    expect(sitemapFiles([])).toEqual([[]]);
  });
  it("robots.txt points to the sitemap and keeps crawlers out of /admin, /auth and /go", () => {
    const txt = robotsTxt("https://site.example");
    expect(txt).toContain("Sitemap: https://site.example/sitemap.xml");
    for (const p of ["/admin", "/auth", "/go/"]) expect(txt).toContain(`Disallow: ${p}`);
  });
});
