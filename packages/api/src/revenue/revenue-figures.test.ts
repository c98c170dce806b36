import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, rowsOf, testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import {
  affiliateClicks,
  affiliateConversions,
  affiliateDealTerms,
  affiliateReportRows,
  abTests,
  abTestVariants,
  bookmakers,
  type ClickVariant,
  type ConversionEvent,
} from "@eb/db/schema";
import { addDemoBookmakers } from "../bookmakers/demo-bookmakers";
import { catchUpRollups } from "../analytics/rollup/run-rollup";
import { REVENUE_BREAKDOWNS } from "../contracts";
import { bookmakerRevenue, revenueFigures, type RevenueFigure } from "./revenue-figures";

// "Last 7 days" at this instant is [2026-11-16T16:00Z, 2026-11-23T16:00Z); the previous period the 7 days before.
const now = new Date("2026-11-23T15:37:12.345Z");
const t = (iso: string) => new Date(iso);

/** Money as the card shows it, keyed by currency. */
const moneyOf = (f: RevenueFigure) => Object.fromEntries(f.money.map((m) => [m.currency, { reported: m.reported, estimated: m.estimated, epc: m.epc }]));
const countsOf = (f: RevenueFigure) => ({ clicks: f.clicks, registrations: f.registrations, firstDeposits: f.firstDeposits });

