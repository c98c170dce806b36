import { describe, expect, it } from "vitest";
import { compareStreams, hasStream, matchButtonLabel, matchMarker } from "./match-rules";

describe("matchMarker", () => {
  it("is RESULT only for a finished match with a winner", () => {
    expect(matchMarker("finished", "Team A")).toBe("RESULT");
    expect(matchMarker("finished", null)).toBe("VS");
  });
  it("is LIVE for running and VS otherwise", () => {
    expect(matchMarker("running", null)).toBe("LIVE");
    expect(matchMarker("not_started", null)).toBe("VS");
    expect(matchMarker("canceled", "Team A")).toBe("VS");
  });
});

describe("matchButtonLabel", () => {
  it("reads View Result when finished, else Bet on Esports", () => {
    expect(matchButtonLabel("finished")).toBe("View Result");
    expect(matchButtonLabel("running")).toBe("Bet on Esports");
  });
});

describe("compareStreams", () => {
  it("orders running, then not_started, then finished, unknown last, then by start", () => {
    const list = [
      { id: 1, status: "finished", beginAt: "2026-11-20T10:00:00Z" },
      { id: 2, status: "weird", beginAt: "2026-11-19T10:00:00Z" },
      { id: 3, status: "not_started", beginAt: "2026-11-23T12:00:00Z" },
      { id: 4, status: "running", beginAt: "2026-11-22T10:00:00Z" },
      { id: 5, status: "not_started", beginAt: "2026-11-23T08:00:00Z" },
      { id: 6, status: "running", beginAt: "2026-11-22T09:00:00Z" },
    ];
    expect([...list].sort(compareStreams).map((s) => s.id)).toEqual([6, 4, 5, 3, 1, 2]);
  });
  it("treats blank stream urls as no stream", () => {
    expect(hasStream("  ")).toBe(false);
    expect(hasStream("https://twitch.tv/x")).toBe(true);
  });
});
