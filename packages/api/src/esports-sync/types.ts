import type { TaskLog } from "../platform";
import type { Game } from "@eb/db/games";
import type { SyncKind } from "@eb/db";
import type { RequestGate } from "./pandascore/client";
import type { MatchRow } from "./pandascore/map-match";
import type { PlayerRow } from "./pandascore/map-player";
import type { TeamRow } from "./pandascore/map-team";
import type { TournamentRow } from "./pandascore/map-tournament";
import type { InvalidItem } from "../platform";
import type { TableCounts, WriteCounts } from "./store/table-counts";

export type { Game, SyncKind, MatchRow, PlayerRow, TeamRow, TournamentRow, RequestGate, WriteCounts };

/**
 * One unit of writing: rows from one provider page (or one demo step), written in one
 * transaction. `embeddedTournaments` are minimal rows from tournaments embedded in matches:
 * they never overwrite a richer field with null.
 */
export type SyncBatch = {
  matches?: MatchRow[];
  tournaments?: TournamentRow[];
  embeddedTournaments?: TournamentRow[];
  teams?: TeamRow[];
  /** Players of the teams in this batch, each with its team. */
  players?: PlayerRow[];
  /**
   * Teams whose whole current roster this batch states: their stored players that `players` does
   * not list have left the team (their team becomes null). A team missing here keeps its roster.
   */
  rosterTeamIds?: number[];
  /** Provider items that could not be used (failed their schema, no name, duplicate on a later page). */
  skipped?: number;
  /** Those of the skipped items that failed their schema, for the log (see platform/provider-payloads.ts). */
  invalid?: InvalidItem[];
};

export type ProviderContext = { now: Date; gate: RequestGate };

/**
 * The live poll's requests, each kind under its own hourly key: the list of running matches, and
 * the lookup of the matches that left it (ended, or called off).
 */
export type LiveContext = { now: Date; running: RequestGate; ended: RequestGate };

/** A match the live poll follows: running, or upcoming and due to start (our stored status). */
export type OpenMatch = { id: number; status: string };

/**
 * PandaScore or the demo world: what a sync of one game and kind reads. A provider that reads
 * HTTP parses each payload with zod where the body becomes data, item by item, and puts what
 * failed on the batch: see platform/provider-payloads.ts.
 */
export interface SyncProvider {
  readonly name: "pandascore" | "demo" | "none";
  fetch(game: Game, kind: SyncKind, ctx: ProviderContext): AsyncIterable<SyncBatch>;
  /**
   * The live poll: the game's running matches with their games, and what became of the `open`
   * matches our store has as running that are no longer in that list. Without it, the provider
   * has nothing live and the live poll makes no request.
   */
  fetchLive?(game: Game, open: readonly OpenMatch[], ctx: LiveContext): AsyncIterable<SyncBatch>;
}

/** What one game-and-kind sync did; the admin screens list these. */
export type SourceResult = WriteCounts & {
  game: Game;
  kind: SyncKind;
  success: boolean;
  /** Set when success is false: the message stored in sync_status. */
  error?: string;
  requests: number;
  /** What every table received, the kind's own included (a page of matches may carry tournaments). */
  stored: TableCounts;
};

/** The logger calls the sync makes: a pino logger or Fastify's `app.log` both fit. */
export type SyncLog = TaskLog;
