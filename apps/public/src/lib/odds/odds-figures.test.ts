import { describe, expect, it } from "vitest";
import { betLinkLabel, formatPercent, oddsLinkHref, oddsSides, sideName } from "./odds-figures";

const teams = { a: "Team Alpha", b: "Beta Five" };

describe("formatPercent", () => {
  it("shows one decimal, rounded half up, and negative margins as they are", () => {
    expect(formatPercent(1 / 2.1)).toBe("47.6%");
    expect(formatPercent(0.5)).toBe("50.0%");
    expect(formatPercent(2 / 1.9 - 1)).toBe("5.3%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(2 / 2.05 - 1)).toBe("-2.4%");
  });
});

describe("oddsSides and sideName", () => {
  it("puts the draw between the teams on a three-way market only", () => {
    expect(oddsSides({ threeWay: false })).toEqual(["teamA", "teamB"]);
    expect(oddsSides({ threeWay: true })).toEqual(["teamA", "draw", "teamB"]);
    expect(["teamA", "draw", "teamB"].map((s) => sideName(s as "teamA", teams))).toEqual(["Team Alpha", "Draw", "Beta Five"]);
  });
});

describe("betLinkLabel", () => {
  it("names the side, the price as shown and the bookmaker", () => {
    expect(betLinkLabel("teamA", teams, "2.10", "Bet Demo")).toBe("Bet on Team Alpha at 2.10 with Bet Demo");
    expect(betLinkLabel("teamB", teams, "+150", "Bet Demo")).toBe("Bet on Beta Five at +150 with Bet Demo");
    expect(betLinkLabel("draw", teams, "11/4", "Bet Demo")).toBe("Bet on a draw at 11/4 with Bet Demo");
  });
});

describe("oddsLinkHref", () => {
  it("goes through /go with placement odds and the match id", () => {
    expect(oddsLinkHref("bet-demo", 42)).toBe("/go/bet-demo?pl=odds&m=42");
    expect(oddsLinkHref("a b/c", 7)).toBe("/go/a%20b%2Fc?pl=odds&m=7");
  });
});
