import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "@eb/db";
import { abTests, abTestVariants, bookmakers } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { assignmentsFor, CONTENT_CHANNEL, type RunningTest } from "@eb/api";
import type { AbPlace } from "@eb/api/shared";
import { createTestApp, type TestApp } from "../testing/test-app";
import { consentedSession } from "../testing/experiment-session";
import { PERSONAL_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "./public-pages";

const now = new Date("2026-11-22T12:00:00Z");
const HERO = { headline: "Sharper esports odds for {year}", text: "Every bookmaker rated by people who watch the matches." };

const bootExperiments = (html: string) =>
  (JSON.parse(/<script id="__BOOT__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "null") as { experiments: unknown[] }).experiments;
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<!-- -->/g, "");

describe.each(testDrivers())("A/B variants in server-rendered pages on %s", (driver) => {
  let t: TestApp;
  const running: RunningTest[] = [];

  /** A running test as an admin leaves it, announced to this instance. */
  async function runTest(place: AbPlace, config: Record<string, string | number>) {
    const changed = t.app.contentChanges.next();
    const test = await t.handle.db.transaction(async (tx) => {
      const [row] = await tx.insert(abTests).values({ name: place, place, status: "running", startDate: now }).returning({ id: abTests.id });
      const variants = await tx
        .insert(abTestVariants)
        .values([
          { testId: row!.id, name: "Control", trafficAllocation: 50, isControl: true, position: 0 },
          { testId: row!.id, name: "Variant A", trafficAllocation: 50, position: 1, config },
        ])
        .returning({ id: abTestVariants.id, isControl: abTestVariants.isControl });
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'experiments')`);
      return {
        id: row!.id,
        place,
        targetMetric: "bookmaker_clicks" as const,
        variants: variants.map((v) => ({ ...v, allocation: 50, config: v.isControl ? {} : config })),
      };
    });
    await changed;
    running.push(test);
    return test;
  }
  const inVariant = (id: string, variantIndex: 0 | 1) => assignmentsFor(running, id).every((a, n) => a.variantId === running[n]!.variants[variantIndex]!.id);
  /** The cookie of a consented visitor (a session the server issued) whose hash lands in the control (0) or Variant A (1) of every running test. */
  const sessionIn = async (variantIndex: 0 | 1) => {
    for (;;) {
      const session = await consentedSession(t.app);
      if (inVariant(session.sessionId, variantIndex)) return session.cookie;
    }
  };
  /** A session id chosen by the browser (the old cookie) that would land in Variant A. */
  const chosenIn = (variantIndex: 0 | 1) => {
    for (let i = 0; ; i++) if (inVariant(`s_visitor_${i}`, variantIndex)) return `eb_sid=s_visitor_${i}`;
  };
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  beforeEach(async () => {
    // A long render cache: a wrong cache key would show one visitor's variant to another.
    // Without a CDN's country header and with the IP lookup on, every page would be placed by address
    // and never shared (jurisdiction-pages.test.ts): off, so a page without variants is the shared one.
    t = await createTestApp({ driver, now, env: { GEO_IP_LOOKUP: "false" }, deps: { renderCacheMs: 600_000 } });
    running.length = 0;
  });
  afterEach(async () => t.close());

  it("renders a consented visitor's hero variant in the HTML, private, and everyone else's page as before", async () => {
    const before = await get("/", (await consentedSession(t.app)).cookie);
    expect(before.headers.vary).toBe("Accept-Encoding");
    expect(before.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);

    const test = await runTest("home_hero", HERO);
    const variantVisitor = await sessionIn(1);
    const controlVisitor = await sessionIn(0);
    for (let round = 0; round < 2; round++) {
      const variant = await get("/", variantVisitor);
      expect(h1(variant.body)).toBe("Sharper esports odds for 2026");
      expect(variant.body).toContain(HERO.text);
      expect(variant.headers["cache-control"]).toBe(PERSONAL_PAGE_CACHE_CONTROL);
      expect(variant.headers.vary).toMatch(/cookie/i);
      expect(bootExperiments(variant.body)).toEqual([{ testId: test.id, variantId: test.variants[1]!.id, place: "home_hero", config: HERO }]);

      const control = await get("/", controlVisitor);
      expect(h1(control.body)).toBe("Best Esports Betting Sites 2026");
      expect(control.headers["cache-control"]).toBe(PERSONAL_PAGE_CACHE_CONTROL);
      expect(bootExperiments(control.body)).toEqual([{ testId: test.id, variantId: test.variants[0]!.id, place: "home_hero", config: null }]);

      // No consent (no cookie) or a forged one (malformed, or an id the browser chose): the control, shareable, nothing of the test in the page.
      for (const anonymous of [await get("/"), await get("/", "eb_sid=<script>"), await get("/", chosenIn(1))]) {
        expect(h1(anonymous.body)).toBe("Best Esports Betting Sites 2026");
        expect(anonymous.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
        expect(anonymous.headers.vary).toMatch(/cookie/i);
        expect(bootExperiments(anonymous.body)).toEqual([]);
      }
    }
  });

  it("changes the bookmaker CTA and which bookmaker comes first, on the home page and the bonuses page", async () => {
    const listed = await t.handle.db
      .select({ id: bookmakers.id, name: bookmakers.name, bonus: bookmakers.bonus })
      .from(bookmakers)
      .where(eq(bookmakers.publishStatus, "published"))
      .orderBy(asc(bookmakers.displayOrder));
    // The last of those offered to this visitor (the demo's place, the UK: not every demo bookmaker is licensed there).
    const offered = [...(await get("/")).body.matchAll(/<article aria-label="([^"]+)"/g)].map((m) => m[1]);
    const last = listed.findLast((b) => offered.includes(b.name))!;
    expect(last.name).not.toBe(listed[0]!.name);
    await runTest("bookmaker_cta", { ctaText: "Grab {bonus} today" });
    await runTest("featured_bookmaker", { bookmakerId: last.id });
    const variantVisitor = await sessionIn(1);
    const home = (await get("/", variantVisitor)).body;
    expect(home).toContain(`Grab ${listed[0]!.bonus} today`);
    const cards = [...home.matchAll(/<article aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(cards[0]).toBe(last.name);
    const bonuses = (await get("/bonuses", variantVisitor)).body;
    expect([...bonuses.matchAll(/<article id="[^"]+" aria-label="([^"]+)"/g)].map((m) => m[1])[0]).toBe(last.name);
    expect(bonuses).toContain(`Grab ${last.bonus} today`);

    const anonymous = (await get("/")).body;
    expect(anonymous).not.toContain("today</a>");
    expect([...anonymous.matchAll(/<article aria-label="([^"]+)"/g)].map((m) => m[1])[0]).toBe(listed[0]!.name);
  });

  it("drops every variant as soon as the tests stop, on the next request", async () => {
    await runTest("home_hero", HERO);
    const variantVisitor = await sessionIn(1);
    expect(h1((await get("/", variantVisitor)).body)).toBe("Sharper esports odds for 2026");
    const changed = t.app.contentChanges.next();
    await t.handle.db.transaction(async (tx) => {
      await tx.update(abTests).set({ status: "paused" });
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'experiments')`);
    });
    await changed;
    const after = await get("/", variantVisitor);
    expect(h1(after.body)).toBe("Best Esports Betting Sites 2026");
    expect(after.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(after.headers.vary).toBe("Accept-Encoding");
  });
});
