import { describe, expect, it } from "vitest";
import type { PublicMatch } from "../shared/public-types";
import { buildMatchCalendar, escapeIcsText, foldIcsLine } from "./calendar";

const match = (over: Partial<PublicMatch> = {}): PublicMatch => ({
  id: 77,
  game: "cs2",
  status: "not_started",
  beginAt: "2025-03-14T18:00:00.000Z",
  endAt: null,
  tournamentId: 5,
  tournamentName: "Playoffs",
  leagueName: "ESL Pro League",
  serieName: "Season 21",
  serieFullName: null,
  teamA: { id: 1, name: "Natus Vincere", acronym: "NAVI", logo: null },
  teamB: { id: 2, name: "FaZe Clan", acronym: "FaZe", logo: null },
  teamAScore: null,
  teamBScore: null,
  winner: null,
  streamUrl: "https://www.twitch.tv/eslcs",
  ...over,
});

describe("buildMatchCalendar", () => {
  const ics = buildMatchCalendar([match(), match({ id: 78, beginAt: null })], {
    siteUrl: "https://site.example",
    now: new Date("2025-03-01T10:00:00Z"),
    name: "Esports, matches",
  });
  it("is a CRLF iCalendar with one event per scheduled match", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).not.toMatch(/[^\r]\n/);
  });
  it("has a stable UID, UTC start, a two-hour end and an escaped summary", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("UID:match-77@site.example");
    expect(unfolded).toContain("DTSTART:20250314T180000Z");
    expect(unfolded).toContain("DTEND:20250314T200000Z");
    expect(unfolded).toContain("SUMMARY:Natus Vincere vs FaZe Clan (CS2)");
    expect(unfolded).toContain("X-WR-CALNAME:Esports\\, matches");
  });
  it("links each event to its match page's canonical URL, in URL and in the description", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("\r\nURL:https://site.example/match/cs2/77/natus-vincere-vs-faze-clan\r\n");
    expect(unfolded).toContain(
      "DESCRIPTION:ESL Pro League › Season 21 › Playoffs\\nStream: https://www.twitch.tv/eslcs\\nMatch page: https://site.example/match/cs2/77/natus-vincere-vs-faze-clan\r\n",
    );
    const tbd = buildMatchCalendar([match({ id: 9, teamB: null, tournamentId: null })], { siteUrl: "https://site.example", now: new Date(), name: "x" });
    expect(tbd.replace(/\r\n /g, "")).toContain("\r\nURL:https://site.example/match/cs2/9/natus-vincere-vs-tbd\r\n");
  });
  it("keeps every physical line within 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe("ics text helpers", () => {
  it("escapes separators", () => expect(escapeIcsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne"));
  it("turns CRLF, LF and a bare CR into \\n and drops other control characters", () => {
    expect(escapeIcsText("a\r\nb\nc\rd")).toBe("a\\nb\\nc\\nd");
    expect(escapeIcsText("x\u0000y\u001bz\u007f\tw")).toBe("xyz\tw");
  });
  it("keeps a team name holding a bare CR from starting a property of its own", () => {
    const name = "Evil\rATTACH:https://evil.example/x\rTeam";
    const feed = buildMatchCalendar([match({ teamA: { id: 1, name, acronym: null, logo: null } })], {
      siteUrl: "https://site.example",
      now: new Date("2025-03-01T10:00:00Z"),
      name: "Esports",
    });
    expect(feed).not.toMatch(/\r(?!\n)/);
    expect(feed.split("\r\n").some((line) => line.startsWith("ATTACH:"))).toBe(false);
    expect(feed.replace(/\r\n /g, "")).toContain("SUMMARY:Evil\\nATTACH:https://evil.example/x\\nTeam vs FaZe Clan (CS2)");
  });
  it("folds long lines without splitting a character", () => {
    const folded = foldIcsLine("SUMMARY:" + "é".repeat(60));
    expect(folded.split("\r\n ").join("")).toBe("SUMMARY:" + "é".repeat(60));
    for (const l of folded.split("\r\n")) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
  });
});
