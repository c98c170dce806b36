import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { testDrivers } from "@eb/db/testing";
import { asc, eq, sql } from "@eb/db";
import { affiliateClicks, affiliateConversions } from "@eb/db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { addProgrammeBookmaker, testServerKeys } from "../testing/affiliate-programmes";
import { fakeAffiliate } from "../../../../tests/fake-affiliate";

const SITE = "http://localhost:3000";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
const DAY = 86_400_000;
const HMAC_SECRET = "a3f1c9e2b7d84f60a3f1c9e2b7d84f60a3f1c9e2b7d84f60a3f1c9e2b7d84f60";
const TOKEN_SECRET = "7c0e5d1a9b3f42e87c0e5d1a9b3f42e87c0e5d1a9b3f42e87c0e5d1a9b3f42e8";

describe.each(testDrivers())("postbacks from affiliate programmes for clicks made through /go (%s)", (driver) => {
  let t: TestApp;
  let clock = new Date("2026-03-02T10:00:00.000Z");
  let signed: { bookmakerId: number };
  let tokened: { bookmakerId: number };
  let baseUrl: string;
  let visitors = 0;

  /** A visitor's click through /go; the click id is read from the 302's Location as the bookmaker would. */
  const click = async (slug: string, param: string) => {
    const res = await t.app.inject({ method: "GET", url: `/go/${slug}`, headers: BROWSER, remoteAddress: `10.7.0.${++visitors}` });
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string).searchParams.get(param)!;
  };
  const clickTime = async (clickId: string) =>
    (await t.handle.db.select({ at: affiliateClicks.createdAt }).from(affiliateClicks).where(eq(affiliateClicks.clickId, clickId)))[0]!.at;
  const conversions = (bookmakerId: number) =>
    t.handle.db
      .select({
        tx: affiliateConversions.transactionId,
        clickId: affiliateConversions.clickId,
        clickAt: affiliateConversions.clickAt,
        event: affiliateConversions.event,
        amount: sql<string | null>`${affiliateConversions.amount}::text`,
        currency: affiliateConversions.currency,
        occurredAt: affiliateConversions.occurredAt,
      })
      .from(affiliateConversions)
      .where(eq(affiliateConversions.bookmakerId, bookmakerId))
      .orderBy(asc(affiliateConversions.transactionId));
  const totals = async (bookmakerId: number) =>
    Object.fromEntries(
      (
        await t.handle.db
          .select({ currency: affiliateConversions.currency, total: sql<string>`sum(${affiliateConversions.amount})::numeric(18,2)::text` })
          .from(affiliateConversions)
          .where(eq(affiliateConversions.bookmakerId, bookmakerId))
          .groupBy(affiliateConversions.currency)
      ).map((r) => [r.currency ?? "-", r.total]),
    );

  beforeAll(async () => {
    const keys = testServerKeys();
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: SITE }, deps: { mfaKeys: keys, now: () => clock } });
    signed = await addProgrammeBookmaker(t.handle, keys, {
      name: "Signed Book",
      slug: "signedbook",
      target: "https://signed.example/join?aff=1",
      clickIdParam: "btag",
      postbackKey: "signedbook",
      auth: "hmac",
      secret: HMAC_SECRET,
    });
    tokened = await addProgrammeBookmaker(t.handle, keys, {
      name: "Token Book",
      slug: "tokenbook",
      target: "https://token.example/go?subid={click_id}",
      postbackKey: "tokenbook",
      auth: "token",
      secret: TOKEN_SECRET,
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it("stores duplicated, out-of-order, days-late and unattributed postbacks exactly once each, on the click's day, to the cent per currency", async () => {
    const programme = fakeAffiliate({ baseUrl, key: "signedbook", secret: HMAC_SECRET, mode: "hmac" });
    const first = await click("signedbook", "btag");
    const second = await click("signedbook", "btag");
    await t.app.flushRedirectHits();
    const firstAt = await clickTime(first);
    const secondAt = await clickTime(second);
    // Days later the programme reports, its first deposits in a batch, some events before the ones they follow.
    clock = new Date(clock.getTime() + 4 * DAY);
    const sent: Record<string, string>[] = [
      { clickid: second, event: "first_deposit", payout: "20.25", currency: "EUR", txid: "T-3", event_time: "2026-03-05T09:00:00Z" },
      { clickid: first, event: "registration", txid: "T-1", event_time: "2026-03-02T10:05:00Z" },
      { clickid: first, event: "ftd", amount: "100.50", currency: "eur", transaction_id: "T-2", timestamp: String(Date.UTC(2026, 2, 3, 12) / 1000) },
      { clickid: second, event: "registration", txid: "T-4", event_time: "2026-03-02T11:00:00Z" },
      { clickid: "unknown-click-id-0001", event: "first_deposit", amount: "10", currency: "GBP", txid: "T-5" },
      { clickid: first, event: "deposit", amount: "0.10", currency: "EUR", txid: "T-6" },
    ];
    for (const fields of sent) expect((await programme.send({ fields })).status).toBe(200);
    // The same reports again, by POST this time (form and JSON): nothing changes.
    for (const fields of sent)
      expect(await programme.send({ fields, method: "POST", as: "json" })).toEqual({ status: 200, body: { ok: true, duplicate: true } });
    expect((await programme.send({ fields: sent[2]!, method: "POST" })).body).toEqual({ ok: true, duplicate: true });

    const rows = await conversions(signed.bookmakerId);
    expect(rows.map((r) => [r.tx, r.clickId, r.clickAt?.toISOString() ?? null, r.event, r.amount, r.currency])).toEqual([
      ["T-1", first, firstAt.toISOString(), "registration", null, null],
      ["T-2", first, firstAt.toISOString(), "first_deposit", "100.5000", "EUR"],
      ["T-3", second, secondAt.toISOString(), "first_deposit", "20.2500", "EUR"],
      ["T-4", second, secondAt.toISOString(), "registration", null, null],
      ["T-5", "unknown-click-id-0001", null, "first_deposit", "10.0000", "GBP"],
      ["T-6", first, firstAt.toISOString(), "deposit", "0.1000", "EUR"],
    ]);
    expect(rows.find((r) => r.tx === "T-2")!.occurredAt.toISOString()).toBe("2026-03-03T12:00:00.000Z");
    expect(await totals(signed.bookmakerId)).toEqual({ EUR: "120.85", GBP: "10.00", "-": null });
  });

  it("refuses a bad signature, another programme's secret, an unsigned request and malformed fields, storing nothing", async () => {
    const before = (await conversions(signed.bookmakerId)).length;
    const programme = fakeAffiliate({ baseUrl, key: "signedbook", secret: HMAC_SECRET, mode: "hmac" });
    const fields = { clickid: "x", event: "first_deposit", amount: "99.99", currency: "EUR", txid: "BAD-1" };
    expect((await programme.send({ fields, secret: TOKEN_SECRET })).status).toBe(401);
    expect((await programme.send({ fields, unsigned: true })).status).toBe(401);
    expect((await programme.send({ fields, method: "POST", secret: "wrong" })).status).toBe(401);
    expect((await programme.send({ fields, key: "nosuchbook" })).status).toBe(401);
    expect((await programme.send({ fields: { ...fields, amount: "1e9" } })).status).toBe(400);
    expect((await programme.send({ fields: { ...fields, currency: "EURO" } })).status).toBe(400);
    expect((await programme.send({ fields: { ...fields, event: "jackpot" } })).status).toBe(400);
    expect((await programme.send({ fields: { ...fields, txid: "" } })).status).toBe(400);
    expect((await conversions(signed.bookmakerId)).length).toBe(before);
  });

  it("accepts a token-mode programme's postbacks with its token and no other, the click id from a {click_id} URL", async () => {
    const programme = fakeAffiliate({ baseUrl, key: "tokenbook", secret: TOKEN_SECRET, mode: "token" });
    const id = await click("tokenbook", "subid");
    await t.app.flushRedirectHits();
    const at = await clickTime(id);
    expect(
      (
        await programme.send({
          fields: { subid: id, event: "first_deposit", amount: "30.10", currency: "USD", transaction_id: "U-1" },
          method: "POST",
          as: "json",
        })
      ).status,
    ).toBe(200);
    expect((await programme.send({ fields: { subid: id, event: "revenue", amount: "5.05", currency: "USD", txid: "U-2" } })).status).toBe(200);
    expect((await programme.send({ fields: { subid: id, event: "deposit", amount: "70", currency: "USD", txid: "U-3" }, secret: HMAC_SECRET })).status).toBe(
      401,
    );
    expect((await programme.send({ fields: { subid: id, event: "deposit", amount: "70", currency: "USD", txid: "U-4" }, unsigned: true })).status).toBe(401);
    // (U-9, another test's, may be there too: tests run in any order.)
    const rows = (await conversions(tokened.bookmakerId)).filter((r) => r.tx !== "U-9");
    expect(rows.map((r) => [r.tx, r.clickAt?.toISOString(), r.amount])).toEqual([
      ["U-1", at.toISOString(), "30.1000"],
      ["U-2", at.toISOString(), "5.0500"],
    ]);
    expect((await totals(tokened.bookmakerId)).USD).toBe("35.15");
  });

  it("does not attribute a click id of another bookmaker", async () => {
    const othersClick = await click("signedbook", "btag");
    await t.app.flushRedirectHits();
    const programme = fakeAffiliate({ baseUrl, key: "tokenbook", secret: TOKEN_SECRET, mode: "token" });
    expect((await programme.send({ fields: { subid: othersClick, event: "registration", txid: "U-9" } })).status).toBe(200);
    const row = (await conversions(tokened.bookmakerId)).find((r) => r.tx === "U-9")!;
    expect([row.clickId, row.clickAt]).toEqual([othersClick, null]);
  });
});
