import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { bookmakerJurisdictionUrls, bookmakerLicences, bookmakerRedirects, bookmakers, redirectHits } from "@eb/db/schema";
import { loadConfig } from "@eb/config";
import type { FastifyInstance } from "fastify";
import { announceContentChange } from "../../../../packages/api/src/platform";
import { buildApp } from "../app";
import { createTestApp, type TestApp } from "../testing/test-app";

const SITE = "http://localhost:3000";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BROWSER = { "user-agent": CHROME, accept: "text/html" };
/** A CDN in front of the site, on loopback: TRUST_PROXY trusts it, so its country and region headers are believed. */
const GEO_ENV = {
  GEO_COUNTRY_HEADER: "CF-IPCountry",
  GEO_REGION_HEADER: "CF-Region-Code",
  TRUST_PROXY: "127.0.0.1",
  // As a deployment places visitors: one nobody could place is "unknown", not the demo's place.
  DEMO_VISITOR_PLACE: "none",
};
const CDN = "127.0.0.1";

async function addBookmaker(
  h: DbHandle,
  slug: string,
  target: string,
  licence?: { mode: "only_in" | "everywhere_except"; jurisdictions: string[] },
  urls: Record<string, string> = {},
) {
  const [b] = await h.db
    .insert(bookmakers)
    .values({ name: `${slug} Book`, rating: 4.5, redirectSlug: slug })
    .returning({ id: bookmakers.id });
  const [r] = await h.db.insert(bookmakerRedirects).values({ bookmakerId: b!.id, slug, targetUrl: target }).returning({ id: bookmakerRedirects.id });
  // Without a licence a bookmaker is offered nowhere (issue 36): "none given" here means everywhere.
  await h.db.insert(bookmakerLicences).values({ bookmakerId: b!.id, ...(licence ?? { mode: "everywhere_except", jurisdictions: [] }) });
  for (const [code, targetUrl] of Object.entries(urls)) await h.db.insert(bookmakerJurisdictionUrls).values({ bookmakerId: b!.id, code, targetUrl });
  return r!.id;
}

/**
 * Issue 26: /go sends a visitor only to a bookmaker licensed where they are (to its own URL for
 * that place when it has one); any other click gets the not-available page and is recorded as
 * 'refused', never as a click. Every recorded hit keeps the visitor's country, never the address.
 */
