import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { testDrivers } from "@eb/db/testing";
import { affiliateDealTerms } from "@eb/db/schema";
import { bookmakerRevenue, catchUpRollups, revenueFigures } from "@eb/api/testing";
import { createTestApp, type TestApp } from "../testing/test-app";
import { addProgrammeBookmaker, testServerKeys } from "../testing/affiliate-programmes";
import { fakeAffiliate } from "../../../../tests/fake-affiliate";

// Issue 27's acceptance, end to end: clicks made through /go, a fake programme on loopback
// reporting on them (duplicated, out of order, days late, unknown click ids, bad signatures), and
// the Revenue card's and the Bookmakers tab's figures equal to what was sent, per currency, to the cent.

const SITE = "http://localhost:3000";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
const DAY = 86_400_000;
const SECRET = "5d2b7e8f1a3c49065d2b7e8f1a3c49065d2b7e8f1a3c49065d2b7e8f1a3c4906";
const TOKEN = "e19c4b7a2d5f4380e19c4b7a2d5f4380e19c4b7a2d5f4380e19c4b7a2d5f4380";

describe.each(testDrivers())("the Revenue card equals what the programmes reported (%s)", (driver) => {
  let t: TestApp;
  let clock = new Date("2026-06-10T09:00:00.000Z");
  let baseUrl: string;
  let cpa: { bookmakerId: number };
  let share: { bookmakerId: number };
  let visitors = 0;

  /** A visitor's click on a page's link, and the click id the bookmaker was sent. */
  const click = async (slug: string, param: string, page: string, placement: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/go/${slug}?pl=${placement}`,
      headers: { ...BROWSER, referer: `${SITE}${page}` },
      remoteAddress: `10.9.0.${++visitors}`,
    });
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string).searchParams.get(param)!;
  };

  beforeAll(async () => {
    const keys = testServerKeys();
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: SITE }, deps: { mfaKeys: keys, now: () => clock } });
    cpa = await addProgrammeBookmaker(t.handle, keys, {
      name: "Cpa Book",
      slug: "cpabook",
      target: "https://cpa.example/join?aff=1",
      clickIdParam: "btag",
      postbackKey: "cpabook",
      auth: "hmac",
      secret: SECRET,
    });
    share = await addProgrammeBookmaker(t.handle, keys, {
      name: "Share Book",
      slug: "sharebook",
      target: "https://share.example/go?subid={click_id}",
      postbackKey: "sharebook",
      auth: "token",
      secret: TOKEN,
    });
    // Share Book's deal: 30 % of net revenue, to estimate what its programme reports without commission.
    await t.handle.db.insert(affiliateDealTerms).values({ bookmakerId: share.bookmakerId, effectiveFrom: "2000-01-01", revenueSharePercent: "30.00" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it("counts every reported event once, on its click's day, per currency to the cent, and per bookmaker", async () => {
    const c1 = await click("cpabook", "btag", "/bonuses", "card");
    const c2 = await click("cpabook", "btag", "/match/cs2/42/alpha-vs-beta", "odds");
    const c3 = await click("cpabook", "btag", "/bonuses", "card");
    const s1 = await click("sharebook", "subid", "/", "hero");
    const s2 = await click("sharebook", "subid", "/bonuses", "card");
    await t.app.flushRedirectHits();
    // The rollup job runs between the clicks and the reports: the card reads both halves.
    await catchUpRollups(t.handle.db, { batchSize: 2, now: () => clock });

    const cpaProgramme = fakeAffiliate({ baseUrl, key: "cpabook", secret: SECRET, mode: "hmac" });
    const shareProgramme = fakeAffiliate({ baseUrl, key: "sharebook", secret: TOKEN, mode: "token" });
    // Two days later, then five: first deposits batched, some events before the ones they follow.
    clock = new Date(clock.getTime() + 2 * DAY);
    const cpaSent: Record<string, string>[] = [
      { clickid: c2, event: "first_deposit", amount: "50.00", currency: "EUR", commission: "100.00", txid: "A-3" },
      { clickid: c1, event: "registration", txid: "A-1" },
      { clickid: c1, event: "first_deposit", amount: "20.00", currency: "EUR", commission: "100.00", txid: "A-2" },
      { clickid: c2, event: "registration", txid: "A-4" },
      { clickid: c3, event: "registration", txid: "A-5" },
      { clickid: "not-one-of-ours-000001", event: "first_deposit", amount: "10", currency: "GBP", commission: "25.50", txid: "A-6" },
    ];
    const shareSent: Record<string, string>[] = [
      { subid: s1, event: "ftd", amount: "30.00", currency: "USD", txid: "B-1" },
      { subid: s1, event: "revenue", amount: "200.10", currency: "USD", txid: "B-2" },
      { subid: s1, event: "chargeback", amount: "0.10", currency: "USD", txid: "B-3" },
      { subid: s2, event: "revenue", amount: "12.34", currency: "USD", commission: "4.01", txid: "B-4" },
    ];
    for (const fields of cpaSent) expect((await cpaProgramme.send({ fields })).status).toBe(200);
    clock = new Date(clock.getTime() + 3 * DAY);
    for (const fields of shareSent) expect((await shareProgramme.send({ fields })).status).toBe(200);
    // Repeats (GET and POST) and forgeries change nothing.
    for (const fields of cpaSent) expect((await cpaProgramme.send({ fields, method: "POST", as: "json" })).body).toEqual({ ok: true, duplicate: true });
    for (const fields of shareSent) expect((await shareProgramme.send({ fields })).body).toEqual({ ok: true, duplicate: true });
    const forged = { clickid: c3, event: "first_deposit", amount: "999", currency: "EUR", commission: "999", txid: "A-99" };
    expect((await cpaProgramme.send({ fields: forged, secret: TOKEN })).status).toBe(401);
    expect((await cpaProgramme.send({ fields: forged, unsigned: true })).status).toBe(401);
    expect((await shareProgramme.send({ fields: { ...forged, subid: s2 }, secret: SECRET })).status).toBe(401);

    const card = await revenueFigures(t.handle.db, { range: "30d", breakdown: "bookmaker" }, clock);
    expect({ clicks: card.current.clicks, registrations: card.current.registrations, firstDeposits: card.current.firstDeposits }).toEqual({
      clicks: 5,
      registrations: 3,
      firstDeposits: 3,
    });
    expect(card.current.money).toEqual([
      // 100 + 100 reported; EPC over the 5 clicks.
      { currency: "EUR", reported: "200.0000", estimated: "0.0000", epc: "40.0000" },
      // 4.01 reported; 30 % of (200.10 - 0.10) net revenue reported without commission, estimated.
      { currency: "USD", reported: "4.0100", estimated: "60.0000", epc: "0.8020" },
    ]);
    expect(card.unattributed).toEqual({ registrations: 0, firstDeposits: 1, money: [{ currency: "GBP", reported: "25.5000", estimated: "0.0000" }] });
    const row = (id: number) => card.breakdown.rows.find((r) => r.key === String(id))!;
    expect([row(cpa.bookmakerId).clicks, row(cpa.bookmakerId).firstDeposits, row(cpa.bookmakerId).money]).toEqual([
      3,
      2,
      [{ currency: "EUR", reported: "200.0000", estimated: "0.0000", epc: "66.6667" }],
    ]);
    expect([row(share.bookmakerId).clicks, row(share.bookmakerId).firstDeposits, row(share.bookmakerId).money]).toEqual([
      2,
      1,
      [{ currency: "USD", reported: "4.0100", estimated: "60.0000", epc: "2.0050" }],
    ]);

    const byPage = await revenueFigures(t.handle.db, { range: "30d", breakdown: "page" }, clock);
    expect(
      Object.fromEntries(byPage.breakdown.rows.map((r) => [r.key, [r.clicks, r.firstDeposits, r.money.map((m) => `${m.currency} ${m.reported}`)]])),
    ).toEqual({
      "/bonuses": [3, 1, ["EUR 100.0000", "USD 4.0100"]],
      "/match/:game/:id/:slug": [1, 1, ["EUR 100.0000"]],
      "/": [1, 1, ["USD 0.0000"]],
    });

    // The Bookmakers tab: the same last 30 days per bookmaker.
    const tab = await bookmakerRevenue(t.handle.db, clock);
    expect(tab.map((r) => [r.bookmakerId, r.clicks, r.firstDeposits, r.money.map((m) => `${m.currency} ${m.epc}`)])).toEqual([
      [cpa.bookmakerId, 3, 2, ["EUR 66.6667"]],
      [share.bookmakerId, 2, 1, ["USD 2.0050"]],
    ]);
  });
});
