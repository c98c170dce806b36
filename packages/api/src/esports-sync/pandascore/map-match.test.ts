import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Game } from "@eb/db/games";
import { readFixture } from "../../../../../tests/fake-pandascore/fixtures";
import { mapMatch, mapStatus, pickStream } from "./map-match";
import { matchPayload } from "./schemas";
import type { PsMatch } from "./types";

/** The sync's path for one item: parsed at the boundary, then mapped; null when the schema refuses it. */
function mapPayload(game: Game, raw: unknown) {
  const parsed = matchPayload.safeParse(raw);
  return parsed.success ? mapMatch(game, parsed.data) : null;
}

const MATCH_FIXTURES = [
  ["csgo-matches-past.json", "cs2"],
  ["dota2-matches-past.json", "dota2"],
  ["valorant-matches-past.json", "valorant"],
  ["csgo-matches-running-legacy-2020.json", "cs2"],
  ["lol-matches.json", "lol"],
] as const;

describe.each(MATCH_FIXTURES)("mapMatch on every match in %s", (file, game) => {
  const items = z.array(matchPayload).parse(readFixture(file));
  it.each(items.map((m) => [m.id, m] as const))("match %i keeps id, teams, scores, winner and tournament", (_id, raw) => {
    const mapped = mapMatch(game, raw);
    const { match, tournament } = mapped;
    expect(match.id).toBe(raw.id);
    expect(match.game).toBe(game);
    expect(match.source).toBe("pandascore");
    expect(match.status).toBe(raw.status);
    expect(match.beginAt?.toISOString().slice(0, 19)).toBe((raw.begin_at ?? raw.scheduled_at)!.slice(0, 19));
    const [a, b] = raw.opponents ?? [];
    expect(match.teamAId).toBe(a?.opponent.id ?? null);
    expect(match.teamBName).toBe(b?.opponent.name ?? null);
    expect(match.teamALogo).toBe(a?.opponent.image_url ?? null);
    const scoreOf = (id: number | undefined) => raw.results?.find((r) => r.team_id === id)?.score ?? null;
    expect(match.teamAScore).toBe(scoreOf(a?.opponent.id));
    expect(match.teamBScore).toBe(scoreOf(b?.opponent.id));
    expect(match.winnerId).toBe(raw.winner_id ?? null);
    expect(match.winnerName).toBe(raw.winner?.name ?? null);
    expect(match.endAt?.toISOString().slice(0, 19) ?? null).toBe(raw.end_at?.slice(0, 19) ?? null);
    expect(match.tournamentId).toBe(raw.tournament_id);
    expect(tournament!.id).toBe(raw.tournament_id);
    expect(tournament!.tier).toBe(raw.tournament?.tier ?? null);
    expect(tournament!.prizePool).toBe(raw.tournament?.prizepool ?? null);
    expect(tournament!.leagueName).toBe(raw.league?.name);
    expect(tournament!.serieFullName).toBe(raw.serie?.full_name);
    expect(tournament!.name).toBe(`${raw.league!.name} ${raw.serie!.full_name} - ${raw.tournament!.name}`);
    expect(tournament!.teamsCount).toBeUndefined();
    const main = raw.streams_list?.find((s) => s.main) ?? raw.streams_list?.find((s) => s.official) ?? raw.streams_list?.[0];
    expect(match.streamUrl).toBe(main?.raw_url ?? null);
    expect(match.streams).toHaveLength(raw.streams_list?.length ?? 0);
  });
});

describe("mapMatch specifics", () => {
  it("reads the LCK final: 2-3 with the winner, the main stream, rescheduled begin", () => {
    const { match, tournament } = mapMatch("lol", matchPayload.parse(readFixture("lol-match-finished.json")));
    expect([match.teamAName, match.teamAScore, match.teamBName, match.teamBScore]).toEqual(["Gen.G", 2, "Hanwha Life Esports", 3]);
    expect(match.winnerName).toBe("Hanwha Life Esports");
    expect(match.streamUrl).toBe("https://www.twitch.tv/lck");
    expect(match.beginAt?.toISOString()).toBe("2024-09-08T06:24:00.000Z");
    expect(tournament?.name).toBe("LCK Summer 2024 - Playoffs");
  });

  it("leaves TBD sides empty and scores null when opponents and results are empty", () => {
    const { match } = mapMatch("lol", z.array(matchPayload).parse(readFixture("lol-matches.json"))[0]!);
    expect([match.teamAId, match.teamAName, match.teamBId, match.teamAScore, match.winnerId]).toEqual([null, null, null, null, null]);
    expect(match.status).toBe("not_started");
    expect(match.streamUrl).toBe("https://www.twitch.tv/riotgames");
  });

  it("maps one known opponent and one missing", () => {
    const raw: PsMatch = {
      id: 7,
      status: "not_started",
      opponents: [{ type: "Team", opponent: { id: 3, name: "Known" } }],
      results: [{ team_id: 3, score: 0 }],
    };
    const { match } = mapMatch("cs2", raw);
    expect([match.teamAName, match.teamAScore, match.teamBName, match.teamBScore]).toEqual(["Known", 0, null, null]);
  });

  it("maps player opponents with scores from player_id results and the winner name", () => {
    const raw: PsMatch = {
      id: 8,
      status: "finished",
      winner_id: 11,
      opponents: [
        { type: "Player", opponent: { id: 11, name: "solo1" } },
        { type: "Player", opponent: { id: 12, name: "solo2" } },
      ],
      results: [
        { player_id: 11, score: 2 },
        { player_id: 12, score: 1 },
      ],
    };
    const { match } = mapMatch("dota2", raw);
    expect([match.teamAName, match.teamAScore, match.teamBScore, match.winnerName]).toEqual(["solo1", 2, 1, "solo1"]);
  });

  it("has no stream URL without streams, and takes the first official when none is main", () => {
    expect(mapMatch("lol", { id: 9, streams_list: [] }).match.streamUrl).toBeNull();
    const streams = [
      { main: false, official: false, raw_url: "https://a" },
      { main: false, official: true, raw_url: "https://b" },
    ];
    expect(mapMatch("lol", { id: 9, streams_list: streams }).match.streamUrl).toBe("https://b");
    expect(pickStream([{ url: "https://x", embedUrl: null, language: null, main: false, official: false }])?.url).toBe("https://x");
  });

  it("infers an unknown status from the match's dates and winner", () => {
    expect(mapStatus({ status: "delayed_forever" })).toBe("not_started");
    expect(mapStatus({ status: "weird", end_at: "2024-01-01T00:00:00Z" })).toBe("finished");
    expect(mapStatus({ status: "CANCELED" })).toBe("canceled");
  });

  it("uses scheduled_at when begin_at is null and keeps a null tier null", () => {
    const { match, tournament } = mapMatch("valorant", {
      id: 10,
      begin_at: null,
      scheduled_at: "2026-01-02T03:04:05Z",
      tournament: { id: 99, name: "Qualifier", tier: null },
    });
    expect(match.beginAt?.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(tournament?.tier).toBeNull();
    expect(tournament?.name).toBe("Qualifier");
  });

  it("rejects an item without a usable id", () => {
    expect(mapPayload("lol", { name: "no id" })).toBeNull();
    expect(mapPayload("lol", { id: -1 })).toBeNull();
  });
});
