import { describe, expect, it } from "vitest";
import { formLine, matchStatusLabel, seriesFormat } from "./match-page-rules";

describe("match page rules", () => {
  it("names a series format only when its meaning is certain", () => {
    expect(seriesFormat("best_of", 3)).toBe("Best of 3");
    expect(seriesFormat("first_to", 2)).toBe("First to 2");
    expect(seriesFormat("all_games_played", 1)).toBe("1 game");
    expect(seriesFormat("all_games_played", 2)).toBe("2 games");
    expect(seriesFormat("custom", 5)).toBeNull();
    expect(seriesFormat(null, 3)).toBeNull();
    expect(seriesFormat("best_of", null)).toBeNull();
    expect(seriesFormat("best_of", 0)).toBeNull();
  });

  it("labels the status as the cards do: LIVE, Upcoming, RESULT only with a winner", () => {
    expect(matchStatusLabel("running", null)).toBe("LIVE");
    expect(matchStatusLabel("not_started", null)).toBe("Upcoming");
    expect(matchStatusLabel("finished", "NAVI")).toBe("RESULT");
    expect(matchStatusLabel("finished", null)).toBe("Finished");
    expect(matchStatusLabel("canceled", null)).toBe("Canceled");
    expect(matchStatusLabel("postponed", null)).toBe("Postponed");
    expect(matchStatusLabel("something", null)).toBeNull();
  });

  it("writes a form line newest first, a dash for an unknown outcome", () => {
    expect(formLine([{ outcome: "W" }, { outcome: "L" }, { outcome: null }, { outcome: "D" }])).toBe("WL–D");
  });
});
