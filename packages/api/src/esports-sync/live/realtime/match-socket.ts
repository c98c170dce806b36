import type { Game } from "@eb/db/games";
import { backoffDelay, type BackoffPolicy } from "./backoff";
import { frameKey, isNewer, type FrameKey } from "./frame-order";
import { readFrame, type FrameUpdate } from "./frame-update";

/** setTimeout and clearTimeout, injected so tests move a clock instead of waiting. */
export type Scheduler = { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };

/** The socket's health as the feed sees it: `failing` after repeated failures, until a frame arrives again. */
export type SocketHealth = "connecting" | "live" | "reconnecting" | "failing" | "ended" | "refused";

/** PandaScore's close codes (docs/disconnections): 1000 the match is finished; 4xxx our fault, not worth retrying. */
const MATCH_FINISHED = 1000;
const isRefusal = (code: number) => code >= 4000 && code < 5000;

export type MatchSocketOptions = {
  game: Game;
  matchId: number;
  /** The frames endpoint with the token as its query parameter (the only way the sockets take it). */
  url: string;
  scheduler: Scheduler;
  random: () => number;
  backoff: BackoffPolicy;
  /** No message for this long: the socket is taken for dead and replaced. */
  silenceMs: number;
  /** Consecutive failed connections before the game falls back to the REST poll. */
  failuresBeforeFallback: number;
  /** The map's number for a game id the frame does not number (from the `/lives` match's games). */
  positionOf(update: FrameUpdate): number;
  /** Called once per newer frame, one at a time, in order. */
  onFrame(update: FrameUpdate, position: number): Promise<void>;
  /** Called once when the provider closes the socket because the match is finished. */
  onFinished(): Promise<void>;
  onHealth?(health: SocketHealth): void;
  onIgnored?(update: FrameUpdate): void;
  onError?(err: unknown): void;
};

/**
 * One match's frames socket (Node's global WebSocket): frames applied in their own order (an older
 * one arriving late is ignored), a socket silent for `silenceMs` replaced, a dropped one reconnected
 * after an exponential, jittered, bounded wait, and closed for good when the provider says the match
 * is finished (1000) or refuses us (4xxx). Only a frame proves the socket works (a `hello` alone
 * does not): `failing`, after `failuresBeforeFallback` failures in a row, tells the feed to let the
 * REST poll cover the match until a frame arrives again.
 */
export class MatchSocket {
  health: SocketHealth = "connecting";
  private socket: WebSocket | null = null;
  private failures = 0;
  private last: FrameKey | null = null;
  private timer: unknown = null;
  private stopped = false;
  private work: Promise<void> = Promise.resolve();

  constructor(private readonly o: MatchSocketOptions) {}

  start(): void {
    this.connect();
  }

  /** Closes the socket and cancels any pending reconnect (shutdown). */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.socket?.close();
    this.socket = null;
  }

  /** Resolves once every frame received so far is written. */
  settled(): Promise<void> {
    return this.work;
  }

  private setHealth(health: SocketHealth): void {
    if (this.health === health) return;
    this.health = health;
    this.o.onHealth?.(health);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.o.scheduler.clearTimeout(this.timer);
    this.timer = null;
  }

  private armSilence(socket: WebSocket): void {
    this.clearTimer();
    this.timer = this.o.scheduler.setTimeout(() => {
      this.timer = null;
      if (this.socket !== socket) return;
      this.socket = null;
      socket.close();
      this.failed();
    }, this.o.silenceMs);
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.o.url);
    this.socket = socket;
    this.armSilence(socket);
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket) return;
      this.armSilence(socket);
      this.receive(event.data);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimer();
      if (this.stopped) return;
      if (event.code === MATCH_FINISHED) {
        this.stopped = true;
        this.work = this.work.then(() => this.o.onFinished()).catch((err) => this.o.onError?.(err));
        void this.work.then(() => this.setHealth("ended"));
        return;
      }
      if (isRefusal(event.code)) {
        this.stopped = true;
        this.o.onError?.(new Error(`PandaScore closed the live socket of match ${this.o.matchId}: ${event.code} ${event.reason}`));
        this.setHealth("refused");
        return;
      }
      this.failed();
    });
  }

  private failed(): void {
    if (this.stopped) return;
    this.failures++;
    this.setHealth(this.failures >= this.o.failuresBeforeFallback || this.health === "failing" ? "failing" : "reconnecting");
    this.timer = this.o.scheduler.setTimeout(
      () => {
        this.timer = null;
        this.connect();
      },
      backoffDelay(this.failures, this.o.backoff, this.o.random),
    );
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(typeof data === "string" ? data : "");
    } catch {
      return;
    }
    const update = readFrame(this.o.game, json);
    // The `hello` and anything not a frame of this match: life on the socket, nothing to apply.
    if (!update || update.matchId !== this.o.matchId) return;
    // A frame, even one already applied (the current one again after a reconnect): the socket works.
    this.failures = 0;
    this.setHealth("live");
    const position = this.o.positionOf(update);
    const key = frameKey(position, update.finished, update.progress);
    if (!isNewer(key, this.last)) {
      this.o.onIgnored?.(update);
      return;
    }
    this.last = key;
    this.work = this.work.then(() => this.o.onFrame(update, position)).catch((err) => this.o.onError?.(err));
  }
}
