import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readFixture } from "../../../../../tests/fake-pandascore/fixtures";
import { httpUrl } from "./map-common";
import { mapMatch } from "./map-match";
import { mapTeam } from "./map-team";
import { mapTournament } from "./map-tournament";
import { matchPayload, teamPayload, tournamentPayload } from "./schemas";
import type { PsMatch } from "./types";

/** What a compromised or buggy provider could put where a URL belongs; none may be stored. */
const HOSTILE_URLS = [
  "javascript:alert(document.domain)",
  "JavaScript:alert(1)",
  "  javascript:alert(1)",
  "java\tscript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "//evil.example/logo.png",
  "/api/admin/security.stats",
  "logo.png",
  "https:evil.example/logo.png",
  "ftp://files.example/logo.png",
  "https://cdn.example/a\u0000b.png",
  "https://cdn.example/a\nb.png",
  "http://",
];

/** A real match from the fixtures that has both opponents and at least one stream. */
function realMatch(): PsMatch {
  const match = z
    .array(matchPayload)
    .parse(readFixture("csgo-matches-past.json"))
    .find((m) => (m.streams_list?.length ?? 0) > 0 && m.opponents?.length === 2 && m.league);
  if (!match) throw new Error("fixture has no match with streams and two opponents");
  return structuredClone(match);
}

function withUrls(base: PsMatch, url: string): PsMatch {
  const m = structuredClone(base);
  for (const o of m.opponents ?? []) o.opponent.image_url = url;
  m.streams_list = (m.streams_list ?? []).map((s) => ({ ...s, raw_url: url, embed_url: url }));
  if (m.league) m.league.image_url = url;
  if (m.tournament) m.tournament.league = m.league;
  return m;
}

describe("httpUrl", () => {
  it.each(HOSTILE_URLS)("drops %j", (url) => expect(httpUrl(url)).toBeNull());
  it("keeps absolute http(s) URLs as sent, trimmed", () => {
    expect(httpUrl("https://cdn.pandascore.co/images/team/image/1/logo.png")).toBe("https://cdn.pandascore.co/images/team/image/1/logo.png");
    expect(httpUrl(" HTTP://Player.Twitch.tv/?channel=x ")).toBe("HTTP://Player.Twitch.tv/?channel=x");
  });
});

describe("provider URLs at the mapping layer (variants of a real csgo-matches-past.json match)", () => {
  const base = realMatch();

  it("keeps the real payload's stream and logo URLs", () => {
    const { match, tournament } = mapMatch("cs2", base);
    expect(match.streams?.length).toBe(base.streams_list!.filter((s) => s.raw_url || s.embed_url).length);
    expect(match.streamUrl).toMatch(/^https:\/\//);
    expect(match.teamALogo).toBe(base.opponents![0]!.opponent.image_url ?? null);
    expect(tournament?.leagueImageUrl).toBe(base.league!.image_url ?? null);
  });

  it.each(HOSTILE_URLS)("drops %j from streams, team logos and the league logo", (url) => {
    const { match, tournament } = mapMatch("cs2", withUrls(base, url));
    expect(match.streams ?? []).toEqual([]);
    expect(match.streamUrl).toBeNull();
    expect(match.teamALogo).toBeNull();
    expect(match.teamBLogo).toBeNull();
    expect(tournament?.leagueImageUrl).toBeNull();
  });

  it("falls back to a valid embed URL when the raw URL is hostile, and stores no hostile embed URL", () => {
    const m = structuredClone(base);
    m.streams_list = [
      { raw_url: "javascript:alert(1)", embed_url: "https://player.twitch.tv/?channel=esl", main: true },
      { raw_url: "https://www.twitch.tv/esl", embed_url: "data:text/html,x", main: false },
    ];
    const { match } = mapMatch("cs2", m);
    expect((match.streams ?? []).map((s) => [s.url, s.embedUrl])).toEqual([
      ["https://player.twitch.tv/?channel=esl", "https://player.twitch.tv/?channel=esl"],
      ["https://www.twitch.tv/esl", null],
    ]);
    expect(match.streamUrl).toBe("https://player.twitch.tv/?channel=esl");
  });
});

describe("team and tournament logos (variants of teams-filter-name-t1.json and lol-tournaments.json)", () => {
  const team = z
    .array(teamPayload)
    .parse(readFixture("teams-filter-name-t1.json"))
    .find((t) => t.image_url)!;
  const tournament = z.array(tournamentPayload).parse(readFixture("lol-tournaments.json"))[0]!;

  it("keeps the real logos", () => {
    expect(mapTeam("lol", team)!.imageUrl).toBe(team.image_url);
    expect(mapTournament("lol", tournament)!.leagueImageUrl).toBe(tournament.league?.image_url ?? null);
  });

  it.each(HOSTILE_URLS)("drops %j as a team logo and as a league logo", (url) => {
    expect(mapTeam("lol", { ...team, image_url: url })!.imageUrl).toBeNull();
    const row = mapTournament("lol", { ...tournament, league: { ...tournament.league, image_url: url } })!;
    expect(row.leagueImageUrl).toBeNull();
  });
});
