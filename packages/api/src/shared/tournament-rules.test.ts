import { describe, expect, it } from "vitest";
import { tournamentNameCandidates, tournamentPath, tournamentStatus } from "./tournament-rules";

describe("tournamentNameCandidates", () => {
  it("uses the whole name and its last 5 and 4 words", () => {
    expect(tournamentNameCandidates("ESL Pro League Season 20 Group Stage Day 1")).toEqual([
      "ESL Pro League Season 20 Group Stage Day 1",
      "20 Group Stage Day 1",
      "Group Stage Day 1",
    ]);
  });
  it("drops fragments shorter than 3 characters", () => {
    expect(tournamentNameCandidates("A B")).toEqual(["A B"]);
    expect(tournamentNameCandidates("IE")).toEqual([]);
  });
});

describe("tournamentStatus", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("follows the dates", () => {
    expect(tournamentStatus(new Date("2026-11-23T00:00:00Z"), null, now)).toBe("upcoming");
    expect(tournamentStatus(new Date("2026-11-20T00:00:00Z"), new Date("2026-11-25T00:00:00Z"), now)).toBe("running");
    expect(tournamentStatus(new Date("2026-11-01T00:00:00Z"), new Date("2026-11-05T00:00:00Z"), now)).toBe("finished");
  });
});

describe("tournamentPath", () => {
  it("URL-encodes the name", () => {
    expect(tournamentPath("cs2", 12, "Major: Stage 1/2")).toBe("/tournament/cs2/12/Major%3A%20Stage%201%2F2");
  });
});
