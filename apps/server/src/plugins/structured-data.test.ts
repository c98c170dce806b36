import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDrivers } from "@eb/db/testing";
import { ANALYTICS_RETENTION_MONTHS, AUDIT_LOG_RETENTION_DAYS, SECURITY_EVENT_RETENTION_DAYS } from "@eb/api/jobs";
import { createTestApp, type TestApp } from "../testing/test-app";

const SITE = "https://esports.example";
type Ld = Record<string, any>;

function head(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? null;
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    jsonLd,
  };
}

const types = (lds: Ld[]) => lds.map((l) => l["@type"]);

/** Every node id a page's JSON-LD declares (a node with an @id and more) and every one it only references ({"@id"} alone). */
function nodeIds(lds: Ld[]) {
  const declared = new Set<string>();
  const referenced = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== "object") return;
    const node = v as Ld;
    if (typeof node["@id"] === "string") (Object.keys(node).length === 1 ? referenced : declared).add(node["@id"]);
    Object.values(node).forEach(walk);
  };
  lds.forEach(walk);
  return { declared, referenced };
}

/** Properties search engines require for each type. */
function checkLd(ld: Ld) {
  expect(ld["@context"]).toBe("https://schema.org");
  switch (ld["@type"]) {
    case "BreadcrumbList":
      expect(ld.itemListElement.length).toBeGreaterThan(0);
      ld.itemListElement.forEach((it: Ld, i: number) => {
        expect(it.position).toBe(i + 1);
        expect(it.name).toBeTruthy();
        // Google allows the last crumb (the current page) without an item URL.
        if (i < ld.itemListElement.length - 1 || it.item !== undefined) expect(it.item).toMatch(/^https:\/\/esports\.example\//);
      });
      break;
    case "ItemList":
      ld.itemListElement.forEach((it: Ld, i: number) => expect(it).toMatchObject({ "@type": "ListItem", position: i + 1 }));
      break;
    case "Review":
      expect(ld.itemReviewed.name).toBeTruthy();
      expect(ld.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(ld.reviewRating.ratingValue).toBeLessThanOrEqual(5);
      // The site's one Organization node, referenced by its @id (issue 13).
      expect(ld.author).toEqual({ "@id": "https://esports.example/#organization" });
      break;
    case "SportsEvent":
      expect(ld.name).toBeTruthy();
      expect(Date.parse(ld.startDate)).not.toBeNaN();
      expect(ld.location).toBeTruthy();
      break;
    case "WebPage":
      expect(ld.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}/);
      break;
    case "Organization":
      expect(ld.name && ld.url && ld.logo).toBeTruthy();
      break;
    case "WebSite":
      {
        const target = ld.potentialAction.target;
        expect(typeof target === "string" ? target : target.urlTemplate).toContain("{search_term_string}");
        expect(ld.potentialAction["query-input"]).toBe("required name=search_term_string");
      }
      break;
  }
}

describe.each(testDrivers())("public pages: head tags and JSON-LD on %s", (driver) => {
  let t: TestApp;
  let app: FastifyInstance;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp({ driver, now, env: { NODE_ENV: "test", SITE_URL: SITE } });
    ({ app } = t);
  });
  afterAll(async () => t.close());

  const pages: Array<[path: string, text: string, expected: string[]]> = [
    ["/games/cs2", "Counter-Strike 2 Betting Guide", ["BreadcrumbList"]],
    ["/games/lol", "League of Legends Betting Guide", ["BreadcrumbList"]],
    ["/games/valorant", "Valorant Betting Guide", ["BreadcrumbList"]],
    ["/games/dota2", "Dota 2 Tournament Calendar 2025", ["BreadcrumbList"]],
    ["/bonuses", "Best Esports Betting Bonuses", ["BreadcrumbList", "ItemList", "Review"]],
    ["/about", "Affiliate Disclosure", ["BreadcrumbList", "Organization"]],
    ["/responsible-gambling", "Helplines", ["BreadcrumbList"]],
    ["/terms-conditions", "September 24, 2024", ["BreadcrumbList", "WebPage"]],
    ["/privacy-policy", "January 25, 2025", ["BreadcrumbList", "WebPage"]],
  ];

  it.each(pages)("%s has title, description, canonical, OG image, robots and valid JSON-LD", async (path, text, expected) => {
    const res = await app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(text);
    const h = head(res.body);
    expect(h.title).toContain("EsportsBetHub");
    expect(h.description!.length).toBeGreaterThan(50);
    expect(h.canonical).toBe(SITE + path);
    expect(h.robots).toBe("index, follow");
    expect(h.ogImage).toBe(`${SITE}/og-default.png`);
    for (const t of expected) expect(types(h.jsonLd)).toContain(t);
    h.jsonLd.forEach(checkLd);
  });

  it("home has Organization and WebSite with a SearchAction; a tournament page has at most 5 SportsEvents for its matches", async () => {
    const home = head((await app.inject({ url: "/" })).body);
    expect(types(home.jsonLd)).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    home.jsonLd.forEach(checkLd);
    const cs2 = (await app.inject({ url: "/games/cs2" })).body;
    const tournamentPath = /href="(\/tournament\/cs2\/\d+\/[^"]+)"/.exec(cs2)![1]!;
    const page = await app.inject({ url: tournamentPath });
    expect(page.statusCode).toBe(200);
    const lds = head(page.body).jsonLd;
    lds.forEach(checkLd);
    const events = lds.flatMap((l) => (l["@type"] === "SportsEvent" ? [l] : []).concat(Array.isArray(l.subEvent) ? l.subEvent : []));
    expect(events.length).toBeGreaterThan(0);
    expect(types(lds)).toContain("BreadcrumbList");
  });

  it("every public page declares each JSON-LD node it references by @id; the home page's SearchAction searches with ?q=", async () => {
    const cs2 = (await app.inject({ url: "/games/cs2" })).body;
    const tournamentPath = /href="(\/tournament\/cs2\/\d+\/[^"]+)"/.exec(cs2)![1]!;
    const urls = [
      "/",
      "/matches/upcoming",
      "/results",
      "/streams",
      "/tournaments",
      tournamentPath,
      ...pages.map(([path]) => path),
      "/coming-soon",
      "/no-such-page",
    ];
    let references = 0;
    for (const url of urls) {
      const { declared, referenced } = nodeIds(head((await app.inject({ url })).body).jsonLd);
      for (const id of referenced) expect(declared, `${url} references ${id}`).toContain(id);
      references += referenced.size;
    }
    expect(references).toBeGreaterThan(0);
    const website = head((await app.inject({ url: "/" })).body).jsonLd.find((l) => l["@type"] === "WebSite")!;
    expect(website.potentialAction.target.urlTemplate).toBe(`${SITE}/search?q={search_term_string}`);
    const legal = head((await app.inject({ url: "/privacy-policy" })).body).jsonLd.find((l) => l["@type"] === "WebPage")!;
    expect(legal.isPartOf).toMatchObject({ "@type": "WebSite", "@id": website["@id"], url: website.url });
  });

  it("game guides list the game's tournaments from the database", async () => {
    const res = await app.inject({ url: "/games/cs2" });
    expect(res.body).toMatch(/href="\/tournament\/cs2\/\d+\//);
    expect(types(head(res.body).jsonLd)).toContain("ItemList");
    expect(res.body).toContain('href="/matches/upcoming?game=cs2"');
    expect(res.body).toContain('href="/bonuses"');
  });

  it("bookmaker links go through /go with rel sponsored noopener", async () => {
    const res = await app.inject({ url: "/bonuses" });
    const links = [...res.body.matchAll(/<a [^>]*href="\/go\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(a).toContain('rel="sponsored noopener"');
  });

  it("the terms have ten sections in order and the privacy policy twelve", async () => {
    const terms = (await app.inject({ url: "/terms-conditions" })).body;
    const termHeadings = [...terms.matchAll(/<h2[^>]*>(\d+)<!-- -->\. <!-- -->([^<]+)<\/h2>/g)].map((m) => `${m[1]}. ${m[2]}`);
    expect(termHeadings).toEqual([
      "1. Acceptance of Terms",
      "2. Affiliate Disclosure",
      "3. Information Accuracy",
      "4. Liability Disclaimer",
      "5. Age Restrictions and Responsible Gambling",
      "6. Third-Party Links",
      "7. Intellectual Property",
      "8. Privacy",
      "9. Changes to Terms",
      "10. Contact",
    ]);
    expect(terms).toContain("affiliate marketing service and not a gambling operator");
    const privacy = (await app.inject({ url: "/privacy-policy" })).body;
    expect([...privacy.matchAll(/<h2 id="section-\d+"/g)]).toHaveLength(12);
    expect(privacy).toContain("within 30 days");
  });

  it("the privacy policy's retention promises are the periods the daily cleanup applies", async () => {
    const text = (await app.inject({ url: "/privacy-policy" })).body.replace(/<!-- -->/g, "").replace(/\s+/g, " ");
    expect(text).toContain(`Analytics events are kept for up to ${ANALYTICS_RETENTION_MONTHS} months and then deleted.`);
    expect(text).toContain(`security logs (sign-in attempts and refused requests) are kept for no longer than ${SECURITY_EVENT_RETENTION_DAYS} days.`);
    expect(AUDIT_LOG_RETENTION_DAYS).toBe(365);
    expect(text).toContain("The record of what our administrators changed on the site is kept for one year.");
  });
});
