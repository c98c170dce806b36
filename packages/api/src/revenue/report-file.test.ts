import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { MAX_REPORT_ROWS, REPORT_TEMPLATE_HEADER, type ReportMapping } from "../contracts";
import { readReport } from "./report-file";

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
  dateFormat: "dd/mm/yyyy",
  decimalSeparator: ",",
  fileCurrency: null,
};

describe("reading a report through its mapping", () => {
  it("reads a semicolon file with decimal commas, quotes and a BOM", () => {
    const csv =
      '\uFEFFDate;Sub ID;Currency;Signups;FTD;Deposits;NGR;Commission\n01/03/2026;abc;EUR;3;1;"1.250,50";-20,5;(4,25)\n02/03/2026;"x;y";gbp;0;0;0;0;0\n';
    const read = readReport(csv, MAPPING);
    expect(read.mappingErrors).toEqual([]);
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([
      {
        line: 2,
        day: "2026-03-01",
        subId: "abc",
        currency: "EUR",
        registrations: 3,
        firstDeposits: 1,
        deposits: "1250.5",
        netRevenue: "-20.5",
        commission: "-4.25",
      },
      { line: 3, day: "2026-03-02", subId: "x;y", currency: "GBP", registrations: 0, firstDeposits: 0, deposits: "0", netRevenue: "0", commission: "0" },
    ]);
  });

  it("names every mapping error: a mapped column missing in the file, a required field unmapped, no currency", () => {
    const read = readReport("Day,Sub,FTD\n2026-03-01,a,1\n", {
      columns: { subId: "Sub", firstDeposits: "First deposits" },
      dateFormat: "yyyy-mm-dd",
      decimalSeparator: ".",
      fileCurrency: null,
    });
    expect(read.rows).toEqual([]);
    expect(read.mappingErrors).toEqual([
      { row: 1, column: "First deposits", message: 'First deposits: the file has no column "First deposits"' },
      { row: null, column: "Day", message: "Choose the column of Day" },
      { row: null, column: "Currency", message: "Choose the currency column, or the currency of the whole file" },
    ]);
  });

  it("reports each bad cell with its line and column, and a repeated day/sub-id/currency", () => {
    const csv = "Date,Sub,FTD,Commission\n2026-03-01,a,1,10.00\n2026-03-41,b,x,1.234,56\n2026-03-01,a,2,5\n";
    const read = readReport(csv, {
      columns: { day: "Date", subId: "Sub", firstDeposits: "FTD", commission: "Commission" },
      dateFormat: "yyyy-mm-dd",
      decimalSeparator: ".",
      fileCurrency: "usd",
    });
    expect(read.rows.map((r) => [r.line, r.currency, r.commission])).toEqual([[2, "USD", "10"]]);
    expect(read.errors).toEqual([
      { row: 3, column: "Date", message: "No such date (format yyyy-mm-dd)" },
      { row: 3, column: "FTD", message: "Not a whole number of at least 0" },
      { row: 4, column: null, message: "Same day, sub-id and currency as line 2" },
    ]);
  });

  it("refuses an overlong field and an unknown file currency", () => {
    const long = "a".repeat(201);
    expect(
      readReport(`Date,Sub\n2026-03-01,${long}\n`, {
        columns: { day: "Date", subId: "Sub" },
        dateFormat: "yyyy-mm-dd",
        decimalSeparator: ".",
        fileCurrency: "EUR",
      }).errors,
    ).toEqual([{ row: 2, column: "Sub", message: "Longer than 200 characters" }]);
    expect(
      readReport("Date\n2026-03-01\n", { columns: { day: "Date" }, dateFormat: "yyyy-mm-dd", decimalSeparator: ".", fileCurrency: "ABC" }).mappingErrors,
    ).toEqual([{ row: null, column: "Currency", message: "ABC: not an ISO 4217 currency code" }]);
  });

  it("refuses a file that is not CSV with where it broke", () => {
    const read = readReport('Date,Sub\n2026-03-01,"open quote\n', {
      columns: { day: "Date" },
      dateFormat: "yyyy-mm-dd",
      decimalSeparator: ".",
      fileCurrency: "EUR",
    });
    expect(read.mappingErrors[0]?.message).toMatch(/^Not a readable CSV file/);
  });

  it("refuses a file past the row limit whole, rather than importing part of it", () => {
    const mapping: ReportMapping = { columns: { day: "Date", subId: "Sub" }, dateFormat: "yyyy-mm-dd", decimalSeparator: ".", fileCurrency: "EUR" };
    const lines = (n: number) => ["Date,Sub", ...Array.from({ length: n }, (_, i) => `2026-03-01,s${i}\n`)].join("\n");
    expect(readReport(lines(MAX_REPORT_ROWS), mapping).rows).toHaveLength(MAX_REPORT_ROWS);
    const over = readReport(lines(MAX_REPORT_ROWS + 1), mapping);
    expect(over.rows).toEqual([]);
    expect(over.mappingErrors).toEqual([{ row: null, column: null, message: "More than 50,000 rows" }]);
  });
});

describe("the published template (docs/affiliate-reports.md, the import card's download)", () => {
  it("reads without an error or an unread column through the template's own header names", () => {
    const path = new URL("../../../../apps/admin/src/sections/bookmakers/report-import/affiliate-report-template.csv", import.meta.url);
    const read = readReport(readFileSync(path, "utf8"), {
      columns: REPORT_TEMPLATE_HEADER,
      dateFormat: "yyyy-mm-dd",
      decimalSeparator: ".",
      fileCurrency: null,
    });
    expect([read.mappingErrors, read.errors]).toEqual([[], []]);
    expect(read.header).toEqual(Object.values(REPORT_TEMPLATE_HEADER));
    expect(read.rows.map((r) => [r.day, r.currency, r.registrations, r.firstDeposits, r.commission])).toEqual([
      ["2026-11-01", "EUR", 3, 1, "100"],
      ["2026-11-01", "EUR", 1, 0, "0"],
      ["2026-11-02", "GBP", 0, 1, "0"],
    ]);
  });
});