describe.each(testDrivers())("the Revenue figures on %s", (driver) => {
  let handle: DbHandle;
  let a: number; // a bookmaker with deal terms: CPA 50 EUR, 25 % revenue share
  let b: number; // a bookmaker without an affiliate programme row

  const click = (
    clickId: string,
    bookmakerId: number,
    createdAt: string,
    page: string | null,
    placement: string | null,
    country: string | null,
    variants: ClickVariant[] = [],
  ) => handle.db.insert(affiliateClicks).values({ clickId, bookmakerId, slug: `s${bookmakerId}`, page, placement, country, variants, createdAt: t(createdAt) });

  /** What a stored conversion copies from its click (as recordConversions does). */
  let clickTimes: Map<string, Date>;
  let clickPlaces: Map<string, { page: string | null; placement: string | null; country: string | null; variants: ClickVariant[] }>;
  const conversion = (
    bookmakerId: number,
    transactionId: string,
    clickId: string | null,
    event: ConversionEvent,
    occurredAt: string,
    money: { amount?: string; currency?: string; commission?: string } = {},
  ) =>
    handle.db
      .insert(affiliateConversions)
      .values({
        bookmakerId,
        transactionId,
        clickId,
        clickAt: clickId ? (clickTimes.get(clickId) ?? null) : null,
        ...(clickId ? clickPlaces.get(clickId) : {}),
        event,
        amount: money.amount ?? null,
        currency: money.currency ?? null,
        commission: money.commission ?? null,
        occurredAt: t(occurredAt),
        receivedAt: t(occurredAt),
      })
      .onConflictDoNothing();

  beforeEach(async () => {
    handle = await createTestDb(driver);
    await addDemoBookmakers(handle.db, new Date("2023-06-01T00:00:00Z"));
    const ids = (await handle.db.select({ id: bookmakers.id }).from(bookmakers).orderBy(bookmakers.id)).map((r) => r.id);
    [a, b] = [ids[0]!, ids[1]!];
    await handle.db
      .insert(affiliateDealTerms)
      .values({ bookmakerId: a, effectiveFrom: "2020-01-01", cpaAmount: "50.00", cpaCurrency: "EUR", revenueSharePercent: "25.00" });

    const clicks: [string, number, string, string | null, string | null, string | null, ClickVariant[]][] = [
      ["k1", a, "2026-11-20T10:00:00Z", "/", "card", "GB", [{ testId: 1, variantId: 10 }]],
      [
        "k2",
        a,
        "2026-11-21T12:00:00Z",
        "/odds",
        "odds_table",
        "SE",
        [
          { testId: 1, variantId: 11 },
          { testId: 2, variantId: 20 },
        ],
      ],
      ["k3", b, "2026-11-22T08:00:00Z", "/", "card", null, []],
      ["k4", b, "2026-11-17T09:00:00Z", "/", "bonuses", "GB", []],
      // The previous period: one a week back, one a second before this period starts.
      ["kOld", a, "2026-11-12T10:00:00Z", "/", "card", "GB", []],
      ["kEdge", a, "2026-11-16T15:59:59Z", "/", "card", "GB", []],
    ];
    clickTimes = new Map(clicks.map(([id, , at]) => [id, t(at)]));
    clickPlaces = new Map(clicks.map(([id, , , page, placement, country, variants]) => [id, { page, placement, country, variants }]));
    for (const c of clicks) await click(...c);

    // A: registration, a first deposit without commission (CPA estimate), revenue and a chargeback without commission (revenue share estimate).
    await conversion(a, "tx1", "k1", "registration", "2026-11-20T11:00:00Z");
    await conversion(a, "tx2", "k1", "first_deposit", "2026-11-20T12:00:00Z", { amount: "100.00", currency: "EUR" });
    await conversion(a, "tx3", "k1", "revenue", "2026-11-22T12:00:00Z", { amount: "80.10", currency: "EUR" });
    await conversion(a, "tx3b", "k1", "chargeback", "2026-11-23T01:00:00Z", { amount: "10.02", currency: "EUR" });
    // A first deposit with reported commission: no estimate.
    await conversion(a, "tx4", "k2", "first_deposit", "2026-11-21T13:00:00Z", { amount: "20", currency: "USD", commission: "35.50" });
    // Days late: the click was in the previous period, so it counts there.
    await conversion(a, "tx5", "kOld", "first_deposit", "2026-11-22T09:00:00Z", { amount: "5", currency: "EUR", commission: "10.00" });
    await conversion(b, "tx6", "k3", "first_deposit", "2026-11-23T10:00:00Z", { amount: "30", currency: "GBP", commission: "25.25" });
    // Unknown click ids: kept, unattributed, on the day they occurred.
    await conversion(b, "tx7", null, "first_deposit", "2026-11-21T07:00:00Z", { amount: "9", currency: "EUR", commission: "12.34" });
    await conversion(b, "tx8", null, "registration", "2026-11-18T07:00:00Z");
    await conversion(b, "tx9", null, "registration", "2026-11-10T07:00:00Z");

    // Imported reports: per day and sub-id; a day belongs to the span its midnight is in.
    const report = (bookmakerId: number, day: string, subId: string, currency: string, commission: string) =>
      handle.db.insert(affiliateReportRows).values({ bookmakerId, day, subId, currency, commission, importId: 1 });
    await report(a, "2026-11-21", "k2", "EUR", "7.77");
    await report(a, "2026-11-16", "", "EUR", "100");
    await report(b, "2026-11-23", "zzz", "GBP", "1.01");
  });
  afterEach(async () => handle.close());

  it("counts clicks, conversions and commission per currency to the cent, estimated apart", async () => {
    const f = await revenueFigures(handle.db, { range: "7d", breakdown: "bookmaker" }, now);
    expect(f.range).toEqual({
      from: "2026-11-16T16:00:00.000Z",
      to: now.toISOString(),
      previous: { from: "2026-11-09T16:00:00.000Z", to: "2026-11-16T16:00:00.000Z" },
    });
    expect(countsOf(f.current)).toEqual({ clicks: 4, registrations: 1, firstDeposits: 3 });
    expect(f.current.clickToDeposit).toBe(0.75);
    expect(moneyOf(f.current)).toEqual({
      // CPA 50 + 25 % of (80.10 − 10.02) = 67.52 estimated; the report's 7.77 reported.
      EUR: { reported: "7.7700", estimated: "67.5200", epc: "1.9425" },
      GBP: { reported: "26.2600", estimated: "0.0000", epc: "6.5650" },
      USD: { reported: "35.5000", estimated: "0.0000", epc: "8.8750" },
    });
  });

  it("compares with the previous period, where late conversions of its clicks count", async () => {
    const f = await revenueFigures(handle.db, { range: "7d", breakdown: "bookmaker" }, now);
    expect(countsOf(f.previous!)).toEqual({ clicks: 2, registrations: 0, firstDeposits: 1 });
    expect(moneyOf(f.previous!)).toEqual({ EUR: { reported: "110.0000", estimated: "0.0000", epc: "55.0000" } });
    const lifetime = await revenueFigures(handle.db, { range: "lifetime", breakdown: "bookmaker" }, now);
    expect(lifetime.previous).toBeNull();
    expect(countsOf(lifetime.current)).toEqual({ clicks: 6, registrations: 1, firstDeposits: 4 });
  });

  it("reads the same figures from the click rollups as from raw clicks, every click counted once", async () => {
    const all = async () =>
      Promise.all(
        REVENUE_BREAKDOWNS.flatMap((breakdown) => [
          revenueFigures(handle.db, { range: "7d", breakdown }, now),
          revenueFigures(handle.db, { range: "lifetime", breakdown }, now),
        ]),
      );
    const raw = await all();
    // Two clicks per batch: the watermark stops between clicks of the same day and bookmaker.
    const rolled = await catchUpRollups(handle.db, { batchSize: 2, now: () => now });
    expect(rolled.advancedBy.clicks).toBe(6);
    const [state] = await rowsOf<{ n: number }>(
      handle,
      sql`select count(*)::int as n from affiliate_click_rollups where grain = 'day' and dimension = 'bookmaker'`,
    );
    expect(state!.n).toBeGreaterThan(0);
    expect(await all()).toEqual(raw);
    // A click after the watermark is read from the raw tail beside the rollups.
    await click("k5", b, "2026-11-23T15:00:00Z", "/", "card", "GB");
    expect((await revenueFigures(handle.db, { range: "7d", breakdown: "bookmaker" }, now)).current.clicks).toBe(raw[0]!.current.clicks + 1);
  });

  it("shows unattributed conversions apart, on the day they occurred", async () => {
    const f = await revenueFigures(handle.db, { range: "7d", breakdown: "bookmaker" }, now);
    expect(f.unattributed).toEqual({ registrations: 1, firstDeposits: 1, money: [{ currency: "EUR", reported: "12.3400", estimated: "0.0000" }] });
  });

  it("changes nothing when a postback is repeated (one row per bookmaker and transaction id)", async () => {
    const before = await revenueFigures(handle.db, { range: "7d", breakdown: "page" }, now);
    await conversion(a, "tx4", "k2", "first_deposit", "2026-11-21T13:00:00Z", { amount: "20", currency: "USD", commission: "35.50" });
    await expect(
      handle.db
        .insert(affiliateConversions)
        .values({ bookmakerId: b, transactionId: "tx6", event: "first_deposit", occurredAt: now, receivedAt: now, commission: "1" }),
    ).rejects.toThrow();
    expect(await revenueFigures(handle.db, { range: "7d", breakdown: "page" }, now)).toEqual(before);
  });

  it("charts commission per day of the click, adding up to the period's", async () => {
    const f = await revenueFigures(handle.db, { range: "7d", breakdown: "bookmaker" }, now);
    expect(f.daily).toEqual([
      { day: "2026-11-20", currency: "EUR", reported: "0.0000", estimated: "67.5200" },
      { day: "2026-11-21", currency: "EUR", reported: "7.7700", estimated: "0.0000" },
      { day: "2026-11-21", currency: "USD", reported: "35.5000", estimated: "0.0000" },
      { day: "2026-11-22", currency: "GBP", reported: "25.2500", estimated: "0.0000" },
      { day: "2026-11-23", currency: "GBP", reported: "1.0100", estimated: "0.0000" },
    ]);
  });

  it("breaks the figures down by bookmaker, page, placement, country and variant", async () => {
    const rows = async (breakdown: "bookmaker" | "page" | "placement" | "country" | "variant") =>
      Object.fromEntries(
        (await revenueFigures(handle.db, { range: "7d", breakdown }, now)).breakdown.rows.map((r) => [r.key, { ...countsOf(r), money: moneyOf(r) }]),
      );

    const byBookmaker = await revenueFigures(handle.db, { range: "7d", breakdown: "bookmaker" }, now);
    const names = await handle.db.select({ id: bookmakers.id, name: bookmakers.name }).from(bookmakers);
    expect(byBookmaker.breakdown.rows.map((r) => r.label)).toEqual([a, b].map((id) => names.find((n) => n.id === id)!.name));
    expect(await rows("bookmaker")).toEqual({
      [a]: {
        clicks: 2,
        registrations: 1,
        firstDeposits: 2,
        money: { EUR: { reported: "7.7700", estimated: "67.5200", epc: "3.8850" }, USD: { reported: "35.5000", estimated: "0.0000", epc: "17.7500" } },
      },
      [b]: { clicks: 2, registrations: 0, firstDeposits: 1, money: { GBP: { reported: "26.2600", estimated: "0.0000", epc: "13.1300" } } },
    });
    expect(await rows("page")).toEqual({
      "/": {
        clicks: 3,
        registrations: 1,
        firstDeposits: 2,
        money: { EUR: { reported: "0.0000", estimated: "67.5200", epc: "0.0000" }, GBP: { reported: "25.2500", estimated: "0.0000", epc: "8.4167" } },
      },
      "/odds": {
        clicks: 1,
        registrations: 0,
        firstDeposits: 1,
        money: { EUR: { reported: "7.7700", estimated: "0.0000", epc: "7.7700" }, USD: { reported: "35.5000", estimated: "0.0000", epc: "35.5000" } },
      },
      // A report row whose sub-id is no click of ours has no page.
      "": { clicks: 0, registrations: 0, firstDeposits: 0, money: { GBP: { reported: "1.0100", estimated: "0.0000", epc: null } } },
    });
    const placements = await rows("placement");
    expect(Object.fromEntries(Object.entries(placements).map(([k, r]) => [k, [r.clicks, r.firstDeposits]]))).toEqual({
      card: [2, 2],
      odds_table: [1, 1],
      bonuses: [1, 0],
      "": [0, 0],
    });
    const countries = await rows("country");
    expect(Object.fromEntries(Object.entries(countries).map(([k, r]) => [k, [r.clicks, r.firstDeposits]]))).toEqual({ GB: [2, 1], SE: [1, 1], "": [1, 1] });
    expect(countries[""]!.money).toEqual({ GBP: { reported: "26.2600", estimated: "0.0000", epc: "26.2600" } });
    // A click in two tests counts in each; clicks in none under ''.
    const variants = await rows("variant");
    expect(Object.fromEntries(Object.entries(variants).map(([k, r]) => [k, [r.clicks, r.firstDeposits]]))).toEqual({
      "1:10": [1, 1],
      "1:11": [1, 1],
      "2:20": [1, 1],
      "": [2, 1],
    });
    expect(variants["2:20"]!.money).toEqual(variants["1:11"]!.money);
    expect(variants["1:10"]!.money).toEqual({ EUR: { reported: "0.0000", estimated: "67.5200", epc: "0.0000" } });
  });

  it("names a variant by its test and its own name, and keeps the ids of one no longer stored", async () => {
    const [test] = await handle.db.insert(abTests).values({ id: 2, name: "Hero CTA", place: "home_hero" }).returning({ id: abTests.id });
    await handle.db.insert(abTestVariants).values({ id: 20, testId: test!.id, name: "Variant A", trafficAllocation: 50, position: 0 });
    const f = await revenueFigures(handle.db, { range: "7d", breakdown: "variant" }, now);
    const labels = Object.fromEntries(f.breakdown.rows.map((r) => [r.key, r.label]));
    expect(labels).toMatchObject({ "2:20": "Hero CTA: Variant A", "1:10": "1:10" });
  });

  it("gives each bookmaker its last 30 days", async () => {
    const rows = await bookmakerRevenue(handle.db, now);
    expect(rows.map((r) => ({ id: r.bookmakerId, ...countsOf(r), money: moneyOf(r) }))).toEqual(
      [
        {
          id: a,
          clicks: 4,
          registrations: 1,
          firstDeposits: 3,
          money: { EUR: { reported: "117.7700", estimated: "67.5200", epc: "29.4425" }, USD: { reported: "35.5000", estimated: "0.0000", epc: "8.8750" } },
        },
        { id: b, clicks: 2, registrations: 0, firstDeposits: 1, money: { GBP: { reported: "26.2600", estimated: "0.0000", epc: "13.1300" } } },
      ].sort((x, y) => x.id - y.id),
    );
    await handle.db.execute(sql`delete from affiliate_clicks`);
    expect((await bookmakerRevenue(handle.db, now)).every((r) => r.clicks === 0 && r.money.every((m) => m.epc === null))).toBe(true);
  });
});
