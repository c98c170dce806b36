import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { asc, eq, type DbHandle } from "@eb/db";
import { affiliatePrograms, affiliateReportImports, affiliateReportRows, auditLogs, bookmakers } from "@eb/db/schema";
import { REPORT_BOOKMAKER_NOT_FOUND, REPORT_CHANGED, REPORT_HAS_ERRORS, type ReportMapping } from "../contracts";
import { advance, signedInAdmin } from "../identity/test-support";
import { refusalOf } from "../testing/refusal";

const MAPPING: ReportMapping = {
  columns: {
    day: "Date",
    subId: "Sub ID",
    currency: "Currency",
    registrations: "Signups",
    firstDeposits: "FTD",
    deposits: "Deposits",
    netRevenue: "NGR",
    commission: "Commission",
  },
  dateFormat: "yyyy-mm-dd",
  decimalSeparator: ".",
  fileCurrency: null,
};
const HEADER = "Date,Sub ID,Currency,Signups,FTD,Deposits,NGR,Commission";
const MARCH = [HEADER, "2026-03-01,c1,EUR,2,1,100.10,50.05,25.00", "2026-03-01,c2,EUR,1,0,0,0,0", '2026-03-02,c1,GBP,0,1,"1,000.00",-10.5,7.25'].join("\n");

