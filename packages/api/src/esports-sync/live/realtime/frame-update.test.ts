import { describe, expect, it } from "vitest";
import { csFrame } from "../../../../../../tests/fake-pandascore/live-frames";
import { frameKey, isNewer } from "./frame-order";
import { readFrame } from "./frame-update";

const NAVI = { id: 10, name: "NAVI", rounds: 7, series: 1 };
const FAZE = { id: 20, name: "FaZe", rounds: 5, series: 0 };

describe("reading a frame", () => {
  it("reads a Counter-Strike frame: map name, rounds, series score, progress", () => {
    const update = readFrame("cs2", csFrame({ matchId: 1, gameId: 100, map: "Mirage", round: 13, seconds: 42, ct: NAVI, t: FAZE }));
    expect(update).toEqual({
      matchId: 1,
      gameId: 100,
      position: null,
      mapName: "Mirage",
      finished: false,
      winnerId: null,
      mapScore: [
        { teamId: 10, value: 7 },
        { teamId: 20, value: 5 },
      ],
      seriesScore: [
        { teamId: 10, value: 1 },
        { teamId: 20, value: 0 },
      ],
      progress: [13, 42],
    });
  });

  it("reads LoL kills and series score, and Dota 2 kills with no series score (its `score` is kills)", () => {
    const side = (id: number, kills: number, score: number) => ({ id, name: `T${id}`, acronym: null, kills, score, towers: 0, gold: 0 });
    const lol = readFrame("lol", {
      game: { id: 5, finished: true, winner_id: 1 },
      match: { id: 9 },
      current_timestamp: 1800,
      blue: side(1, 12, 1),
      red: side(2, 4, 0),
    });
    expect(lol).toMatchObject({
      finished: true,
      winnerId: 1,
      mapScore: [{ value: 12 }, { value: 4 }],
      seriesScore: [{ value: 1 }, { value: 0 }],
      progress: [0, 1800],
    });
    const dota = readFrame("dota2", {
      game: { id: 6 },
      match: { id: 9 },
      current_timestamp: 900,
      radiant: { id: 1, name: "R", score: 20 },
      dire: { id: 2, name: "D", score: 11 },
    });
    expect(dota).toMatchObject({ mapScore: [{ value: 20 }, { value: 11 }], seriesScore: null });
  });

  it("reads no frame from the hello, a frame of the wrong game, or Valorant (no documented frames)", () => {
    expect(readFrame("cs2", { type: "hello", payload: {} })).toBeNull();
    expect(readFrame("lol", csFrame({ matchId: 1, gameId: 100, map: "Mirage", round: 1, seconds: 0, ct: NAVI, t: FAZE }))).toBeNull();
    expect(readFrame("valorant", csFrame({ matchId: 1, gameId: 100, map: "Ascent", round: 1, seconds: 0, ct: NAVI, t: FAZE }))).toBeNull();
  });
});

describe("the frames' own order", () => {
  it("puts a later map, a map's finished frame, a later round and a later second after, and a repeat not after", () => {
    const key = frameKey(1, false, [5, 30]);
    expect(isNewer(key, null)).toBe(true);
    expect(isNewer(frameKey(1, false, [5, 31]), key)).toBe(true);
    expect(isNewer(frameKey(1, false, [6, 0]), key)).toBe(true);
    expect(isNewer(frameKey(1, true, [5, 0]), key)).toBe(true);
    expect(isNewer(frameKey(2, false, [1, 0]), frameKey(1, true, [30, 0]))).toBe(true);
    expect(isNewer(frameKey(1, false, [5, 30]), key)).toBe(false);
    expect(isNewer(frameKey(1, false, [4, 59]), key)).toBe(false);
    expect(isNewer(frameKey(1, false, [30, 0]), frameKey(2, false, [1, 0]))).toBe(false);
  });
});
