import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, rowsOf, testDrivers } from "@eb/db/testing";
import { queryRows, sql, type DbHandle } from "@eb/db";
import { affiliateClicks, affiliateConversions, affiliateDealTerms, bookmakers, type ConversionEvent } from "@eb/db/schema";
import { addDemoBookmakers } from "../bookmakers/demo-bookmakers";
import type { ReportMapping } from "../contracts";
import { conversionMeasures } from "./estimated-commission";
import { applyReportImport, reportDigest } from "./report-import";
import { revenueCsvLines } from "./revenue-export";
import { revenueFigures, type RevenueFigure } from "./revenue-figures";

/*
 * The rules the Revenue card's figures follow beyond plain sums: an imported report's registrations
 * and first deposits count, and replace the postbacks of the days it covers; each event is
 * estimated with the deal terms in force on its own day; the rollups hold what the raw
 * conversions say, measure by measure.
 */

// "Last 30 days" at this instant starts 2026-10-24T16:00Z.
const now = new Date("2026-11-23T15:37:12.345Z");
const t = (iso: string) => new Date(iso);
const MAPPING: ReportMapping = {
  columns: { day: "day", subId: "sub_id", currency: "currency", registrations: "registrations", firstDeposits: "first_deposits", commission: "commission" },
  dateFormat: "yyyy-mm-dd",
  decimalSeparator: ".",
  fileCurrency: null,
};
const moneyOf = (f: RevenueFigure) => Object.fromEntries(f.money.map((m) => [m.currency, { reported: m.reported, estimated: m.estimated }]));

