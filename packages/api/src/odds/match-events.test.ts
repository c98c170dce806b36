import { describe, expect, it } from "vitest";
import { DEFAULT_START_TOLERANCE_MS, matchOddsEvent, outcomeSide, sameTeam, teamNameKeys, type MatchCandidate } from "./match-events";

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

const event = { homeTeam: "Team Liquid", awayTeam: "G2 Esports", commenceTime: at("2026-12-01T18:00:00Z") };
const candidate = (id: number, teamAName: string | null, teamBName: string | null, beginAt: string | null): MatchCandidate => ({
  id,
  teamAName,
  teamBName,
  beginAt: beginAt === null ? null : at(beginAt),
});

describe("team names", () => {
  it("agree through the logos' name variants, case, accents and punctuation", () => {
    expect(sameTeam("Team Liquid", "Liquid")).toBe(true);
    expect(sameTeam("G2 Esports", "G2")).toBe(true);
    expect(sameTeam("FURIA Esports", "furia")).toBe(true);
    expect(sameTeam("Ninjas in Pyjamas", "ninjas-in-pyjamas")).toBe(true);
    expect(sameTeam("Rogue Gaming", "Rogue")).toBe(true);
    expect(sameTeam("Movistar KOI", "Movistar Kōi")).toBe(true);
    expect(sameTeam("Heroic", "Team Heroic")).toBe(true);
  });

  it("keep different teams apart", () => {
    expect(sameTeam("Team Liquid", "Team Spirit")).toBe(false);
    expect(sameTeam("G2 Esports", "G2 Ares")).toBe(false);
    expect(sameTeam("Fnatic", "FaZe Clan")).toBe(false);
    // Shared initials are no shared name.
    expect(sameTeam("Team Liquid", "Team Lynx")).toBe(false);
    expect(sameTeam("Bench Alpha 12", "Bench Alpha 13")).toBe(false);
  });

  it("match a name written as the other's initials", () => {
    expect(sameTeam("Natus Vincere", "NV")).toBe(true);
    expect(sameTeam("nv", "Natus Vincere")).toBe(true);
  });

  it("include the initials of a multi-word name, as logo lookups do", () => {
    expect(teamNameKeys("Natus Vincere")).toContain("nv");
    expect(teamNameKeys("!!!").size).toBe(0);
  });
});

describe("matchOddsEvent", () => {
  it("matches the candidate with both teams in the provider's order and says the home team is side A", () => {
    const result = matchOddsEvent(event, [candidate(1, "Team Spirit", "G2", "2026-12-01T18:00:00Z"), candidate(2, "Liquid", "G2", "2026-12-01T19:00:00Z")]);
    expect(result).toEqual({ matched: true, matchId: 2, homeSide: "teamA" });
  });

  it("matches the teams in the other order and says the home team is side B", () => {
    const result = matchOddsEvent(event, [candidate(7, "G2 Esports", "Team Liquid", "2026-12-01T17:30:00Z")]);
    expect(result).toEqual({ matched: true, matchId: 7, homeSide: "teamB" });
  });

  it("accepts a start time exactly at the tolerance and refuses one just beyond it", () => {
    const edge = new Date(event.commenceTime.getTime() + DEFAULT_START_TOLERANCE_MS).toISOString();
    const beyond = new Date(event.commenceTime.getTime() - DEFAULT_START_TOLERANCE_MS - 1).toISOString();
    expect(matchOddsEvent(event, [candidate(1, "Liquid", "G2", edge)])).toMatchObject({ matched: true, matchId: 1 });
    expect(matchOddsEvent(event, [candidate(1, "Liquid", "G2", beyond)])).toEqual({ matched: false, reason: "start-time-mismatch", matchIds: [1] });
  });

  it("takes another tolerance when given one", () => {
    const twoHoursLater = new Date(event.commenceTime.getTime() + 2 * HOUR).toISOString();
    expect(matchOddsEvent(event, [candidate(1, "Liquid", "G2", twoHoursLater)], HOUR)).toMatchObject({ reason: "start-time-mismatch" });
    expect(matchOddsEvent(event, [candidate(1, "Liquid", "G2", twoHoursLater)], 3 * HOUR)).toMatchObject({ matched: true });
  });

  it("leaves the event unmatched when two candidates fit, naming both", () => {
    const result = matchOddsEvent(event, [candidate(1, "Liquid", "G2", "2026-12-01T16:00:00Z"), candidate(2, "G2", "Liquid", "2026-12-01T20:00:00Z")]);
    expect(result).toEqual({ matched: false, reason: "ambiguous", matchIds: [1, 2] });
  });

  it("picks the one candidate in time when a rematch is days away", () => {
    const result = matchOddsEvent(event, [candidate(1, "Liquid", "G2", "2026-12-01T18:00:00Z"), candidate(2, "Liquid", "G2", "2026-12-04T18:00:00Z")]);
    expect(result).toEqual({ matched: true, matchId: 1, homeSide: "teamA" });
  });

  it("needs both teams: one shared team, an unknown side or no start time is no match", () => {
    expect(matchOddsEvent(event, [candidate(1, "Liquid", "Fnatic", "2026-12-01T18:00:00Z")])).toEqual({ matched: false, reason: "no-team-match" });
    expect(matchOddsEvent(event, [candidate(1, "Liquid", null, "2026-12-01T18:00:00Z")])).toEqual({ matched: false, reason: "no-team-match" });
    expect(matchOddsEvent(event, [candidate(1, "Liquid", "G2", null)])).toEqual({ matched: false, reason: "start-time-mismatch", matchIds: [1] });
    expect(matchOddsEvent(event, [])).toEqual({ matched: false, reason: "no-team-match" });
  });
});

describe("outcomeSide", () => {
  it("maps the provider's team names, in any form, to our sides and 'Draw' to the draw", () => {
    expect(outcomeSide("Team Liquid", event, "teamB")).toBe("teamB");
    expect(outcomeSide("G2 Esports", event, "teamB")).toBe("teamA");
    expect(outcomeSide("Liquid", event, "teamA")).toBe("teamA");
    expect(outcomeSide("Draw", event, "teamA")).toBe("draw");
  });

  it("leaves out a name that is neither team nor the draw", () => {
    expect(outcomeSide("Fnatic", event, "teamA")).toBeNull();
  });
});
