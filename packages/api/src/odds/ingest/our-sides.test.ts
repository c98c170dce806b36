import { describe, expect, it } from "vitest";
import { marketKey, type OddsMarket } from "../model/markets";
import { modelSelection, toOurSides, type HomeSide } from "./our-sides";

const WINNER2: OddsMarket = { kind: "winner", ways: 2 };
const WINNER3: OddsMarket = { kind: "winner", ways: 3 };
const MAP2: OddsMarket = { kind: "map_winner", map: 2 };
const HOME_MINUS: OddsMarket = { kind: "map_handicap", line: -1.5 };
const HOME_PLUS: OddsMarket = { kind: "map_handicap", line: 2.5 };
const TOTAL: OddsMarket = { kind: "total_maps", line: 2.5 };
const SCORE: OddsMarket = { kind: "correct_score" };

/** [the feed's market, its selection, which of our teams its home team is] -> [our market key, our selection]. */
const TABLE: [OddsMarket, string, HomeSide, string, string][] = [
  [WINNER2, "home", "teamA", "winner:2", "teamA"],
  [WINNER2, "away", "teamA", "winner:2", "teamB"],
  [WINNER2, "home", "teamB", "winner:2", "teamB"],
  [WINNER2, "away", "teamB", "winner:2", "teamA"],
  [WINNER3, "draw", "teamB", "winner:3", "draw"],
  [MAP2, "home", "teamB", "map_winner:2", "teamB"],
  [MAP2, "away", "teamA", "map_winner:2", "teamB"],
  // The feed's home team gives 1.5 maps: said from team A, team A gets them when the home team is our team B.
  [HOME_MINUS, "home", "teamA", "map_handicap:-1.5", "teamA"],
  [HOME_MINUS, "away", "teamA", "map_handicap:-1.5", "teamB"],
  [HOME_MINUS, "home", "teamB", "map_handicap:1.5", "teamB"],
  [HOME_MINUS, "away", "teamB", "map_handicap:1.5", "teamA"],
  [HOME_PLUS, "home", "teamB", "map_handicap:-2.5", "teamB"],
  [TOTAL, "over", "teamA", "total_maps:2.5", "over"],
  [TOTAL, "under", "teamB", "total_maps:2.5", "under"],
  [SCORE, "2-1", "teamA", "correct_score", "2-1"],
  [SCORE, "2-1", "teamB", "correct_score", "1-2"],
  [SCORE, "0-2", "teamB", "correct_score", "2-0"],
  [SCORE, "3-1", "teamB", "correct_score", "1-3"],
];

describe("toOurSides", () => {
  it.each(TABLE)("says %j %s (home is our %s) as %s %s", (market, selection, homeSide, ourKey, ourSelection) => {
    const ours = toOurSides(market, selection, homeSide);
    expect([marketKey(ours.market), ours.selection]).toEqual([ourKey, ourSelection]);
  });

  it("keeps the quote's meaning: team A's handicap cell is the same bet whichever way round the feed lists the teams", () => {
    // Our team A is the feed's away team at +1.5: stored as team A's line +1.5, selection team A.
    expect(toOurSides(HOME_MINUS, "away", "teamB")).toEqual({ market: { kind: "map_handicap", line: 1.5 }, selection: "teamA" });
    // The same bet from a feed listing team A at home.
    expect(toOurSides({ kind: "map_handicap", line: 1.5 }, "home", "teamA")).toEqual({ market: { kind: "map_handicap", line: 1.5 }, selection: "teamA" });
  });
});

describe("modelSelection", () => {
  it("reads our team A as the model's home team and leaves other selections as they are", () => {
    expect(["teamA", "teamB", "draw", "over", "2-1"].map(modelSelection)).toEqual(["home", "away", "draw", "over", "2-1"]);
  });
});
