import type { Game } from "@eb/db/games";
import { SECOND_MS, type CallLimits } from "../../../platform";
import { PandaScoreClient } from "../../pandascore/client";
import { errorMessage } from "../../pandascore/errors";
import { providerGate } from "../../request-gate";
import { writeBatch } from "../../store/write-batch";
import type { SyncDeps } from "../../sync-source";
import { LIVE_KINDS } from "../live-budget";
import { openMatches } from "../live-poll";
import { applyFrame, finishMatch } from "./apply-update";
import { DEFAULT_BACKOFF, type BackoffPolicy } from "./backoff";
import { hasFrames, type FrameUpdate } from "./frame-update";
import { MatchSocket, type Scheduler, type SocketHealth } from "./match-socket";
import { liveEntry, type LiveEntry } from "./schemas";
import { readStoredMatch } from "./stored-match";

export type RealtimeOptions = {
  token: string;
  baseUrl?: string | undefined;
  scheduler?: Scheduler;
  random?: () => number;
  backoff?: BackoffPolicy;
  /** Frames come every couple of seconds while a map is played; half a minute of nothing is a dead socket. */
  silenceMs?: number;
  failuresBeforeFallback?: number;
  /** The `/lives` list read at most this often, whichever game's job asks (every game shares it). */
  livesEveryMs?: number;
  onHealth?(matchId: number, health: SocketHealth): void;
  onIgnored?(update: FrameUpdate): void;
};

/** What one game's round of the feed left to the REST poll. */
export type RealtimeRound = {
  /** Open matches whose socket is delivering: the REST poll leaves them alone. */
  covered: ReadonlySet<number>;
  /** Some open match of the game has no working socket: the REST poll runs for it. */
  usePoll: boolean;
  requests: number;
};

const realTimers: Scheduler = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) };

/** The frames endpoint of a `/lives` item (its events endpoint ends in /events). */
const framesUrl = (entry: LiveEntry) => entry.endpoints.find((e) => e.type === "frames" || (e.type === undefined && !/\/events$/.test(e.url)))?.url ?? null;

/**
 * PandaScore's real-time plan (PANDASCORE_REALTIME): the running matches' frames sockets, found in
 * the `/lives` list (one request, counted like any through the live poll's gate), each frame written
 * through writeBatch like a poll's page, so every change is logged and announced once. A game whose
 * frames are not documented (Valorant), a match with no socket, or one whose socket keeps failing is
 * left to the REST poll, which resumes leaving it alone once its socket delivers again.
 */
export class RealtimeFeed {
  private readonly sockets = new Map<number, { game: Game; socket: MatchSocket }>();
  private readonly client: PandaScoreClient;
  private lives: { at: number; entries: LiveEntry[] } | null = null;
  private readonly o: Required<Pick<RealtimeOptions, "scheduler" | "random" | "backoff" | "silenceMs" | "failuresBeforeFallback" | "livesEveryMs">>;

  constructor(
    private readonly deps: SyncDeps,
    private readonly options: RealtimeOptions,
  ) {
    this.client = new PandaScoreClient({ token: options.token, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) });
    this.o = {
      scheduler: options.scheduler ?? realTimers,
      random: options.random ?? Math.random,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      silenceMs: options.silenceMs ?? 30 * SECOND_MS,
      failuresBeforeFallback: options.failuresBeforeFallback ?? 3,
      livesEveryMs: options.livesEveryMs ?? 30 * SECOND_MS,
    };
  }

  /** One game's round: open the sockets of its running matches, and say what the REST poll must cover. */
  async round(game: Game, limits: CallLimits): Promise<RealtimeRound> {
    const open = await openMatches(this.deps, game, this.deps.now());
    const count = { requests: 0 };
    const result = (): RealtimeRound => {
      const covered = new Set(open.filter((m) => this.sockets.get(m.id)?.socket.health === "live").map((m) => m.id));
      return { covered, usePoll: open.some((m) => !covered.has(m.id)), requests: count.requests };
    };
    if (open.length === 0 || !hasFrames(game)) return result();
    let entries: LiveEntry[];
    try {
      entries = await this.readLives(game, limits, count);
    } catch (err) {
      this.deps.log.warn({ game, err: errorMessage(err) }, "realtime: the /lives list failed; the REST poll covers the game");
      return result();
    }
    const openIds = new Set(open.map((m) => m.id));
    for (const entry of entries) {
      const url = framesUrl(entry);
      if (!openIds.has(entry.id) || !url || this.sockets.has(entry.id)) continue;
      this.follow(game, entry, url);
    }
    return result();
  }

  /** Every frame received so far written (tests wait on it). */
  async settled(): Promise<void> {
    await Promise.all([...this.sockets.values()].map((s) => s.socket.settled()));
  }

  stop(): void {
    for (const { socket } of this.sockets.values()) socket.stop();
    this.sockets.clear();
  }

  private async readLives(game: Game, limits: CallLimits, count: { requests: number }): Promise<LiveEntry[]> {
    const now = this.deps.now().getTime();
    if (this.lives && now - this.lives.at < this.o.livesEveryMs) return this.lives.entries;
    const gate = providerGate(this.deps, { game, kind: LIVE_KINDS.running }, { limits, count });
    const entries: LiveEntry[] = [];
    for await (const page of this.client.paginate("/lives", {}, liveEntry, gate, 1)) entries.push(...page.items);
    this.lives = { at: now, entries };
    return entries;
  }

  private follow(game: Game, entry: LiveEntry, url: string): void {
    const { db, log } = this.deps;
    const matchId = entry.id;
    // The map's number by game id, from the match's own games; a game it does not list comes next.
    const positions = new Map<number, number>();
    for (const g of entry.match.games?.items ?? []) if (g.id !== undefined) positions.set(g.id, g.position);
    const positionOf = (update: FrameUpdate) => {
      const known = update.position ?? positions.get(update.gameId);
      if (known !== undefined) return known;
      const next = Math.max(0, ...positions.values()) + 1;
      positions.set(update.gameId, next);
      return next;
    };
    const socket = new MatchSocket({
      game,
      matchId,
      url: `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(this.options.token)}`,
      scheduler: this.o.scheduler,
      random: this.o.random,
      backoff: this.o.backoff,
      silenceMs: this.o.silenceMs,
      failuresBeforeFallback: this.o.failuresBeforeFallback,
      positionOf,
      onFrame: async (update, position) => {
        const stored = await readStoredMatch(db, matchId);
        if (stored) await writeBatch(db, { matches: [applyFrame(stored, update, position)] });
      },
      onFinished: async () => {
        this.sockets.delete(matchId);
        const stored = await readStoredMatch(db, matchId);
        if (stored) await writeBatch(db, { matches: [finishMatch(stored, this.deps.now())] });
      },
      onHealth: (health) => {
        if (health === "failing" || health === "refused")
          log.warn({ game, matchId, health }, "realtime: socket not delivering; the REST poll covers the match");
        this.options.onHealth?.(matchId, health);
      },
      onIgnored: (update) => this.options.onIgnored?.(update),
      onError: (err) => log.error({ game, matchId, err: errorMessage(err) }, "realtime: frame not written"),
    });
    this.sockets.set(matchId, { game, socket });
    socket.start();
  }
}
