import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "@eb/db";
import { bookmakerLicences, jurisdictionRules } from "@eb/db/schema";
import { DEMO_BOOKMAKERS } from "@eb/db/seed";
import { testDrivers } from "@eb/db/testing";
import { seedDemoOdds } from "@eb/api/jobs";
import { offerPoliciesOf } from "@eb/api";
import { matchPath, type PublicMatchList } from "@eb/api/shared";
import { createTestApp, type TestApp } from "../testing/test-app";
import { pageText as text } from "../testing/page-text";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
/** Behind a CDN: inject's peer (127.0.0.1) is the trusted proxy whose country headers place the visitor. */
const BEHIND_CDN = {
  GEO_COUNTRY_HEADER: "CF-IPCountry",
  GEO_REGION_HEADER: "CF-Region-Code",
  TRUST_PROXY: "127.0.0.1",
  // As a deployment places visitors: one nobody could place is "unknown", not the demo's place.
  DEMO_VISITOR_PLACE: "none",
};
const GB = { "cf-ipcountry": "GB" };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ONTARIO = { "cf-ipcountry": "CA", "cf-region-code": "ON" };

/**
 * Issue 26, in the server's render (what a visitor's first HTML and its data carry): a withheld
 * bonus reaches neither the page nor its data, and where no bookmaker is licensed a notice takes
 * the lists' place and a match page has no odds table.
 */
