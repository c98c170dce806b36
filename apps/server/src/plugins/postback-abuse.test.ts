import { createHmac, randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { sql } from "@eb/db";
import { affiliateConversions, securityEvents } from "@eb/db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { addProgrammeBookmaker, testServerKeys } from "../testing/affiliate-programmes";
import { POSTBACK_BODY_LIMIT, POSTBACK_REFUSALS_RECORDED } from "@eb/api";

const SECRET = "5e1d0c2b3a49f8e75e1d0c2b3a49f8e75e1d0c2b3a49f8e75e1d0c2b3a49f8e7";
const sign = (secret: string, bytes: string) => `sha256=${createHmac("sha256", secret).update(bytes).digest("hex")}`;

describe.each(testDrivers())("what an attacker's postbacks may store (%s)", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    const keys = testServerKeys();
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test" }, deps: { mfaKeys: keys } });
    await addProgrammeBookmaker(t.handle, keys, {
      name: "Book",
      slug: "book",
      target: "https://book.example/?a=1",
      clickIdParam: "btag",
      postbackKey: "book",
      auth: "hmac",
      secret: SECRET,
    });
    // A programme that has a key but no secret yet refuses everything.
    await addProgrammeBookmaker(t.handle, keys, {
      name: "No Secret",
      slug: "nosecret",
      target: "https://nosecret.example/",
      postbackKey: "nosecret",
      auth: "token",
    });
  });
  afterEach(() => t.close());

  const stored = async () => {
    const [c] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(affiliateConversions);
    const [e] = (await t.handle.db
      .select({
        rows: sql<number>`count(*)::int`,
        events: sql<number>`coalesce(sum(${securityEvents.count}), 0)::int`,
        bytes: sql<number>`coalesce(sum(pg_column_size(security_events.*)), 0)::int`,
      })
      .from(securityEvents)) as { rows: number; events: number; bytes: number }[];
    return { conversions: c!.n, securityRows: e!.rows, securityEvents: e!.events, bytes: e!.bytes };
  };
  const query = (tx: string) => `clickid=abc&event=first_deposit&amount=1000.00&currency=EUR&txid=${tx}`;

  it("refuses no secret, a wrong secret, an unknown key, a programme without a secret and a huge body, storing no conversion", async () => {
    const q = query("A-1");
    const calls = [
      t.app.inject({ url: `/api/postbacks/book?${q}`, remoteAddress: "198.51.100.1" }),
      t.app.inject({ url: `/api/postbacks/book?${q}`, headers: { "x-signature": sign("guessed", q) }, remoteAddress: "198.51.100.1" }),
      t.app.inject({ url: `/api/postbacks/book?${q}`, headers: { "x-signature": sign(SECRET, `${q}&x=1`) }, remoteAddress: "198.51.100.1" }),
      t.app.inject({ url: `/api/postbacks/book?${q}&token=${SECRET}`, remoteAddress: "198.51.100.1" }),
      t.app.inject({ url: `/api/postbacks/nosecret?${q}&token=`, remoteAddress: "198.51.100.1" }),
      t.app.inject({ url: `/api/postbacks/not-a-book?${q}`, headers: { "x-signature": sign(SECRET, q) }, remoteAddress: "198.51.100.1" }),
      t.app.inject({ url: `/api/postbacks/..%2Fadmin?${q}`, remoteAddress: "198.51.100.1" }),
    ];
    for (const res of await Promise.all(calls)) expect([401, 404]).toContain(res.statusCode);
    const huge = `${q}&pad=${randomBytes(POSTBACK_BODY_LIMIT).toString("hex")}`;
    const big = await t.app.inject({
      method: "POST",
      url: "/api/postbacks/book",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-signature": sign(SECRET, huge) },
      payload: huge,
      remoteAddress: "198.51.100.1",
    });
    expect(big.statusCode).toBe(413);
    const after = await stored();
    expect(after.conversions).toBe(0);
    expect(after.securityEvents).toBeGreaterThan(0);
  });

  it("a replayed signed postback is stored once", async () => {
    const q = query("R-1");
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ url: `/api/postbacks/book?${q}`, headers: { "x-signature": sign(SECRET, q) }, remoteAddress: `203.0.113.${i}` });
      expect(res.statusCode).toBe(200);
    }
    expect((await stored()).conversions).toBe(1);
  });

  it("10,000 bad postbacks store no conversion and a few small security-log rows, counted within each address's share", async () => {
    const sources = 5;
    for (let i = 0; i < 10_000; i++) {
      const q = query(`X-${i}`);
      const res = await t.app.inject({
        url: `/api/postbacks/book?${q}`,
        headers: { "x-signature": sign(`wrong-${i}`, q) },
        remoteAddress: `192.0.2.${i % sources}`,
      });
      expect([401, 429]).toContain(res.statusCode);
    }
    const after = await stored();
    expect(after.conversions).toBe(0);
    expect(after.securityRows).toBeLessThanOrEqual(2);
    expect(after.securityEvents).toBe(sources * POSTBACK_REFUSALS_RECORDED.limit);
    expect(after.bytes).toBeLessThan(2048);
  }, 180_000);
});
