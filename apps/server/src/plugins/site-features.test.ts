import { afterEach, describe, expect, it } from "vitest";
import { licensedEverywhere } from "@eb/api/testing";
import { eq } from "@eb/db";
import { testDrivers } from "@eb/db/testing";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
const BEACON = JSON.stringify({ sessionId: "session-12345678", events: [{ type: "page_view", pageUrl: "/" }] });

describe.each(testDrivers())("ANALYTICS_TRACKING and AFFILIATE_TRACKING (%s)", (driver) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start(env: Record<string, string>) {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", ...env } });
    const [b] = await t.handle.db.insert(bookmakers).values({ name: "Book", rating: 4.5, redirectSlug: "book" }).returning({ id: bookmakers.id });
    await licensedEverywhere(t.handle.db, b!.id);
    const [r] = await t.handle.db
      .insert(bookmakerRedirects)
      .values({ bookmakerId: b!.id, slug: "book", targetUrl: "https://book.example/" })
      .returning({ id: bookmakerRedirects.id });
    return r!.id;
  }
  const clicks = async (id: number) =>
    (await t.handle.db.select({ n: bookmakerRedirects.clickCount }).from(bookmakerRedirects).where(eq(bookmakerRedirects.id, id)))[0]!.n;
  const beacon = () => t.app.inject({ method: "POST", url: "/api/events", headers: { "content-type": "application/json", ...BROWSER }, payload: BEACON });

  it("by default accepts beacons and counts /go clicks", async () => {
    const id = await start({});
    expect((await beacon()).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/go/book", headers: BROWSER })).statusCode).toBe(302);
    await t.app.flushRedirectHits();
    expect(await clicks(id)).toBe(1);
  });

  it("with analytics off has no beacon endpoint, and its pages offer no cookie choice", async () => {
    await start({ ANALYTICS_TRACKING: "false" });
    const res = await beacon();
    expect(res.statusCode).toBe(404);
    expect(res.json().error.data.code).toBe("not_found");
    const html = (await t.app.inject({ url: "/privacy-policy" })).body;
    expect(html).toContain('"analytics":false');
    expect(html).not.toContain("Cookie Settings");
  });

  it("with analytics on, its pages tell the browser to load the consent banner and offer the settings", async () => {
    await start({});
    const html = (await t.app.inject({ url: "/privacy-policy" })).body;
    expect(html).toContain('"analytics":true');
    expect(html).toContain("Cookie Settings");
  });

  it("with affiliate tracking off still redirects, and counts nothing", async () => {
    const id = await start({ AFFILIATE_TRACKING: "false" });
    const res = await t.app.inject({ url: "/go/book", headers: BROWSER });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("https://book.example/");
    await t.app.flushRedirectHits();
    expect(await clicks(id)).toBe(0);
  });
});

describe.each(testDrivers())("the demo data notice (%s)", (driver) => {
  let t: TestApp;
  afterEach(() => t.close());
  const NOTICE = "the matches, teams, players and results on this site are invented to show how it works";

  it("is on every public page while the demo provider's invented world is the esports data", async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", DEMO_DATA: "true" } });
    for (const url of ["/", "/matches/upcoming", "/search?q=navi", "/no-such-page"]) {
      const html = (await t.app.inject({ url })).body;
      expect(html, url).toContain(NOTICE);
      expect(html, url).toContain('"demoEsports":true');
    }
  });

  it.each([
    ["with a PandaScore token (real data)", { DEMO_DATA: "true", PANDASCORE_TOKEN: "token-for-tests" }],
    ["without demo data (no provider at all)", { DEMO_DATA: "false" }],
  ])("is absent %s", async (_label, env) => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", ...env } });
    const html = (await t.app.inject({ url: "/" })).body;
    expect(html).not.toContain(NOTICE);
    expect(html).toContain('"demoEsports":false');
  });
});
