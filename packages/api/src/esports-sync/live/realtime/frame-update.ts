import type { Game } from "@eb/db/games";
import { csFrame, dotaFrame, lolFrame, type CsFrame, type DotaFrame, type LolFrame } from "./schemas";

/** A team's number in a frame: rounds or kills on the map, or games won in the series. */
export type TeamValue = { teamId: number; value: number | null };

/** What one frame says about its match, in the provider's team ids (a pure reading, no state). */
export type FrameUpdate = {
  matchId: number;
  gameId: number;
  /** The map's number when the frame states it (UNVERIFIED in current frames; see schemas.ts). */
  position: number | null;
  mapName: string | null;
  finished: boolean;
  winnerId: number | null;
  /** The map's score: rounds in Counter-Strike, kills in LoL and Dota 2. */
  mapScore: [TeamValue, TeamValue];
  /** Games won in the series, where the frame says (Counter-Strike, LoL); null for Dota 2. */
  seriesScore: [TeamValue, TeamValue] | null;
  /** How far into the map the frame is: the round (Counter-Strike, else 0), then seconds. */
  progress: [number, number];
};

type Base = {
  match: { id: number };
  game: { id: number; position?: number | undefined; finished?: boolean | undefined; winner_id?: number | null | undefined };
} & {
  game_number?: number | undefined;
  current_timestamp?: number | null | undefined;
  finished?: boolean | undefined;
  winner_id?: number | null | undefined;
};

function common(f: Base) {
  return {
    matchId: f.match.id,
    gameId: f.game.id,
    position: f.game.position ?? f.game_number ?? null,
    finished: f.game.finished ?? f.finished ?? false,
    winnerId: f.game.winner_id ?? f.winner_id ?? null,
  };
}

const pair = (a: TeamValue, b: TeamValue): [TeamValue, TeamValue] => [a, b];

function fromCs(f: CsFrame): FrameUpdate {
  const [ct, t] = [f.counter_terrorists, f.terrorists];
  return {
    ...common(f),
    mapName: f.map?.name ?? null,
    mapScore: pair({ teamId: ct.id, value: ct.round_score ?? null }, { teamId: t.id, value: t.round_score ?? null }),
    seriesScore: ct.score == null || t.score == null ? null : pair({ teamId: ct.id, value: ct.score }, { teamId: t.id, value: t.score }),
    progress: [f.round ?? 0, f.current_timestamp ?? 0],
  };
}

function fromLol(f: LolFrame): FrameUpdate {
  const { blue, red } = f;
  return {
    ...common(f),
    mapName: null,
    mapScore: pair({ teamId: blue.id, value: blue.kills ?? null }, { teamId: red.id, value: red.kills ?? null }),
    seriesScore: blue.score == null || red.score == null ? null : pair({ teamId: blue.id, value: blue.score }, { teamId: red.id, value: red.score }),
    progress: [0, f.current_timestamp ?? 0],
  };
}

function fromDota(f: DotaFrame): FrameUpdate {
  const { radiant, dire } = f;
  return {
    ...common(f),
    mapName: null,
    mapScore: pair({ teamId: radiant.id, value: radiant.score ?? null }, { teamId: dire.id, value: dire.score ?? null }),
    seriesScore: null,
    progress: [0, f.current_timestamp ?? 0],
  };
}

const READERS = {
  cs2: (raw: unknown) => {
    const parsed = csFrame.safeParse(raw);
    return parsed.success ? fromCs(parsed.data) : null;
  },
  lol: (raw: unknown) => {
    const parsed = lolFrame.safeParse(raw);
    return parsed.success ? fromLol(parsed.data) : null;
  },
  dota2: (raw: unknown) => {
    const parsed = dotaFrame.safeParse(raw);
    return parsed.success ? fromDota(parsed.data) : null;
  },
} satisfies Partial<Record<Game, (raw: unknown) => FrameUpdate | null>>;

/** Whether the feed can read this game's frames (Valorant's are not documented: see schemas.ts). */
export function hasFrames(game: Game): game is keyof typeof READERS {
  return game in READERS;
}

/** The frame as an update, or null for anything that is not one of this game's frames (the `hello`, a bad payload). */
export function readFrame(game: Game, raw: unknown): FrameUpdate | null {
  return hasFrames(game) ? READERS[game](raw) : null;
}
