import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
/** The CDN in front of the site: the only peer TRUST_PROXY trusts, so the only one whose country header counts. */
const CDN = "127.0.0.1";

type Visitor = { name: string; remoteAddress: string; headers: Record<string, string>; expected: string };

/** Who asks, and which demo offers (by their rule set) their page must carry. */
const VISITORS: Visitor[] = [
  { name: "GB through the CDN", remoteAddress: CDN, headers: { "cf-ipcountry": "GB" }, expected: "GB" },
  { name: "New Jersey through the CDN", remoteAddress: CDN, headers: { "cf-ipcountry": "US", "cf-region-code": "NJ" }, expected: "US-NJ" },
  { name: "Texas through the CDN", remoteAddress: CDN, headers: { "cf-ipcountry": "US", "cf-region-code": "TX" }, expected: "US" },
  { name: "unknown to the CDN", remoteAddress: CDN, headers: { "cf-ipcountry": "XX" }, expected: "unknown" },
  // A client reaching the server directly, forging the CDN's header: its address decides (8.8.8.8 is in the US).
  { name: "a direct client forging GB", remoteAddress: "8.8.8.8", headers: { "cf-ipcountry": "GB", "cf-region-code": "NJ" }, expected: "US" },
  { name: "a direct client in GB by address", remoteAddress: "81.2.69.160", headers: {}, expected: "GB" },
];

/**
 * The demo bookmakers each place may be shown (DEMO_LICENCES in packages/db/src/seed/demo-jurisdictions.ts):
 * none is licensed everywhere, so Texas (no legal online sports betting) and an unplaced visitor get none.
 */
const OFFERED: Record<string, string[]> = {
  GB: ["Vortex Bet", "Nordic Odds", "GridWager", "Apex Sportsbook"],
  "US-NJ": ["Apex Sportsbook", "Lucky Frag"],
  US: [],
  unknown: [],
};
const ALL = ["Vortex Bet", "Nordic Odds", "PixelPlay", "GridWager", "Apex Sportsbook", "Lucky Frag"];
const AGE: Record<string, string> = { GB: "18+", "US-NJ": "21+", US: "21+", unknown: "18+" };

/** The bookmaker names a /bonuses page offers, read from its rendered data. */
function offeredOn(html: string): string[] {
  return ALL.filter((name) => html.includes(`"name":"${name}"`));
}

/**
 * A shared cache as the HTTP caching RFC has a CDN behave: it keeps only responses a shared cache
 * may store (public, s-maxage), under the URL plus the request's values of each header the
 * response names in Vary, and answers a later request with the same key from its copy.
 */
class SharedCache {
  private entries = new Map<string, { vary: string[]; byKey: Map<string, string> }>();

  async fetch(url: string, headers: Record<string, string>, origin: () => Promise<{ headers: Record<string, unknown>; body: string }>) {
    const known = this.entries.get(url);
    const keyOf = (vary: string[]) => vary.map((h) => `${h}=${headers[h] ?? ""}`).join("&");
    const hit = known?.byKey.get(keyOf(known.vary));
    if (hit !== undefined) return { body: hit, fromCache: true };
    const res = await origin();
    const cacheControl = String(res.headers["cache-control"] ?? "");
    if (/\bpublic\b/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl)) {
      const vary = String(res.headers.vary ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      const entry = known && known.vary.join() === vary.join() ? known : { vary, byKey: new Map<string, string>() };
      entry.byKey.set(keyOf(vary), res.body);
      this.entries.set(url, entry);
    }
    return { body: res.body, fromCache: false };
  }
}

/**
 * Issue 26: pages are rendered and cached per jurisdiction rule set, never per visitor, and a page
 * whose content depends on the jurisdiction tells a CDN so. No visitor may get a page rendered for
 * another jurisdiction, through the server's own render cache or a CDN obeying its headers.
 */
describe.each(testDrivers())("pages per jurisdiction on %s", (driver) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({
      driver,
      now: NOW,
      // DEMO_VISITOR_PLACE none: as a deployment, a visitor nobody could place is "unknown".
      env: { GEO_COUNTRY_HEADER: "CF-IPCountry", GEO_REGION_HEADER: "CF-Region-Code", TRUST_PROXY: CDN, DEMO_VISITOR_PLACE: "none" },
      // The render cache on, as in production.
      deps: { renderCacheMs: 600_000 },
    });
  });
  afterEach(() => t.close());

  const visit = (v: Visitor, url: string) => t.app.inject({ url, remoteAddress: v.remoteAddress, headers: { ...BROWSER, ...v.headers } });

  it("each visitor gets their jurisdiction's offers and age, however the requests interleave through the render cache", async () => {
    // Twice round, so every second visit of a rule set is served from the render cache.
    for (const round of [1, 2]) {
      for (const v of VISITORS) {
        const res = await visit(v, "/bonuses");
        expect(res.statusCode, `${v.name}, round ${round}`).toBe(200);
        expect(offeredOn(res.body), `${v.name}, round ${round}`).toEqual(OFFERED[v.expected]);
        expect(res.body, `${v.name}, round ${round}`).toContain(AGE[v.expected]);
      }
    }
  });

  it("tells a CDN to vary on the country headers, and keeps pages placed by address out of shared caches", async () => {
    const viaCdn = await visit(VISITORS[0]!, "/bonuses");
    expect(viaCdn.headers.vary).toBe("Accept-Encoding, cf-ipcountry, cf-region-code");
    expect(viaCdn.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1");
    const byAddress = await visit(VISITORS[5]!, "/bonuses");
    expect(byAddress.headers["cache-control"]).toBe("private, max-age=0");
    const api = await visit(VISITORS[1]!, "/api/public/bookmakers.list");
    // Added to tRPC's own Vary, which stays.
    expect(api.headers.vary).toBe("trpc-accept, accept, cf-ipcountry, cf-region-code");
  });

  it("through a CDN that obeys those headers, no visitor gets a page made for another jurisdiction", async () => {
    const cdn = new SharedCache();
    let fromCache = 0;
    for (const round of [1, 2]) {
      for (const v of VISITORS) {
        // A direct client does not pass the CDN; everyone else does, with the headers the CDN set.
        const page = v.remoteAddress === CDN ? await cdn.fetch("/", v.headers, () => visit(v, "/")) : { body: (await visit(v, "/")).body, fromCache: false };
        if (page.fromCache) fromCache++;
        expect(offeredOn(page.body), `${v.name}, round ${round}`).toEqual(OFFERED[v.expected]);
      }
    }
    // The CDN did serve copies: the second round of every visitor through it.
    expect(fromCache).toBe(4);
  });
});
