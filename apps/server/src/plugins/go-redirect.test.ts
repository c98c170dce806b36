import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licensedEverywhere } from "@eb/api/testing";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, sql, type DbHandle } from "@eb/db";
import { bookmakerRedirects, bookmakerSlugAliases, bookmakers, redirectHits } from "@eb/db/schema";
import { buildApp } from "../app";
import { loadConfig } from "@eb/config";

const SITE = "http://localhost:3000";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };

async function addBookmaker(
  h: DbHandle,
  name: string,
  slug: string,
  target: string,
  extra: Partial<typeof bookmakers.$inferInsert> = {},
  formerSlugs: string[] = [],
) {
  const [b] = await h.db
    .insert(bookmakers)
    .values({ name, rating: 4.5, redirectSlug: slug, ...extra })
    .returning({ id: bookmakers.id });
  await licensedEverywhere(h.db, b!.id);
  const [r] = await h.db.insert(bookmakerRedirects).values({ bookmakerId: b!.id, slug, targetUrl: target }).returning({ id: bookmakerRedirects.id });
  for (const former of formerSlugs) await h.db.insert(bookmakerSlugAliases).values({ slug: former, bookmakerId: b!.id });
  return r!.id;
}

describe.each(testDrivers())("/go/{slug} on %s", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let goodId: number;
  let renamedId: number;
  // A fresh client address for every request that must count: one visitor's repeats count once
  // (go-redirect-counting.test.ts), and tests run in any order against one server.
  let addresses = 0;
  const fresh = () => ({ remoteAddress: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}` });

  beforeAll(async () => {
    handle = await createTestDb(driver);
    goodId = await addBookmaker(handle, "Good Book", "goodbook", "https://www.goodbook.example/join?aff=42");
    renamedId = await addBookmaker(handle, "Renamed Book", "renamed-new", "https://renamed.example/?aff=7", {}, ["renamed-old", "renamed-older"]);
    await addBookmaker(handle, "Off Book", "offbook", "https://off.example/", { active: false }, ["offbook-old"]);
    await addBookmaker(handle, "Draft Book", "draftbook", "https://draft.example/", { publishStatus: "draft" }, ["draftbook-old"]);
    await addBookmaker(handle, "Archived Book", "archivedbook", "https://archived.example/", { publishStatus: "archived" }, ["archivedbook-old"]);
    await addBookmaker(handle, "Evil Book", "jsbook", "javascript:alert(1)");
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE }), handle, renderCacheMs: 0 });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const clickCount = async () =>
    (await handle.db.select({ n: bookmakerRedirects.clickCount }).from(bookmakerRedirects).where(eq(bookmakerRedirects.id, goodId)))[0]!.n;
  const hitsByKind = async () => {
    const rows = await handle.db
      .select({ kind: redirectHits.kind, n: sql<number>`count(*)::int` })
      .from(redirectHits)
      .where(eq(redirectHits.redirectId, goodId))
      .groupBy(redirectHits.kind);
    return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
  };

  it("redirects with 302 to the stored target, no-store and noindex", async () => {
    const res = await app.inject({ url: "/go/goodbook", headers: BROWSER });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("https://www.goodbook.example/join?aff=42");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("passes utm_* and the sub-id on, and nothing else", async () => {
    const res = await app.inject({
      url: "/go/goodbook?utm_source=site&utm_campaign=cs2&subid=abc123&url=https://evil.com&aff=1&pl=bonuses-card",
      headers: BROWSER,
    });
    const loc = new URL(res.headers.location as string);
    expect(loc.host).toBe("www.goodbook.example");
    expect(loc.searchParams.get("utm_source")).toBe("site");
    expect(loc.searchParams.get("utm_campaign")).toBe("cs2");
    expect(loc.searchParams.get("subid")).toBe("abc123");
    expect(loc.searchParams.get("aff")).toBe("42");
    expect(loc.searchParams.has("url")).toBe(false);
    expect(loc.searchParams.has("pl")).toBe(false);
  });

  it.each([
    ["unknown", "/go/nosuchbook"],
    ["inactive", "/go/offbook"],
    ["unpublished", "/go/draftbook"],
    ["archived", "/go/archivedbook"],
    ["inactive bookmaker's former", "/go/offbook-old"],
    ["unpublished bookmaker's former", "/go/draftbook-old"],
    ["archived bookmaker's former", "/go/archivedbook-old"],
    ["non-http target", "/go/jsbook"],
    ["empty", "/go/"],
    ["bare", "/go"],
    ["protocol-relative", "//evil.com"],
    ["double slash", "/go//evil.com"],
    ["encoded slashes", "/go/%2F%2Fevil.com"],
    ["encoded scheme", "/go/https%3A%2F%2Fevil.com"],
    ["nested", "/go/goodbook/../../evil"],
    ["query url", "/go/?url=https://evil.com"],
    ["backslashes", "/go/%5C%5Cevil.com"],
  ])("answers the not-found page with 404 for a %s slug (%s)", async (_label, url) => {
    const res = await app.inject({ url: url.startsWith("/go") ? url : `/go/${url}`, headers: BROWSER });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("Oops! Page not found");
  });

  it("counts every concurrent GET of distinct visitors exactly once, and records HEAD and bots apart", async () => {
    await app.flushRedirectHits();
    const before = await clickCount();
    const beforeHits = await hitsByKind();
    const N = 200;
    const results = await Promise.all([
      ...Array.from({ length: N }, () => app.inject({ url: "/go/goodbook", headers: { ...BROWSER, referer: `${SITE}/bonuses` }, ...fresh() })),
      ...Array.from({ length: 7 }, () => app.inject({ method: "HEAD", url: "/go/goodbook", headers: BROWSER, ...fresh() })),
      ...Array.from({ length: 5 }, () =>
        app.inject({ url: "/go/goodbook", headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", accept: "*/*" }, ...fresh() }),
      ),
      ...Array.from({ length: 3 }, () => app.inject({ url: "/go/goodbook", headers: { "user-agent": BROWSER["user-agent"] }, ...fresh() })),
    ]);
    expect(results.every((r) => r.statusCode === 302)).toBe(true);
    await app.flushRedirectHits();
    expect((await clickCount()) - before).toBe(N);
    const after = await hitsByKind();
    expect((after.click ?? 0) - (beforeHits.click ?? 0)).toBe(N);
    expect((after.head ?? 0) - (beforeHits.head ?? 0)).toBe(7);
    expect((after.bot ?? 0) - (beforeHits.bot ?? 0)).toBe(8);
  });

  it("a bookmaker's former slugs reach its stored target and count on its redirect, keeping the slug used", async () => {
    await app.flushRedirectHits();
    const countOf = async () =>
      (await handle.db.select({ n: bookmakerRedirects.clickCount }).from(bookmakerRedirects).where(eq(bookmakerRedirects.id, renamedId)))[0]!.n;
    const before = await countOf();
    for (const url of ["/go/renamed-new", "/go/renamed-old", "/go/renamed-old", "/go/renamed-older"]) {
      const res = await app.inject({ url, headers: BROWSER, ...fresh() });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe("https://renamed.example/?aff=7");
    }
    await app.flushRedirectHits();
    expect((await countOf()) - before).toBe(4);
    const rows = await handle.db
      .select({ slug: redirectHits.slug, n: sql<number>`count(*)::int` })
      .from(redirectHits)
      .where(eq(redirectHits.redirectId, renamedId))
      .groupBy(redirectHits.slug)
      .orderBy(redirectHits.slug);
    expect(rows).toEqual([
      { slug: "renamed-new", n: 1 },
      { slug: "renamed-old", n: 2 },
      { slug: "renamed-older", n: 1 },
    ]);
  });

  it("records the route pattern of a same-site Referer's page and the placement, never a foreign page", async () => {
    await app.inject({ url: "/go/goodbook?pl=bonuses-featured", headers: { ...BROWSER, referer: `${SITE}/bonuses?x=1` }, ...fresh() });
    await app.inject({ url: "/go/goodbook?pl=<script>", headers: { ...BROWSER, referer: "https://other.example/page" }, ...fresh() });
    await app.inject({ url: "/go/goodbook?pl=odds&m=77", headers: { ...BROWSER, referer: `${SITE}/match/cs2/77/navi-vs-fnatic?utm=x` }, ...fresh() });
    // The dropping-odds list's prices carry their match too; another placement's `m` is ignored.
    await app.inject({ url: "/go/goodbook?pl=dropping-odds&m=78", headers: { ...BROWSER, referer: `${SITE}/dropping-odds?game=cs2` }, ...fresh() });
    await app.inject({ url: "/go/goodbook?pl=bonuses-featured&m=79", headers: { ...BROWSER, referer: `${SITE}/bonuses` }, ...fresh() });
    await app.flushRedirectHits();
    const rows = await handle.db
      .select()
      .from(redirectHits)
      .where(eq(redirectHits.redirectId, goodId))
      .orderBy(sql`id desc`)
      .limit(5);
    expect(rows[4]).toMatchObject({ page: "/bonuses", placement: "bonuses-featured", kind: "click" });
    expect(rows[3]).toMatchObject({ page: null, placement: null });
    expect(rows[2]).toMatchObject({ page: "/match/:game/:id/:slug", placement: "odds", matchId: 77 });
    expect(rows[1]).toMatchObject({ page: "/dropping-odds", placement: "dropping-odds", matchId: 78 });
    expect(rows[0]).toMatchObject({ page: "/bonuses", placement: "bonuses-featured", matchId: null });
  });

  it("stores no page of a forged same-site Referer: made-up paths and ids add no distinct pages", async () => {
    const referers = Array.from({ length: 20 }, (_, i) => [`${SITE}/forged-${i}-${"x".repeat(300)}`, `${SITE}/team/cs2/${1000 + i}?q=${i}`]).flat();
    for (const referer of referers) await app.inject({ url: "/go/goodbook", headers: { ...BROWSER, referer }, ...fresh() });
    await app.flushRedirectHits();
    const rows = await handle.db
      .select({ page: redirectHits.page })
      .from(redirectHits)
      .where(eq(redirectHits.redirectId, goodId))
      .orderBy(sql`id desc`)
      .limit(referers.length);
    expect(new Set(rows.map((r) => r.page))).toEqual(new Set([null, "/team/:game/:id"]));
  });

  it("writes queued hits when the server shuts down", async () => {
    const h2 = await createTestDb(driver);
    const id = await addBookmaker(h2, "Shut Book", "shutbook", "https://shut.example/");
    const app2 = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE }), handle: h2 });
    for (let i = 0; i < 25; i++) await app2.inject({ url: "/go/shutbook", headers: BROWSER, ...fresh() });
    await app2.close();
    const [row] = await h2.db.select({ n: bookmakerRedirects.clickCount }).from(bookmakerRedirects).where(eq(bookmakerRedirects.id, id));
    expect(row!.n).toBe(25);
    await h2.close();
  });
});
