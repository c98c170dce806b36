import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("CSV cells", () => {
  it("quote values with commas or quotes, doubling the quotes (spec 5), and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell({ bookmaker: "X", n: 1 })).toBe('"{""bookmaker"":""X"",""n"":1}"');
  });

  it("make formulas inert", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    for (const start of ["+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(start).replace(/^"/, "").startsWith("'")).toBe(true);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("end lines with CRLF", () => {
    expect(csvLine([1, "x,y", null])).toBe('1,"x,y",\r\n');
  });
});
