import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-11-22T12:00:00Z");
const SITE = "https://esports.example";

/** /search as a visitor without JavaScript (or a crawler) gets it: the server renders the results. */
describe.each(testDrivers())("the search page rendered on the server, on %s", (driver) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    return { status: res.statusCode, html: res.body.replace(/<!-- -->/g, "") };
  };
  const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

  beforeAll(async () => {
    t = await createTestApp({ driver, now, env: { SITE_URL: SITE } });
  });
  afterAll(async () => t.close());

  it("renders grouped results with links for a partial name and for a one-letter typo, not indexed", async () => {
    for (const q of ["northw", "Nortwind"]) {
      const { status, html } = await get(`/search?q=${q}`);
      expect(status, q).toBe(200);
      expect(robots(html), q).toBe("noindex, nofollow");
      expect(html).toContain(`Search results for “${q}”`);
      expect(html).toMatch(/<h2[^>]*>Teams<\/h2>/);
      expect(html).toMatch(/href="\/team\/cs2\/\d+\/northwind-wolves"/);
      expect(html).toContain("Northwind Wolves");
      expect(html).toMatch(/<h2[^>]*>Upcoming matches<\/h2>/);
    }
  });

  it("keeps only q in the canonical URL, and the same query spelled with spaces and other parameters is one page", async () => {
    const plain = await get("/search?q=northwind");
    const noisy = await get("/search?cb=123&q=%20%20northwind%20&game=cs2");
    expect(canonical(noisy.html)).toBe(`${SITE}/search?q=northwind`);
    expect(canonical(plain.html)).toBe(`${SITE}/search?q=northwind`);
    expect(noisy.html).toContain("Search results for “northwind”");
  });

  it("finds tournaments by league, never the one without a tier", async () => {
    const { html } = await get("/search?q=open%20ladder");
    expect(html).not.toContain("Open Ladder Week");
    const league = await get("/search?q=frostline");
    expect(league.html).toMatch(/<h2[^>]*>Tournaments<\/h2>/);
    expect(league.html).toContain("Frostline Masters");
  });

  it("says so when nothing matches, and when the query is empty or too short, without an error status", async () => {
    const none = await get("/search?q=zzqxv");
    expect(none.status).toBe(200);
    expect(none.html).toContain("No results for “zzqxv”");
    const empty = await get("/search");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("Search teams, tournaments and matches");
    expect(robots(empty.html)).toBe("noindex, nofollow");
    expect((await get("/search?q=n")).html).toContain("Enter at least 2 letters or digits");
    expect((await get(`/search?q=${encodeURIComponent("😀".repeat(20))}`)).html).toContain("Enter at least 2 letters or digits");
    // Control characters are dropped from the page's query, never sent to the database.
    expect((await get("/search?q=north%00wind")).status).toBe(200);
  });

  it("the search field in the header is a plain GET form to /search (works without JavaScript)", async () => {
    const { html } = await get("/");
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
    const input = /<input id="site-search"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('name="q"');
    // A combobox is a text input (role="combobox" is not allowed on type="search": the HTML check);
    // phones still show their search key.
    expect(input).toContain('type="text"');
    expect(input).toContain('inputMode="search"');
    expect(input).toContain('enterKeyHint="search"');
  });

  it("is not in the sitemap", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("/search");
  });
});
