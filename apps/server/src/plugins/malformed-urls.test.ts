import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";
import { frameworkErrorReply } from "./framework-errors";
import { DOCUMENT_SECURITY_HEADERS } from "../testing/document-headers";

const SECURITY_HEADERS = DOCUMENT_SECURITY_HEADERS;

/** URLs whose escapes do not decode (Fastify's FST_ERR_BAD_URL), on every surface. */
const MALFORMED = [
  "/%",
  "/%E0%A4%A",
  "/go/%ff",
  "/go/%",
  "/tournaments/%E0%A4%A",
  "/api/admin/auth.session%ff",
  "/api/public/bookmakers.list%",
  "/admin/%ff",
  "/auth/%",
  "/assets/%ff.js",
  "/%3Cscript%3E%ff",
];

describe.each(testDrivers())("malformed URLs on %s", (driver) => {
  let t: TestApp;
  let expected: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: "https://bets.example" } });
    // What an ordinary refusal carries: the malformed URL must get the same headers.
    const ordinary = await t.app.inject({ url: "/api/no-such-thing" });
    expected = Object.fromEntries(SECURITY_HEADERS.map((h) => [h, ordinary.headers[h]]));
  });
  afterAll(() => t.close());

  it.each(MALFORMED)("%s is a 400 with the usual body (the site's error page off the APIs), every security header, and no echo of the URL", async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    if (url.startsWith("/api/")) {
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.json()).toEqual({ error: { message: "Malformed URL", data: { code: "invalid_input", httpStatus: 400 } } });
    } else {
      expectErrorPage(res, "Bad request");
    }
    for (const h of SECURITY_HEADERS) expect(res.headers[h], h).toBeDefined();
    expect(Object.fromEntries(SECURITY_HEADERS.map((h) => [h, res.headers[h]]))).toEqual(expected);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain("%");
    expect(res.body).not.toContain("script");
  });
});

/** Issue 36: the site's own error page, not raw JSON, for a visitor's malformed or over-long link. */
function expectErrorPage(res: { headers: Record<string, unknown>; body: string }, title: string) {
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.body).toMatch(/^<!doctype html>/i);
  expect(res.body).toContain(`<title>${title} | EsportsBetHub</title>`);
  expect(res.body).toContain('<meta name="robots" content="noindex" />');
  expect(res.body).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  expect(res.body).toContain('<a href="/"');
  // No script: the page has nothing to run, and the app would route the unreadable URL again.
  expect(res.body).not.toContain("<script");
}

describe.each(testDrivers())("over-long URLs on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: "https://bets.example" } });
  });
  afterAll(() => t.close());

  it.each(["/", "/tournaments", "/go/some-book", "/search"])("a 23 KB query on %s is the site's 414 page, with every security header", async (path) => {
    const res = await t.app.inject({ url: `${path}?q=${"a".repeat(23_000)}` });
    expect(res.statusCode).toBe(414);
    expectErrorPage(res, "Address too long");
    for (const h of SECURITY_HEADERS) expect(res.headers[h], h).toBeDefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain("aaaa");
  });
  it("an API call past the cap keeps the JSON body", async () => {
    const res = await t.app.inject({ url: `/api/public/bookmakers.list?input=${"a".repeat(23_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { message: "URL too long", data: { code: "uri_too_long", httpStatus: 414 } } });
    for (const h of SECURITY_HEADERS) expect(res.headers[h], h).toBeDefined();
  });
});

describe("a path parameter over the router's length limit", () => {
  it("is a 414 with the usual body and the security headers, without the parameter", async () => {
    // The app's own routes fall back to wildcards first, so a bare router shows this refusal.
    const app = Fastify({ frameworkErrors: frameworkErrorReply({ hsts: true }), routerOptions: { maxParamLength: 10 } });
    app.get("/x/:id", async () => "ok");
    const res = await app.inject({ url: `/x/${"a".repeat(20)}` });
    await app.close();
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { message: "URL too long", data: { code: "uri_too_long", httpStatus: 414 } } });
    for (const h of SECURITY_HEADERS) expect(res.headers[h], h).toBeDefined();
    expect(res.body).not.toContain("aaaa");
  });
});
