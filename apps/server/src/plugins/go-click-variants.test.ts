import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "@eb/db";
import { abTests, abTestVariants, affiliateClicks } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { assignmentsFor, CONTENT_CHANNEL, loadRunningTests } from "@eb/api";
import { createTestApp, type TestApp } from "../testing/test-app";
import { consentedSession } from "../testing/experiment-session";
import { addProgrammeBookmaker, testServerKeys } from "../testing/affiliate-programmes";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Issue 27: a click records the A/B variants of a consented session, and nothing of anyone else. */
describe.each(testDrivers())("the variants a /go click records (%s)", (driver) => {
  let t: TestApp;
  let testId: number;
  beforeEach(async () => {
    const keys = testServerKeys();
    t = await createTestApp({ driver, seed: false, deps: { mfaKeys: keys } });
    await addProgrammeBookmaker(t.handle, keys, { name: "Vortex", slug: "vortex", target: "https://vortex.example/?aff=1", clickIdParam: "btag" });
    const changed = t.app.contentChanges.next();
    testId = await t.handle.db.transaction(async (tx) => {
      const [row] = await tx.insert(abTests).values({ name: "CTA", place: "bookmaker_cta", status: "running", targetMetric: "conversion_rate" }).returning();
      await tx.insert(abTestVariants).values([
        { testId: row!.id, name: "Control", trafficAllocation: 50, isControl: true, position: 0 },
        { testId: row!.id, name: "Variant A", trafficAllocation: 50, position: 1, config: { ctaText: "Grab {bonus}" } },
      ]);
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'experiments')`);
      return row!.id;
    });
    await changed;
  });
  afterEach(() => t.close());

  const clickRow = async (cookie: string | undefined, remoteAddress: string) => {
    const res = await t.app.inject({ url: "/go/vortex", headers: { "user-agent": UA, accept: "text/html", ...(cookie ? { cookie } : {}) }, remoteAddress });
    const id = new URL(res.headers.location as string).searchParams.get("btag")!;
    await t.app.flushRedirectHits();
    return (await t.handle.db.select().from(affiliateClicks).where(eq(affiliateClicks.clickId, id)))[0]!;
  };

  it("stores a consented session's id and its assigned variant with its click", async () => {
    const session = await consentedSession(t.app);
    const row = await clickRow(session.cookie, "10.3.0.1");
    const expected = assignmentsFor(await loadRunningTests(t.handle.db), session.sessionId).map((a) => ({ testId: a.testId, variantId: a.variantId }));
    expect(expected).toHaveLength(1);
    expect(expected[0]!.testId).toBe(testId);
    expect({ session: row.experimentSession, variants: row.variants }).toEqual({ session: session.sessionId, variants: expected });
  });

  it("stores no session and no variants for a visitor without a valid experiment cookie", async () => {
    const plain = await clickRow(undefined, "10.3.0.2");
    expect({ session: plain.experimentSession, variants: plain.variants }).toEqual({ session: null, variants: [] });
    const forged = await clickRow("eb_exp=made-up.session", "10.3.0.3");
    expect({ session: forged.experimentSession, variants: forged.variants }).toEqual({ session: null, variants: [] });
  });
});