describe.each(testDrivers())("/go/{slug} by jurisdiction on %s", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let ids: { world: number; ukonly: number; badurl: number };
  let addresses = 0;
  /** One visitor per request behind the CDN: its address is the forwarded one. */
  const from = (country: string | null, region?: string) => ({
    remoteAddress: CDN,
    headers: {
      ...BROWSER,
      "x-forwarded-for": `192.0.2.${++addresses}`,
      ...(country ? { "cf-ipcountry": country } : {}),
      ...(region ? { "cf-region-code": region } : {}),
    },
  });
  const hits = async () => {
    await app.flushRedirectHits();
    return handle.db
      .select({ redirectId: redirectHits.redirectId, kind: redirectHits.kind, country: redirectHits.country })
      .from(redirectHits)
      .orderBy(redirectHits.id);
  };
  const clickCount = async (id: number) =>
    (await handle.db.select({ n: bookmakerRedirects.clickCount }).from(bookmakerRedirects).where(eq(bookmakerRedirects.id, id)))[0]!.n;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    ids = {
      world: await addBookmaker(handle, "world", "https://world.example/?aff=2", undefined, { "US-NJ": "https://nj.world.example/?aff=2" }),
      ukonly: await addBookmaker(
        handle,
        "ukonly",
        "https://ukonly.example.com/join?aff=3",
        { mode: "only_in", jurisdictions: ["GB"] },
        { GB: "https://ukonly.example.uk/join?aff=3" },
      ),
      badurl: await addBookmaker(handle, "badurl", "https://badurl.example/", undefined, { SE: "javascript:alert(1)" }),
    };
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE, ...GEO_ENV }), handle, renderCacheMs: 0 });
  });
  afterEach(async () => {
    await app.close();
    await handle.close();
  });

  it("sends a licensed visitor to the bookmaker's URL for their place, with the usual parameters, and stores their country", async () => {
    const gb = await app.inject({ url: "/go/ukonly?utm_source=site&url=https://evil.example", ...from("GB") });
    expect(gb.statusCode).toBe(302);
    expect(gb.headers.location).toBe("https://ukonly.example.uk/join?aff=3&utm_source=site");
    // A region's URL applies to that region only; the rest of the country gets the usual target.
    expect((await app.inject({ url: "/go/world", ...from("US", "NJ") })).headers.location).toBe("https://nj.world.example/?aff=2");
    expect((await app.inject({ url: "/go/world", ...from("US", "NY") })).headers.location).toBe("https://world.example/?aff=2");
    // A stored URL that is not a safe target falls back to the usual one.
    expect((await app.inject({ url: "/go/badurl", ...from("SE") })).headers.location).toBe("https://badurl.example/");
    expect(await hits()).toEqual([
      { redirectId: ids.ukonly, kind: "click", country: "GB" },
      { redirectId: ids.world, kind: "click", country: "US" },
      { redirectId: ids.world, kind: "click", country: "US" },
      { redirectId: ids.badurl, kind: "click", country: "SE" },
    ]);
    expect(await clickCount(ids.ukonly)).toBe(1);
  });

  it("answers a US visitor for a UK-only bookmaker with the not-available page and a refused hit, not a click", async () => {
    const res = await app.inject({ url: "/go/ukonly?pl=bonuses-featured", ...from("US") });
    expect(res.statusCode).toBe(451);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("ukonly Book is not available in your location");
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"');
    // The bookmakers licensed there, through /go; nothing of any target URL.
    expect(res.body).toContain('href="/go/world?pl=unavailable"');
    expect(res.body).toContain('href="/go/badurl?pl=unavailable"');
    expect(res.body).not.toContain('href="/go/ukonly');
    expect(res.body).not.toMatch(/ukonly\.example|world\.example|badurl\.example/);
    expect(await hits()).toEqual([{ redirectId: ids.ukonly, kind: "refused", country: "US" }]);
    expect(await clickCount(ids.ukonly)).toBe(0);
  });

  it("ignores a country header sent by a client no proxy stands for", async () => {
    // A direct client claiming GB is an unplaced visitor: a UK-only bookmaker is not offered to it.
    const forged = await app.inject({ url: "/go/ukonly", headers: { ...BROWSER, "cf-ipcountry": "GB" }, remoteAddress: "203.0.113.77" });
    expect(forged.statusCode).toBe(451);
    const forgedWorld = await app.inject({
      url: "/go/world",
      headers: { ...BROWSER, "cf-ipcountry": "US", "cf-region-code": "NJ" },
      remoteAddress: "203.0.113.78",
    });
    expect(forgedWorld.headers.location).toBe("https://world.example/?aff=2");
    expect(await hits()).toEqual([
      { redirectId: ids.ukonly, kind: "refused", country: null },
      { redirectId: ids.world, kind: "click", country: null },
    ]);
  });

  it("bounds refused hits like clicks: once per visitor and window, at most 10 an address a minute", async () => {
    const one = { remoteAddress: "203.0.113.9" };
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: "/go/ukonly", headers: BROWSER, ...one })));
    expect(await hits()).toHaveLength(1);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => app.inject({ url: "/go/ukonly", headers: { ...BROWSER, "user-agent": `${CHROME} v${i}` }, ...one })),
    );
    expect(await hits()).toHaveLength(10);
    expect((await hits()).every((h) => h.kind === "refused")).toBe(true);
  });

  it("keeps HEAD requests and bots what they are when the bookmaker is not licensed", async () => {
    await app.inject({ method: "HEAD", url: "/go/ukonly", ...from("US") });
    await app.inject({
      url: "/go/ukonly",
      ...from("US"),
      headers: { ...from("US").headers, "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", accept: "*/*" },
    });
    expect((await hits()).map((h) => h.kind)).toEqual(["head", "bot"]);
  });

  it("drops its cached licences and targets at once when the jurisdictions topic is announced", async () => {
    expect((await app.inject({ url: "/go/ukonly", ...from("US") })).statusCode).toBe(451);
    // Written without an announcement first: the caches keep what they read.
    await handle.db.update(bookmakerLicences).set({ jurisdictions: ["GB", "US"] });
    await handle.db.update(bookmakerRedirects).set({ targetUrl: "https://moved.example/" }).where(eq(bookmakerRedirects.id, ids.ukonly));
    expect((await app.inject({ url: "/go/ukonly", ...from("US") })).statusCode).toBe(451);
    const announced = app.contentChanges.next();
    await announceContentChange(handle.db, "jurisdictions");
    await expect(announced).resolves.toBe("jurisdictions");
    expect((await app.inject({ url: "/go/ukonly", ...from("US") })).headers.location).toBe("https://moved.example/");
  });
});

describe.each(testDrivers())("/go with the demo data on %s", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ driver, env: { SITE_URL: SITE, ...GEO_ENV } });
  });
  afterEach(() => t.close());

  it("answers /go of a UK-only bookmaker from the US with the not-available page and counts a refused click, not a click", async () => {
    const [gridwager] = await t.handle.db.select().from(bookmakerRedirects).where(eq(bookmakerRedirects.slug, "gridwager"));
    const us = await t.app.inject({
      url: "/go/gridwager",
      remoteAddress: CDN,
      headers: { ...BROWSER, "x-forwarded-for": "192.0.2.1", "cf-ipcountry": "US", "cf-region-code": "NJ" },
    });
    expect(us.statusCode).toBe(451);
    expect(us.body).toContain("GridWager is not available in your location");
    // The demo's bookmakers licensed in New Jersey (issue 36: none is licensed everywhere).
    expect(us.body).toContain('href="/go/apex-sportsbook?pl=unavailable"');
    const gb = await t.app.inject({ url: "/go/gridwager", remoteAddress: CDN, headers: { ...BROWSER, "x-forwarded-for": "192.0.2.2", "cf-ipcountry": "GB" } });
    expect(gb.headers.location).toBe("https://gridwager.example.uk/?btag=esb-demo");
    await t.app.flushRedirectHits();
    const rows = await t.handle.db
      .select({ kind: redirectHits.kind, country: redirectHits.country })
      .from(redirectHits)
      .where(eq(redirectHits.redirectId, gridwager!.id))
      .orderBy(redirectHits.id);
    expect(rows).toEqual([
      { kind: "refused", country: "US" },
      { kind: "click", country: "GB" },
    ]);
    const [after] = await t.handle.db.select({ n: bookmakerRedirects.clickCount }).from(bookmakerRedirects).where(eq(bookmakerRedirects.id, gridwager!.id));
    expect(after!.n - gridwager!.clickCount).toBe(1);
  });
});