describe.each(testDrivers())("revenue rules on %s", (driver) => {
  let handle: DbHandle;
  let a: number;
  let b: number;

  const conversion = (
    bookmakerId: number,
    transactionId: string,
    click: { id: string; at: string } | null,
    event: ConversionEvent,
    occurredAt: string,
    money: { amount?: string; currency?: string; commission?: string } = {},
  ) =>
    handle.db.insert(affiliateConversions).values({
      bookmakerId,
      transactionId,
      clickId: click?.id ?? null,
      clickAt: click ? t(click.at) : null,
      event,
      amount: money.amount ?? null,
      currency: money.currency ?? null,
      commission: money.commission ?? null,
      occurredAt: t(occurredAt),
      receivedAt: t(occurredAt),
    });
  const importReport = async (bookmakerId: number, lines: string[]) => {
    const input = {
      bookmakerId,
      fileName: "report.csv",
      content: ["day,sub_id,currency,registrations,first_deposits,commission", ...lines].join("\n"),
      mapping: MAPPING,
    };
    await handle.db.transaction((tx) => applyReportImport(tx, { ...input, digest: reportDigest(input) }, "admin", now, () => undefined));
  };
  const card = (breakdown: "bookmaker" | "page" = "bookmaker") => revenueFigures(handle.db, { range: "30d", breakdown }, now);

  beforeEach(async () => {
    handle = await createTestDb(driver);
    await addDemoBookmakers(handle.db, new Date("2023-06-01T00:00:00Z"));
    [a, b] = (await handle.db.select({ id: bookmakers.id }).from(bookmakers).orderBy(bookmakers.id)).map((r) => r.id) as [number, number];
    await handle.db.insert(affiliateClicks).values([
      { clickId: "k1", bookmakerId: a, slug: "a", page: "/bonuses", createdAt: t("2026-11-01T10:00:00Z") },
      { clickId: "k2", bookmakerId: a, slug: "a", page: "/", createdAt: t("2026-11-10T10:00:00Z") },
    ]);
  });
  afterEach(async () => handle.close());

  it("counts an imported report's registrations and first deposits on the card and in its CSV", async () => {
    await importReport(a, ["2026-11-02,k1,EUR,3,2,40.00", "2026-11-03,,EUR,1,0,0"]);
    const f = await card();
    expect([f.current.registrations, f.current.firstDeposits]).toEqual([4, 2]);
    expect(moneyOf(f.current)).toEqual({ EUR: { reported: "40.0000", estimated: "0.0000" } });
    // The row whose sub-id is our click counts on that click's page.
    const byPage = Object.fromEntries((await card("page")).breakdown.rows.map((r) => [r.key, [r.registrations, r.firstDeposits]]));
    expect(byPage).toEqual({ "/bonuses": [3, 2], "/": [0, 0], "": [1, 0] });

    const csv = await revenueCsvLines(handle.db, { from: t("2026-11-01T00:00:00Z"), to: t("2026-11-05T00:00:00Z") });
    const counts = csv.filter((l) => l.includes(",click,,"));
    expect(counts.map((l) => l.split(",").filter((_, i) => [0, 6, 7].includes(i)))).toEqual([
      ["2026-11-01", "0", "0"], // k1's click, nothing reported that day
      ["2026-11-02", "3", "2"],
      ["2026-11-03", "1", "0"],
    ]);
  });

  it("counts a report's day instead of that bookmaker's postbacks of the day, and postbacks on days no report covers", async () => {
    // Postbacks: a registration and a first deposit on 11-02 (the report says 3 and 2 for that day),
    // one registration on 11-06 (no report covers it), and bookmaker b's registration on 11-02.
    await conversion(a, "p1", { id: "k1", at: "2026-11-01T10:00:00Z" }, "registration", "2026-11-02T09:00:00Z");
    await conversion(a, "p2", { id: "k1", at: "2026-11-01T10:00:00Z" }, "first_deposit", "2026-11-02T10:00:00Z", {
      amount: "20",
      currency: "EUR",
      commission: "30",
    });
    await conversion(a, "p3", { id: "k2", at: "2026-11-10T10:00:00Z" }, "registration", "2026-11-11T09:00:00Z");
    await conversion(b, "p4", null, "registration", "2026-11-02T09:00:00Z");
    const before = await card();
    expect([before.current.registrations, before.current.firstDeposits]).toEqual([2, 1]);
    expect(before.unattributed.registrations).toBe(1);

    // The report covers 11-01 to 11-03 for bookmaker a: its 3 + 2 replace p1 and p2, its 40 EUR their 30.
    await importReport(a, ["2026-11-01,,EUR,0,0,0", "2026-11-02,k1,EUR,3,2,40.00", "2026-11-03,,EUR,0,0,0"]);
    for (const breakdown of ["bookmaker", "page"] as const) {
      const f = await card(breakdown);
      expect([f.current.registrations, f.current.firstDeposits]).toEqual([4, 2]);
      expect(moneyOf(f.current)).toEqual({ EUR: { reported: "40.0000", estimated: "0.0000" } });
      // Another bookmaker's postbacks of the same day are not touched.
      expect(f.unattributed.registrations).toBe(1);
    }
    // A report that leaves a day out still covers it: the period is what was reported.
    await importReport(a, ["2026-11-02,k1,EUR,3,2,40.00", "2026-11-12,,EUR,0,0,0"]);
    expect((await card()).current.registrations).toBe(3);
  });

  it("estimates each event with the deal terms in force on its day: a later change keeps the earlier estimates", async () => {
    await handle.db
      .insert(affiliateDealTerms)
      .values({ bookmakerId: a, effectiveFrom: "2026-01-01", cpaAmount: "100.00", cpaCurrency: "EUR", revenueSharePercent: "20.00" });
    // Before the change: a first deposit (CPA) and 200 EUR of net revenue (share); after it, the same again.
    await conversion(a, "d1", { id: "k1", at: "2026-11-01T10:00:00Z" }, "first_deposit", "2026-11-01T12:00:00Z", { amount: "10", currency: "EUR" });
    await conversion(a, "r1", { id: "k1", at: "2026-11-01T10:00:00Z" }, "revenue", "2026-11-05T12:00:00Z", { amount: "200", currency: "EUR" });
    const beforeChange = await card();
    expect(moneyOf(beforeChange.current)).toEqual({ EUR: { reported: "0.0000", estimated: "140.0000" } });

    // From 11-15: CPA 60 GBP, 30 %. Nothing before 11-15 is re-priced, and no GBP row appears for it.
    await handle.db
      .insert(affiliateDealTerms)
      .values({ bookmakerId: a, effectiveFrom: "2026-11-15", cpaAmount: "60.00", cpaCurrency: "GBP", revenueSharePercent: "30.00" });
    for (const breakdown of ["bookmaker", "page"] as const) expect(moneyOf((await card(breakdown)).current)).toEqual(moneyOf(beforeChange.current));

    // Events on and after 11-15 (of the same early click: the event's day decides, not the click's).
    await conversion(a, "d2", { id: "k2", at: "2026-11-10T10:00:00Z" }, "first_deposit", "2026-11-15T00:00:00Z", { amount: "10", currency: "EUR" });
    await conversion(a, "r2", { id: "k1", at: "2026-11-01T10:00:00Z" }, "revenue", "2026-11-20T12:00:00Z", { amount: "200", currency: "EUR" });
    for (const breakdown of ["bookmaker", "page"] as const)
      expect(moneyOf((await card(breakdown)).current)).toEqual({
        EUR: { reported: "0.0000", estimated: "200.0000" }, // 100 + 20 % of 200, then 30 % of 200
        GBP: { reported: "0.0000", estimated: "60.0000" },
      });
    // Before the first terms there is no deal, so no estimate.
    await conversion(a, "d0", { id: "k1", at: "2026-11-01T10:00:00Z" }, "first_deposit", "2025-12-31T23:59:59Z", { amount: "10", currency: "EUR" });
    expect(moneyOf((await card()).current).EUR).toEqual({ reported: "0.0000", estimated: "200.0000" });
  });

  it("keeps the rollups equal to the raw conversions' measures, for every kind of event", async () => {
    const events: [ConversionEvent, string | null, string | null, string | null][] = [
      ["registration", null, null, null],
      ["registration", null, null, "5"],
      ["first_deposit", "10", "EUR", null],
      ["first_deposit", "10", "EUR", "25.5"],
      ["deposit", "99.99", "EUR", null],
      ["deposit", "99.99", "GBP", "1"],
      ["revenue", "80.1", "EUR", null],
      ["revenue", "-12.5", "EUR", null],
      ["revenue", "80.1", "EUR", "20"],
      ["revenue", null, null, null],
      ["chargeback", "10.02", "EUR", null],
      ["chargeback", "10.02", "GBP", "-3"],
    ];
    let n = 0;
    for (const [event, amount, currency, commission] of events)
      for (const click of [{ id: "k1", at: "2026-11-01T10:00:00Z" }, null])
        await conversion(a, `e${n++}`, click, event, `2026-11-0${1 + (n % 5)}T12:00:00Z`, {
          ...(amount ? { amount } : {}),
          ...(currency ? { currency } : {}),
          ...(commission ? { commission } : {}),
        });
    const sums = `sum(registrations)::int as registrations, sum(first_deposits)::int as first_deposits, sum(reported)::numeric(18,4)::text as reported,
      sum(share_base)::numeric(18,4)::text as share_base, sum(cpa_count)::int as cpa_count`;
    const raw = await queryRows(
      handle.db,
      "test.raw",
      sql`select attributed, currency, event_day::text as event_day, ${sql.raw(sums)} from (
        select v.click_at is not null as attributed, coalesce(v.currency, '') as currency, ${conversionMeasures} from affiliate_conversions v) x
        group by 1, 2, 3 order by 1, 2, 3`,
    );
    for (const grain of ["hour", "day"])
      expect(
        await rowsOf(
          handle,
          sql`select attributed, currency, event_day::text as event_day, ${sql.raw(sums)} from affiliate_conversion_rollups where grain = ${grain}
            group by 1, 2, 3 order by 1, 2, 3`,
        ),
      ).toEqual(raw);
    expect(raw.length).toBeGreaterThan(4);
  });
});
