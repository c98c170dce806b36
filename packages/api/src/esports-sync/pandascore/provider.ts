import type { Game, SyncKind } from "@eb/db";
import type { NestedInvalidItem, ParsedList } from "../../platform";
import type { LiveContext, MatchRow, OpenMatch, PlayerRow, ProviderContext, SyncBatch, SyncProvider, TournamentRow } from "../types";
import { PandaScoreClient, type Page, type PandaScoreClientOptions, type RequestGate } from "./client";
import { endpointsFor, liveEndpoints, type EndpointPlan } from "./endpoints";
import { mapMatch } from "./map-match";
import { mapRoster } from "./map-player";
import { mapTeam } from "./map-team";
import { mapTournament } from "./map-tournament";
import { matchPayload, teamPayload, tournamentPayload } from "./schemas";
import type { PsMatch, PsTeam, PsTournament } from "./types";

/**
 * What a batch says about the page's items it does not carry: duplicates of an earlier page,
 * items that failed their schema (also listed, for the log), and valid ones with nothing to store.
 */
function notCarried(page: Page<unknown>, unusable: number): Pick<SyncBatch, "skipped" | "invalid"> {
  return { skipped: page.duplicates + page.invalid.length + unusable, ...(page.invalid.length ? { invalid: page.invalid } : {}) };
}

/**
 * The batch's report of invalid items, with the nested elements left out of their items (a game
 * of a match, a player of a team) after the page's own. They are not counted as skipped: no row
 * was skipped for them.
 */
function withNested(batch: SyncBatch, nested: NestedInvalidItem[]): SyncBatch {
  return nested.length ? { ...batch, invalid: [...(batch.invalid ?? []), ...nested] } : batch;
}

function nestedInvalid(into: NestedInvalidItem[], list: ParsedList<unknown> | undefined, name: string, parentId: number) {
  for (const item of list?.invalid ?? []) into.push({ ...item, in: name, parentId });
}

/** Matches with their games, and the minimal rows of the tournaments embedded in them. */
function matchesBatch(game: Game, page: Page<PsMatch>): SyncBatch {
  const matches: MatchRow[] = [];
  const embeddedTournaments: TournamentRow[] = [];
  const nested: NestedInvalidItem[] = [];
  for (const item of page.items) {
    const { match, tournament } = mapMatch(game, item);
    matches.push(match);
    if (tournament) embeddedTournaments.push(tournament);
    nestedInvalid(nested, item.games, "games", item.id);
  }
  return withNested({ matches, embeddedTournaments, ...notCarried(page, 0) }, nested);
}

function tournamentsBatch(game: Game, page: Page<PsTournament>): SyncBatch {
  const tournaments = page.items.map((t) => mapTournament(game, t)).filter((t) => t !== null);
  return { tournaments, ...notCarried(page, page.items.length - tournaments.length) };
}

/**
 * Teams with their rosters: the players every team payload carries come with the teams pages
 * the sync already reads, so rosters cost no request of their own (the hourly limits stand).
 */
function teamsBatch(game: Game, page: Page<PsTeam>): SyncBatch {
  const teams = page.items.map((t) => mapTeam(game, t)).filter((t) => t !== null);
  const stored = new Set(teams.map((t) => t.id));
  const players: PlayerRow[] = [];
  const rosterTeamIds: number[] = [];
  const nested: NestedInvalidItem[] = [];
  for (const item of page.items) {
    if (!stored.has(item.id)) continue;
    const roster = mapRoster(game, item);
    players.push(...roster.players);
    if (roster.complete) rosterTeamIds.push(item.id);
    nestedInvalid(nested, item.players, "players", item.id);
  }
  return withNested({ teams, players, rosterTeamIds, ...notCarried(page, page.items.length - teams.length) }, nested);
}

export type PandaScoreProviderOptions = PandaScoreClientOptions & { maxPages?: number };

export class PandaScoreProvider implements SyncProvider {
  readonly name = "pandascore" as const;
  private readonly client: PandaScoreClient;
  private readonly maxPages: number | undefined;

  constructor(options: PandaScoreProviderOptions) {
    this.client = new PandaScoreClient(options);
    this.maxPages = options.maxPages;
  }

  async *fetch(game: Game, kind: SyncKind, ctx: ProviderContext): AsyncGenerator<SyncBatch> {
    for (const plan of endpointsFor(game, kind, ctx.now, this.maxPages)) yield* this.batches(game, kind, plan, ctx.gate);
  }

  /**
   * The running list, then one lookup of the matches we hold as running that it no longer lists
   * (they ended or were called off: the lookup brings their final score and status).
   */
  async *fetchLive(game: Game, open: readonly OpenMatch[], ctx: LiveContext): AsyncGenerator<SyncBatch> {
    const listed = new Set<number>();
    const { running } = liveEndpoints(game, []);
    for await (const page of this.client.paginate(running.path, running.params, matchPayload, ctx.running, running.maxPages)) {
      for (const item of page.items) listed.add(item.id);
      yield matchesBatch(game, page);
    }
    const left = open.filter((m) => m.status === "running" && !listed.has(m.id)).map((m) => m.id);
    const { ended } = liveEndpoints(game, left);
    if (!ended) return;
    for await (const page of this.client.paginate(ended.path, ended.params, matchPayload, ctx.ended, ended.maxPages)) yield matchesBatch(game, page);
  }

  /** Each kind's pages parsed with its own schema and mapped into batches. */
  private async *batches(game: Game, kind: SyncKind, plan: EndpointPlan, gate: RequestGate): AsyncGenerator<SyncBatch> {
    const { path, params, maxPages } = plan;
    if (kind === "matches") {
      for await (const page of this.client.paginate(path, params, matchPayload, gate, maxPages)) yield matchesBatch(game, page);
    } else if (kind === "tournaments") {
      for await (const page of this.client.paginate(path, params, tournamentPayload, gate, maxPages)) yield tournamentsBatch(game, page);
    } else {
      for await (const page of this.client.paginate(path, params, teamPayload, gate, maxPages)) yield teamsBatch(game, page);
    }
  }
}
