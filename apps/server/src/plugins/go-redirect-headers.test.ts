import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licensedEverywhere } from "@eb/api/testing";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { bookmakerLicences, bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { loadConfig } from "@eb/config";
import { buildApp } from "../app";
import { DOCUMENT_SECURITY_HEADERS } from "../testing/document-headers";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
/** A CDN on loopback places the visitors (as in go-jurisdictions.test.ts). */
const GEO_ENV = { GEO_COUNTRY_HEADER: "CF-IPCountry", TRUST_PROXY: "127.0.0.1", DEMO_VISITOR_PLACE: "none" };

const DOCUMENT_HEADERS = DOCUMENT_SECURITY_HEADERS;
/** What a 302 from /go carries, besides the transport's own (date, content-length, connection). */
const REDIRECT_HEADERS = [
  "cache-control",
  "location",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-request-id",
  "x-robots-tag",
].sort();
const TRANSPORT = new Set(["date", "content-length", "connection", "keep-alive"]);

/**
 * A 302 has no body, so /go's redirect drops the headers that govern only documents
 * (security-headers.ts); every page answered at /go (not found, not available) keeps them all.
 */
describe.each(testDrivers())("/go's headers on %s", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let addresses = 0;
  const visitor = (country: string) => ({
    remoteAddress: "127.0.0.1",
    headers: { ...BROWSER, "x-forwarded-for": `192.0.2.${++addresses}`, "cf-ipcountry": country },
  });
  let page: Record<string, unknown>;

  beforeAll(async () => {
    handle = await createTestDb(driver);
    const [open, gbOnly] = await handle.db
      .insert(bookmakers)
      .values([
        { name: "Open Book", rating: 4.5, redirectSlug: "openbook" },
        { name: "UK Book", rating: 4.5, redirectSlug: "ukbook" },
      ])
      .returning({ id: bookmakers.id });
    await licensedEverywhere(handle.db, open!.id);
    await handle.db.insert(bookmakerLicences).values({ bookmakerId: gbOnly!.id, mode: "only_in", jurisdictions: ["GB"] });
    await handle.db.insert(bookmakerRedirects).values([
      { bookmakerId: open!.id, slug: "openbook", targetUrl: "https://open.example/join?aff=1" },
      { bookmakerId: gbOnly!.id, slug: "ukbook", targetUrl: "https://uk.example/join?aff=2" },
    ]);
    // An https site: Strict-Transport-Security is on, as in production.
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: "https://bets.example", ...GEO_ENV }),
      handle,
      renderCacheMs: 0,
    });
    const home = await app.inject({ url: "/", ...visitor("GB") });
    page = Object.fromEntries(DOCUMENT_HEADERS.map((h) => [h, home.headers[h]]));
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it("a redirect carries exactly the headers that mean something on a 302", async () => {
    const res = await app.inject({ url: "/go/openbook?utm_source=x", ...visitor("GB") });
    expect(res.statusCode).toBe(302);
    expect(
      Object.keys(res.headers)
        .filter((h) => !TRANSPORT.has(h))
        .sort(),
    ).toEqual(REDIRECT_HEADERS);
    // The same values a page has: the Referer the bookmaker receives is governed as on the site.
    expect(res.headers["referrer-policy"]).toBe(page["referrer-policy"]);
    expect(res.headers["strict-transport-security"]).toBe(page["strict-transport-security"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body).toBe("");
  });

  it("the not-available page (451) at /go keeps every document header", async () => {
    const res = await app.inject({ url: "/go/ukbook", ...visitor("US") });
    expect(res.statusCode).toBe(451);
    expect(res.headers["content-type"]).toContain("text/html");
    for (const h of DOCUMENT_HEADERS) expect(res.headers[h], h).toBeDefined();
    expect(Object.fromEntries(DOCUMENT_HEADERS.map((h) => [h, res.headers[h]]))).toEqual(page);
  });

  it("the not-found page at /go keeps every document header", async () => {
    for (const url of ["/go/no-such-book", "/go", "/go/openbook/extra"]) {
      const res = await app.inject({ url, ...visitor("GB") });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(Object.fromEntries(DOCUMENT_HEADERS.map((h) => [h, res.headers[h]])), url).toEqual(page);
    }
  });

  it("serves the pages at /go compressed once per render (the route runs none of @fastify/compress's hooks)", async () => {
    const us = visitor("US");
    const res = await app.inject({ url: "/go/ukbook", ...us, headers: { ...us.headers, "accept-encoding": "br" } });
    expect(res.statusCode).toBe(451);
    expect(res.headers["content-encoding"]).toBe("br");
  });
});
