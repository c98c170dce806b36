import { describe, expect, it } from "vitest";
import { bookmakerReviewLd, breadcrumbLd, itemListLd } from "./json-ld";
import { matchEventLd, tournamentMatchesLd } from "./event-ld";
import { organizationLd, webPageLd, webSiteLd } from "./site-ld";
import type { PublicMatch } from "../shared/public-types";

const SITE = "https://site.example";
const m = (id: number, beginAt: string | null = "2025-05-01T12:00:00.000Z"): PublicMatch => ({
  id,
  game: "valorant",
  status: "not_started",
  beginAt,
  endAt: null,
  tournamentId: 3,
  tournamentName: "Masters Toronto",
  leagueName: "VCT",
  serieName: null,
  serieFullName: null,
  teamA: { id: 1, name: "Sentinels", acronym: "SEN", logo: null },
  teamB: { id: 2, name: "Fnatic", acronym: "FNC", logo: null },
  teamAScore: null,
  teamBScore: null,
  winner: null,
  streamUrl: null,
});

describe("JSON-LD builders", () => {
  it("Organization and WebSite with a SearchAction", () => {
    expect(organizationLd({ url: SITE, name: "X" })).toMatchObject({
      "@type": "Organization",
      "@id": `${SITE}/#organization`,
      name: "X",
      url: `${SITE}/`,
      logo: { "@type": "ImageObject", url: `${SITE}/logo.png`, width: 512, height: 512 },
    });
    const ws = webSiteLd({ url: SITE, name: "X" }) as {
      potentialAction: { target: { urlTemplate: string }; "query-input": string };
    };
    expect(ws.potentialAction.target.urlTemplate).toBe(`${SITE}/search?q={search_term_string}`);
    expect(ws.potentialAction["query-input"]).toBe("required name=search_term_string");
  });
  it("WebSite names its publisher by the Organization's id; a WebPage declares the WebSite it is part of", () => {
    const org = organizationLd({ url: SITE, name: "X" });
    expect(webSiteLd({ url: SITE, name: "X" })).toMatchObject({ "@id": `${SITE}/#website`, publisher: { "@id": org["@id"] } });
    const page = webPageLd({ url: SITE, name: "X" }, { name: "Privacy Policy", path: "/privacy-policy", description: "d", dateModified: "2025-01-25" });
    expect(page.isPartOf).toEqual({ "@type": "WebSite", "@id": `${SITE}/#website`, name: "X", url: `${SITE}/` });
  });
  it("BreadcrumbList numbers items from 1 with absolute URLs", () => {
    expect(
      breadcrumbLd(SITE, [
        { name: "Home", path: "/" },
        { name: "Bonuses", path: "/bonuses" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Bonuses", item: `${SITE}/bonuses` },
      ],
    });
  });
  it("Review has the reviewed item, a bounded rating and the site's Organization as author, by id", () => {
    const r = bookmakerReviewLd(SITE, { name: "Book", rating: 4.7 }) as Record<string, any>;
    expect(r.itemReviewed.name).toBe("Book");
    expect(r.reviewRating).toEqual({ "@type": "Rating", ratingValue: 4.7, bestRating: 5, worstRating: 1 });
    expect(r.author).toEqual({ "@id": organizationLd({ url: SITE, name: "X" })["@id"] });
  });
  it("SportsEvent has name, startDate, location and competitors; none without a start", () => {
    const e = matchEventLd(SITE, m(1)) as Record<string, any>;
    expect(e).toMatchObject({ "@type": "SportsEvent", name: "Sentinels vs Fnatic", startDate: "2025-05-01T12:00:00+00:00" });
    expect(e.location["@type"]).toBe("VirtualLocation");
    expect(e.competitor).toHaveLength(2);
    expect(matchEventLd(SITE, m(2, null))).toBeNull();
  });
  it("a tournament page carries an event for every match it shows that has a start", () => {
    const shown = [...Array.from({ length: 21 }, (_, i) => m(i)), m(99, null)];
    const ids = tournamentMatchesLd(SITE, shown).map((e) => String(e["@id"]).replace(/^.*#match-/, ""));
    expect(ids).toEqual(shown.slice(0, 21).map((x) => String(x.id)));
  });
  it("ItemList positions and URLs", () => {
    const l = itemListLd(SITE, "T", [{ name: "A", path: "/a" }]) as Record<string, any>;
    expect(l.itemListElement[0]).toEqual({ "@type": "ListItem", position: 1, name: "A", url: `${SITE}/a` });
    expect(JSON.parse(JSON.stringify(l))).toEqual(l);
  });
});