describe.each(testDrivers())("offers in the server-rendered pages per jurisdiction on %s", (driver) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ driver, now: NOW, env: BEHIND_CDN });
  });
  afterEach(() => t.close());

  const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...BROWSER, ...headers } });

  it("gives an Ontario visitor the bookmakers licensed there without any bonus, neither in the page nor in its data, and says why", async () => {
    for (const path of ["/bonuses", "/"]) {
      const html = (await visit(path, ONTARIO)).body;
      for (const b of DEMO_BOOKMAKERS) expect(html, `${path}: ${b.name}'s bonus`).not.toContain(b.bonus);
      for (const b of DEMO_BOOKMAKERS) expect(html, `${path}: ${b.name}'s terms`).not.toContain(b.terms);
      expect(text(html)).toContain("T&Cs apply. 19+");
      expect(text(html)).toContain("Offers shown for: Ontario, Canada");
    }
    const ontarioBonuses = (await visit("/bonuses", ONTARIO)).body;
    expect(text(ontarioBonuses)).toContain("Bonus offers are not advertised in Ontario, Canada, so the bookmakers are listed without them.");
    // A neutral comparison, in the server's HTML too: no claiming steps, no bonus types, no bonus title.
    expect(ontarioBonuses).toContain("<title>Esports Bookmakers Compared");
    expect(text(ontarioBonuses)).not.toMatch(/How to Claim a Bonus|Types of Betting Bonuses|Risk-Free Bet|Bonuses come with terms/);
    // A GB visitor gets the bonuses, each beside its key terms.
    const uk = text((await visit("/bonuses", GB)).body);
    expect(uk).toContain("100% up to €200");
    expect(uk).toContain("Key terms: Min. deposit €10. Wagering 8x within 30 days.");
    expect(uk).not.toContain("Bonus offers are not advertised");
    expect(uk).toContain("How to Claim a Bonus in Three Steps");
  });

  it("replaces the lists with a notice where no bookmaker is licensed, and a match page has no odds table", async () => {
    await seedDemoOdds(t.handle.db, NOW);
    const upcoming = await visit(`/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}`, GB);
    const match = upcoming.json<{ result: { data: PublicMatchList } }>().result.data.matches.find((m) => m.bestOdds && m.teamA && m.teamB)!;
    const matchPage = matchPath(match.game, match.id, match.teamA!.name, match.teamB!.name);
    // Every bookmaker licensed only in Austria, read afresh (as after an admin's announced change).
    await t.handle.db.update(bookmakerLicences).set({ mode: "only_in", jurisdictions: ["AT"] });
    offerPoliciesOf(t.handle.db).clear();
    for (const path of ["/", "/bonuses", "/games/cs2"]) {
      const page = text((await visit(path, GB)).body);
      expect(page, path).toContain("No bookmakers we list are available in United Kingdom.");
      for (const b of DEMO_BOOKMAKERS) expect(page, `${path}: ${b.name}`).not.toContain(b.name);
    }
    expect(text((await visit("/bonuses")).body)).toContain("No bookmakers available everywhere");
    const gbMatch = await visit(matchPage, GB);
    expect(gbMatch.statusCode).toBe(200);
    expect(gbMatch.body).not.toContain("data-odds-section");
    // In Austria the same page has its table.
    expect((await visit(matchPage, { "cf-ipcountry": "AT" })).body).toContain("data-odds-section");
  });

  it("shows the Netherlands and Germany (information only) no bookmaker name, price, link or bonus, on any page, and says why", async () => {
    await seedDemoOdds(t.handle.db, NOW);
    const upcoming = await visit(`/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}`, GB);
    const match = upcoming.json<{ result: { data: PublicMatchList } }>().result.data.matches.find((m) => m.bestOdds && m.teamA && m.teamB)!;
    const matchPage = matchPath(match.game, match.id, match.teamA!.name, match.teamB!.name);
    // The same pages in the UK (Vortex Bet is licensed in all three) carry the offers, and no chances section.
    const ukMatch = (await visit(matchPage, GB)).body;
    expect(ukMatch).toContain("data-odds-section");
    expect(ukMatch).not.toContain("data-fair-chances");
    expect(text((await visit("/", GB)).body)).toContain("Vortex Bet");
    for (const [place, name] of [
      ["NL", "Netherlands"],
      ["DE", "Germany"],
    ] as const) {
      for (const path of ["/", "/bonuses", "/games/cs2", "/matches/upcoming", "/dropping-odds", matchPage]) {
        const res = await visit(path, { "cf-ipcountry": place });
        expect(res.statusCode, `${place} ${path}`).toBe(200);
        const page = text(res.body);
        for (const b of DEMO_BOOKMAKERS) {
          expect(page, `${place} ${path}: ${b.name}`).not.toContain(b.name);
          expect(page, `${place} ${path}: ${b.name}'s bonus`).not.toContain(b.bonus);
        }
        expect(res.body, `${place} ${path}: a bookmaker link`).not.toContain('href="/go/');
        expect(res.body, `${place} ${path}: prices`).not.toMatch(/data-odds-section|data-odds-price|data-best-price-cta/);
        expect(page, `${place} ${path}: the rules`).toContain(`Offers shown for: ${name}`);
      }
      expect(text((await visit("/", { "cf-ipcountry": place })).body)).toContain(`Betting offers are not shown in ${name}.`);
      // The match itself is all there, with the chances the prices imply (no price, no name).
      const matchText = text((await visit(matchPage, { "cf-ipcountry": place })).body);
      expect(matchText).toContain(match.teamA!.name);
      expect(matchText).toMatch(new RegExp(`Chances\\s*${escape(match.teamA!.name)} \\d+% · ${escape(match.teamB!.name)} \\d+%`));
      expect(matchText).toContain("What the bookmakers' prices imply, with their margins taken out");
      // A bookmaker's link sends nobody from there.
      const go = await visit("/go/vortex-bet", { "cf-ipcountry": place });
      expect(go.statusCode, `${place} /go`).not.toBe(302);
    }
  });

  it("gives a US state that allows sports betting but not esports information only; Missouri its age and helpline", async () => {
    const MISSOURI = { "cf-ipcountry": "US", "cf-region-code": "MO" };
    const NEW_JERSEY = { "cf-ipcountry": "US", "cf-region-code": "NJ" };
    const missouri = text((await visit("/", MISSOURI)).body);
    expect(missouri).toContain("Offers shown for: Missouri, United States");
    expect(missouri).toContain("1-888-BETSOFF (Missouri)");
    expect(missouri).toContain("1-888-238-7633");
    const apex = DEMO_BOOKMAKERS.find((b) => b.slug === "apex-sportsbook")!;
    expect(text((await visit("/", NEW_JERSEY)).body)).toContain(apex.name);
    // New Jersey stops allowing esports betting (an admin's edit, read afresh).
    await t.handle.db.update(jurisdictionRules).set({ esportsBettingAllowed: false }).where(eq(jurisdictionRules.code, "US-NJ"));
    offerPoliciesOf(t.handle.db).clear();
    for (const path of ["/", "/bonuses"]) {
      const res = await visit(path, NEW_JERSEY);
      const page = text(res.body);
      for (const b of DEMO_BOOKMAKERS) expect(page, `${path}: ${b.name}`).not.toContain(b.name);
      expect(res.body, `${path}: a bookmaker link`).not.toContain('href="/go/');
    }
    expect(text((await visit("/", NEW_JERSEY)).body)).toContain("Esports betting is not allowed in New Jersey, United States.");
    expect((await visit("/go/apex-sportsbook", NEW_JERSEY)).statusCode).not.toBe(302);
  });
});
