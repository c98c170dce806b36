import { describe, expect, it } from "vitest";
import { REPORT_FIELDS, REPORT_TEMPLATE_HEADER } from "@eb/api/contracts";
import { mappingForHeader } from "./report-mapping-form";
import template from "./affiliate-report-template.csv?raw";

describe("the report's column matcher", () => {
  it("matches snake_case, dashed and spaced headers alike, sub_id and first_deposits included", () => {
    const header = ["Date", "sub_id", "Currency", "Sign-ups", "first_deposits", "Net_Revenue", "Total  Commission"];
    expect(mappingForHeader(null, header).columns).toEqual({
      day: "Date",
      subId: "sub_id",
      currency: "Currency",
      registrations: "Sign-ups",
      firstDeposits: "first_deposits",
      netRevenue: "Net_Revenue",
      commission: "Total  Commission",
    });
  });

  it("maps every column of the published template without help", () => {
    const header = template.split("\n")[0]!.split(",");
    expect(header).toEqual(REPORT_FIELDS.map((f) => REPORT_TEMPLATE_HEADER[f]));
    expect(mappingForHeader(null, header).columns).toEqual(REPORT_TEMPLATE_HEADER);
  });
});