describe.each(testDrivers())("revenue reports import (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let bookmakerId: number;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const api = () => {
    advance(clock, 20_000);
    return admin.browser.api.revenueReports;
  };
  const file = (content: string, mapping = MAPPING) => ({ bookmakerId, fileName: "march.csv", content, mapping });
  const importFile = async (content: string, mapping = MAPPING) => {
    const preview = await api().previewReport(file(content, mapping));
    expect(preview.canApply).toBe(true);
    return api().applyReport({ ...file(content, mapping), digest: preview.digest });
  };
  const storedRows = () =>
    handle.db
      .select({
        day: affiliateReportRows.day,
        subId: affiliateReportRows.subId,
        currency: affiliateReportRows.currency,
        registrations: affiliateReportRows.registrations,
        firstDeposits: affiliateReportRows.firstDeposits,
        deposits: affiliateReportRows.deposits,
        netRevenue: affiliateReportRows.netRevenue,
        commission: affiliateReportRows.commission,
      })
      .from(affiliateReportRows)
      .where(eq(affiliateReportRows.bookmakerId, bookmakerId))
      .orderBy(asc(affiliateReportRows.day), asc(affiliateReportRows.subId), asc(affiliateReportRows.currency));
  const auditRows = () =>
    handle.db
      .select({
        action: auditLogs.action,
        userId: auditLogs.userId,
        resourceType: auditLogs.resourceType,
        resourceId: auditLogs.resourceId,
        eventData: auditLogs.eventData,
      })
      .from(auditLogs)
      .where(eq(auditLogs.resourceType, "affiliate_report"))
      .orderBy(asc(auditLogs.id));

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-20T10:00:00Z") };
    [{ id: bookmakerId }] = (await handle.db
      .insert(bookmakers)
      .values({ name: "House Bet", rating: 4, displayOrder: 1, publishStatus: "draft" })
      .returning({ id: bookmakers.id })) as [{ id: number }];
    admin = await signedInAdmin(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("previews the period, rows and totals per currency before anything is stored", async () => {
    const preview = await api().previewReport(file(MARCH));
    expect(preview).toMatchObject({
      header: ["Date", "Sub ID", "Currency", "Signups", "FTD", "Deposits", "NGR", "Commission"],
      fromDay: "2026-03-01",
      toDay: "2026-03-02",
      rowsParsed: 3,
      rowsReplaced: 0,
      mappingErrors: [],
      unmappedColumns: [],
      errors: [],
      errorCount: 0,
      canApply: true,
    });
    const none = { rows: 0, registrations: 0, firstDeposits: 0, deposits: "0", netRevenue: "0", commission: "0" };
    expect(preview.totals).toEqual([
      { currency: "EUR", before: none, after: { rows: 2, registrations: 3, firstDeposits: 1, deposits: "100.1", netRevenue: "50.05", commission: "25" } },
      { currency: "GBP", before: none, after: { rows: 1, registrations: 0, firstDeposits: 1, deposits: "1000", netRevenue: "-10.5", commission: "7.25" } },
    ]);
    expect(await storedRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it("imports the same file twice and counts it once, audited each time, and remembers the mapping", async () => {
    const first = await importFile(MARCH);
    expect(first).toMatchObject({ fromDay: "2026-03-01", toDay: "2026-03-02", rowsReplaced: 0, rowsImported: 3 });
    const again = await api().previewReport(file(MARCH));
    expect(again.rowsReplaced).toBe(3);
    expect(again.totals.map((t) => [t.currency, t.before.commission, t.after.commission])).toEqual([
      ["EUR", "25", "25"],
      ["GBP", "7.25", "7.25"],
    ]);
    const second = await api().applyReport({ ...file(MARCH), digest: again.digest });
    expect(second).toMatchObject({ rowsReplaced: 3, rowsImported: 3 });
    expect(await storedRows()).toEqual([
      {
        day: "2026-03-01",
        subId: "c1",
        currency: "EUR",
        registrations: 2,
        firstDeposits: 1,
        deposits: "100.1000",
        netRevenue: "50.0500",
        commission: "25.0000",
      },
      { day: "2026-03-01", subId: "c2", currency: "EUR", registrations: 1, firstDeposits: 0, deposits: "0.0000", netRevenue: "0.0000", commission: "0.0000" },
      {
        day: "2026-03-02",
        subId: "c1",
        currency: "GBP",
        registrations: 0,
        firstDeposits: 1,
        deposits: "1000.0000",
        netRevenue: "-10.5000",
        commission: "7.2500",
      },
    ]);
    const imports = await handle.db
      .select({
        rowsReplaced: affiliateReportImports.rowsReplaced,
        rowsImported: affiliateReportImports.rowsImported,
        importedBy: affiliateReportImports.importedBy,
      })
      .from(affiliateReportImports)
      .orderBy(asc(affiliateReportImports.id));
    expect(imports).toEqual([
      { rowsReplaced: 0, rowsImported: 3, importedBy: admin.userId },
      { rowsReplaced: 3, rowsImported: 3, importedBy: admin.userId },
    ]);
    const audits = await auditRows();
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ action: "import_affiliate_report", userId: admin.userId, resourceId: String(bookmakerId) });
    expect(audits[0]!.eventData).toMatchObject({
      fromDay: "2026-03-01",
      toDay: "2026-03-02",
      rowsReplaced: 0,
      rowsImported: 3,
      fileName: "march.csv",
      mapping: { before: null },
    });
    // The second import changed no mapping, so its audit row records none.
    expect(audits[1]!.eventData).not.toHaveProperty("mapping");
    expect((await api().reportMapping({ bookmakerId })).mapping).toEqual(MAPPING);
    const [program] = await handle.db
      .select({ version: affiliatePrograms.version, postbackKey: affiliatePrograms.postbackKey })
      .from(affiliatePrograms)
      .where(eq(affiliatePrograms.bookmakerId, bookmakerId));
    expect(program).toEqual({ version: 1, postbackKey: null });
  });

  it("replaces an overlapping period and keeps the days outside it", async () => {
    await importFile(MARCH);
    const later = [HEADER, "2026-03-02,c9,EUR,5,2,10,10,10", "2026-03-03,c1,EUR,1,1,1,1,1"].join("\n");
    const preview = await api().previewReport(file(later));
    expect(preview).toMatchObject({ fromDay: "2026-03-02", toDay: "2026-03-03", rowsReplaced: 1 });
    expect(preview.totals.find((t) => t.currency === "GBP")).toMatchObject({ before: { rows: 1, commission: "7.25" }, after: { rows: 0, commission: "0" } });
    await api().applyReport({ ...file(later), digest: preview.digest });
    expect((await storedRows()).map((r) => [r.day, r.subId, r.currency])).toEqual([
      ["2026-03-01", "c1", "EUR"],
      ["2026-03-01", "c2", "EUR"],
      ["2026-03-02", "c9", "EUR"],
      ["2026-03-03", "c1", "EUR"],
    ]);
  });

  it("names every column of the file that no field reads, before Apply (still applicable)", async () => {
    const partial = { ...MAPPING, columns: { day: "Date", subId: "Sub ID", currency: "Currency", commission: "Commission" } };
    const preview = await api().previewReport(file(MARCH, partial));
    expect(preview.unmappedColumns).toEqual(["Signups", "FTD", "Deposits", "NGR"]);
    expect(preview.canApply).toBe(true);
  });

  it("shows a mapping error before anything is applied, and refuses to apply it (0 rows changed)", async () => {
    await importFile(MARCH);
    const broken = { ...MAPPING, columns: { ...MAPPING.columns, commission: "Comm." } };
    const content = MARCH.replace("2026-03-01,c1", "2026-03-02,c1").replace("25.00", "99.00");
    const preview = await api().previewReport(file(content, broken));
    expect(preview.canApply).toBe(false);
    expect(preview.mappingErrors).toEqual([{ row: 1, column: "Comm.", message: 'Commission: the file has no column "Comm."' }]);
    expect(preview.rowsParsed).toBe(0);
    const before = await storedRows();
    expect(await refusalOf(api().applyReport({ ...file(content, broken), digest: preview.digest }))).toEqual({
      code: "BAD_REQUEST",
      messages: [REPORT_HAS_ERRORS],
    });
    expect(await storedRows()).toEqual(before);
    expect(await auditRows()).toHaveLength(1);
    expect((await api().reportMapping({ bookmakerId })).mapping).toEqual(MAPPING);
  });

  it("refuses a cell error with its line, and a file or mapping changed since the preview", async () => {
    const bad = [HEADER, '2026-03-01,c1,EUR,1,1,"1.000,00",0,0', "2026-04-30,c1,EUR,0,0,0,0,0"].join("\n");
    const preview = await api().previewReport(file(bad));
    expect(preview.errors).toEqual([
      { row: 2, column: "Deposits", message: "Not an amount in the format 1,234.56" },
      { row: 3, column: "Date", message: "A day in the future" },
    ]);
    expect(preview.canApply).toBe(false);
    const good = await api().previewReport(file(MARCH));
    const commaMapping = { ...MAPPING, decimalSeparator: "," as const };
    expect(await refusalOf(api().applyReport({ ...file(MARCH, commaMapping), digest: good.digest }))).toEqual({ code: "CONFLICT", messages: [REPORT_CHANGED] });
    expect(await refusalOf(api().applyReport({ ...file(MARCH + "\n2026-03-03,c3,EUR,1,1,1,1,1"), digest: good.digest }))).toEqual({
      code: "CONFLICT",
      messages: [REPORT_CHANGED],
    });
    expect(await storedRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it("answers not_found for a bookmaker that does not exist", async () => {
    const missing = { ...file(MARCH), bookmakerId: bookmakerId + 100 };
    expect(await refusalOf(api().previewReport(missing))).toEqual({ code: "NOT_FOUND", messages: [REPORT_BOOKMAKER_NOT_FOUND] });
    expect(await refusalOf(api().applyReport({ ...missing, digest: "0".repeat(64) }))).toEqual({ code: "NOT_FOUND", messages: [REPORT_BOOKMAKER_NOT_FOUND] });
    expect(await handle.db.select({ id: affiliatePrograms.bookmakerId }).from(affiliatePrograms)).toEqual([]);
  });

  it("keeps the programme's other settings when saving the mapping, and moves its version only on a change", async () => {
    await handle.db.insert(affiliatePrograms).values({ bookmakerId, postbackKey: "house", clickIdParam: "btag", updatedAt: clock.now });
    await importFile(MARCH);
    await importFile(MARCH);
    const changed = { ...MAPPING, fileCurrency: "EUR" };
    await importFile(MARCH, changed);
    const [program] = await handle.db
      .select({ version: affiliatePrograms.version, postbackKey: affiliatePrograms.postbackKey, clickIdParam: affiliatePrograms.clickIdParam })
      .from(affiliatePrograms)
      .where(eq(affiliatePrograms.bookmakerId, bookmakerId));
    expect(program).toEqual({ version: 3, postbackKey: "house", clickIdParam: "btag" });
    expect((await api().reportMapping({ bookmakerId })).mapping).toEqual(changed);
  });

  it("does not count a preview against the admin's write limit", async () => {
    for (let i = 0; i < 25; i++) await admin.browser.api.revenueReports.previewReport(file(MARCH));
    expect(await importFile(MARCH)).toMatchObject({ rowsImported: 3 });
  });
});
