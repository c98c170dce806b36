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

  it.each([
    ["spaces", "  =1+1"],
    ["a no-break space", "\u00A0=1+1"],
    ["an ideographic space", "\u3000+1"],
    ["a zero-width space", '\u200B=HYPERLINK("http://evil")'],
    ["a zero-width joiner", "\u200D@SUM(A1)"],
    ["a word joiner", "\u2060-1"],
    ["a byte order mark", "\uFEFF=1"],
    ["an Arabic letter mark", "\u061C=1"],
    ["a right-to-left mark", "\u200F=1"],
    ["a line break", "\n=1"],
    ["several of them", " \u00A0\u200B\uFEFF =1"],
    ["nothing, but a full-width equals sign", "\uFF1DSUM(A1)"],
    ["a space, then a full-width equals sign", " \uFF1D1"],
    ["nothing, but a full-width plus, minus or at sign", "\uFF0B1"],
  ])("make a formula inert behind %s", (_label, value) => {
    expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
  });

  it("leave text whose first visible character starts no formula as it is", () => {
    for (const value of [" a=b", "\u200Bplain", "\u00A0100", "x+1", "user@example.com"]) expect(csvCell(value)).toBe(value);
  });

  it("end lines with CRLF", () => {
    expect(csvLine([1, "x,y", null])).toBe('1,"x,y",\r\n');
  });
});
