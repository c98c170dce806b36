import { describe, expect, it } from "vitest";
import { parseOddsFormat, restoreOddsFormat } from "./odds-format";

describe("stored odds format", () => {
  const stored = (preferences: unknown) => restoreOddsFormat(JSON.stringify({ state: { preferences }, version: 1 }));

  it("reads the format under the spec store's preferences, beside what else was kept there", () => {
    expect(stored({ oddsFormat: "fractional" })).toBe("fractional");
    expect(stored({ oddsFormat: "american", theme: "dark" })).toBe("american");
    expect(stored({ oddsFormat: "decimal" })).toBe("decimal");
  });

  it("is decimal for nothing stored, a malformed store, or a value that is no format", () => {
    expect(restoreOddsFormat(null)).toBe("decimal");
    expect(restoreOddsFormat("{oops")).toBe("decimal");
    expect(restoreOddsFormat(JSON.stringify({ state: "x" }))).toBe("decimal");
    expect(stored({ oddsFormat: "Fractional" })).toBe("decimal");
    expect(stored({ oddsFormat: 2 })).toBe("decimal");
    expect(stored({})).toBe("decimal");
    expect(stored("fractional")).toBe("decimal");
    expect(parseOddsFormat("__proto__")).toBe("decimal");
    expect(parseOddsFormat("toString")).toBe("decimal");
  });
});
