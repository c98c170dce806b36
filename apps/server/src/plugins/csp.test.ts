import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"));
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
/** A nonce attribute on any tag (attribute values are skipped whole, so escaped text inside one does not count). */
const NONCE_ATTRIBUTE = /<[a-z][a-z0-9-]*(?:\s+[^\s=>"]+(?:="[^"]*")?)*\s+nonce=/i;

describe("the nonce-attribute matcher", () => {
  it("finds a nonce attribute but not nonce text inside another attribute's value", () => {
    expect('<script type="module" nonce="abc" src="/a.js">').toMatch(NONCE_ATTRIBUTE);
    expect('<input name="q" value="&quot; nonce=&quot;abc">').not.toMatch(NONCE_ATTRIBUTE);
  });
});

describe.each(testDrivers())("public pages' CSP on %s", (driver) => {
  let t: TestApp;
  let tournamentPath: string;
  beforeAll(async () => {
    // The render cache on, as in production: a cached page is what a CDN would share.
    // With the IP lookup on and no CDN country header every page is placed by address and never
    // shared (jurisdiction-pages.test.ts); off, the page is the shared one this test reads the headers of.
    t = await createTestApp({ driver, env: { NODE_ENV: "test", GEO_IP_LOOKUP: "false" }, deps: { renderCacheMs: 60_000 } });
    const list = await t.app.inject({ url: `/api/public/tournaments.list?input=${encodeURIComponent(JSON.stringify({ game: "all", status: "all" }))}` });
    const first = list.json<{ result: { data: { slug: string | null }[] } }>().result.data.find((x) => x.slug);
    tournamentPath = `/tournaments/${first!.slug}`;
  });
  afterAll(() => t.close());

  it("allows same-origin script files only, with no nonce, hash or unsafe-inline", async () => {
    const res = await t.app.inject({ url: "/" });
    expect(scriptSrc(res.headers["content-security-policy"])).toBe("script-src 'self'");
  });

  it("holds no inline executable script: module scripts are /assets files, inline blocks are JSON data", async () => {
    for (const url of ["/", tournamentPath, "/tournaments?q=x"]) {
      const html = (await t.app.inject({ url })).body;
      const tags = scriptTags(html);
      expect(tags.length, url).toBeGreaterThan(1);
      for (const tag of tags) {
        const external = /\stype="module"/.test(tag) && /\ssrc="\/assets\/[^"]+\.js"/.test(tag);
        const dataBlock = /\stype="application\/(ld\+)?json"/.test(tag) && !/\ssrc=/.test(tag);
        expect(external || dataBlock, `${url}: ${tag}`).toBe(true);
      }
    }
  });

  it.each([
    ["the old nonce slot", "__CSP_NONCE__"],
    ["a nonce attribute", '" nonce="abc'],
    ["a CSP nonce source", "'nonce-abc' 'strict-dynamic'"],
  ])("echoes %s in ?q= only as inert, escaped text", async (_label, q) => {
    const res = await t.app.inject({ url: `/tournaments?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(NONCE_ATTRIBUTE);
    expect(scriptSrc(res.headers["content-security-policy"])).toBe("script-src 'self'");
    const escaped = q.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
    // The search box shows the term exactly as typed.
    expect(res.body).toMatch(new RegExp(`<input[^>]*name="q"[^>]*value="${escaped.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`));
    if (q === "__CSP_NONCE__") {
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/tournaments?q=__CSP_NONCE__"');
      expect(res.body).toContain('<meta property="og:url" content="http://localhost:3000/tournaments?q=__CSP_NONCE__"');
    }
  });

  it.each([
    ["the home page", "/"],
    ["a tournament page", ""],
  ])("serves %s from cache as byte-identical responses with no nonce", async (_label, url) => {
    const path = url || tournamentPath;
    const [a, b] = [await t.app.inject({ url: path }), await t.app.inject({ url: path })];
    expect(a.statusCode).toBe(200);
    expect(a.headers["cache-control"]).toContain("s-maxage=1");
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(b.headers["content-security-policy"]).toBe(a.headers["content-security-policy"]);
    expect(a.body).not.toMatch(NONCE_ATTRIBUTE);
    expect(String(a.headers["content-security-policy"])).not.toContain("nonce");
  });
});

describe.each(testDrivers())("admin app's CSP on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test" } });
  });
  afterAll(() => t.close());

  it("gives every response its own nonce, carried by the page's script and trusted through 'strict-dynamic'", async () => {
    const nonces = [];
    for (const url of ["/admin", "/admin", "/auth"]) {
      const res = await t.app.inject({ url });
      expect(res.headers["cache-control"]).toBe("no-store");
      const nonce = /^script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'$/.exec(scriptSrc(res.headers["content-security-policy"]) ?? "")?.[1];
      expect(nonce, url).toBeTruthy();
      const tags = scriptTags(res.body);
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("sends the nonce policy on HEAD too (the Security tab reads the page's CSP with a HEAD request)", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/admin/security" });
    expect(scriptSrc(res.headers["content-security-policy"])).toMatch(/^script-src 'self' 'nonce-[^']+' 'strict-dynamic'$/);
  });

  it("keeps the nonce off every other response", async () => {
    for (const url of ["/api/admin/auth.session", "/healthz"])
      expect(scriptSrc((await t.app.inject({ url })).headers["content-security-policy"])).toBe("script-src 'self'");
  });
});
