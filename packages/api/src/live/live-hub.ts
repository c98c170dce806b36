import type { LiveEvent } from "./live-events";
import { HEARTBEAT_FRAME, liveEventFrame, PRICES_FRAME, RESET_FRAME } from "./live-stream-format";

/** Where a stream's frames go (the HTTP response); `close` ends it. */
export type LiveSink = {
  write(frame: string): void;
  close(): void;
  /** Bytes written and not yet sent: a stream that falls this far behind is shed. */
  pending(): number;
};

export type LiveHubOptions = {
  /** The live log after an id, oldest first, of one match or all (live-events.ts liveEventsAfter). */
  readAfter: (afterId: number, options: { matchId?: number; limit: number }) => Promise<LiveEvent[]>;
  /** The log's oldest id still kept, or null when it is empty: a resume point before it has missed changes. */
  oldestId: () => Promise<number | null>;
  /** Open streams on this instance at most: a new one sheds the oldest. */
  maxStreams: number;
  /** Open streams of one client address at most: a new one sheds that address's oldest. */
  maxPerAddress: number;
  /** A stream whose unsent bytes pass this is shed (a client that stopped reading). */
  maxPendingBytes?: number;
  /** Told of every new event once, whether or not a stream wants it (the render cache drops that match's page). */
  onEvent?: (event: LiveEvent) => void;
};

/** Events read per query while catching up: a resume after a long absence reads the log in pages. */
const PAGE = 500;
const DEFAULT_MAX_PENDING = 1 << 20;

type Stream = { sink: LiveSink; matchId: number | undefined; address: string; lastSent: number; catchingUp: LiveEvent[] | null };

/**
 * One instance's open live streams, fed from the live log. Every instance LISTENs on the live
 * channel and calls `notify` with the newest id; the hub reads what it has not yet delivered once,
 * for every stream, and writes each event to the streams it concerns (a match's own, and the
 * lists'). A stream resumes from an id (`Last-Event-ID`, or the id its page was rendered with)
 * without a gap. The number of streams, in all and per address, is bounded: a new stream sheds the
 * oldest, never the process. Client addresses are held only while their stream is open.
 */
export class LiveHub {
  private readonly streams = new Set<Stream>();
  private delivered = 0;
  private started = false;
  private reading: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: LiveHubOptions) {}

  /** Starts from the log's newest id: a stream opened from now on gets what it asks to resume from. */
  async start(newestId: number): Promise<void> {
    this.delivered = newestId;
    this.started = true;
  }

  get size(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream of one match (or of every match, for the lists), resuming after `afterId` when
   * given. Returns the function that closes it (the client went away).
   */
  async open(sink: LiveSink, options: { matchId?: number; address: string; afterId: number | null }): Promise<() => void> {
    const stream: Stream = { sink, matchId: options.matchId, address: options.address, lastSent: options.afterId ?? this.delivered, catchingUp: [] };
    this.shedFor(stream.address);
    this.streams.add(stream);
    const close = () => {
      if (this.streams.delete(stream)) sink.close();
    };
    if (options.afterId !== null) await this.catchUp(stream, options.afterId);
    // Events delivered while it caught up, not already sent.
    const queued = stream.catchingUp ?? [];
    stream.catchingUp = null;
    for (const event of queued) this.send(stream, event);
    return close;
  }

  /** The newest id a notification carried: deliver everything after what was delivered. */
  notify(newestId: number): Promise<void> {
    if (!this.started || newestId <= this.delivered) return Promise.resolve();
    return this.deliver();
  }

  /** After a lost notification connection: notifications sent meanwhile are gone, so read the log. */
  recover(): Promise<void> {
    return this.started ? this.deliver() : Promise.resolve();
  }

  /**
   * Some matches' prices changed (null: an unknown set of matches): their own streams are told, so
   * their pages read the prices again. The lists' streams carry no prices.
   */
  pricesChanged(matchIds: readonly number[] | null): void {
    const changed = matchIds === null ? null : new Set(matchIds);
    for (const stream of this.streams) {
      if (stream.matchId === undefined || (changed && !changed.has(stream.matchId))) continue;
      this.write(stream, PRICES_FRAME(stream.matchId));
    }
  }

  /** A comment on every stream, so proxies keep idle ones open. */
  heartbeat(): void {
    for (const stream of this.streams) this.write(stream, HEARTBEAT_FRAME);
  }

  /** Ends every stream (the server is shutting down): browsers reconnect to another instance. */
  closeAll(): void {
    for (const stream of [...this.streams]) {
      this.streams.delete(stream);
      stream.sink.close();
    }
  }

  /** One read at a time; a notification arriving meanwhile makes it read once more. */
  private deliver(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        for (;;) {
          const events = await this.options.readAfter(this.delivered, { limit: PAGE });
          for (const event of events) {
            this.delivered = Math.max(this.delivered, event.id);
            this.options.onEvent?.(event);
            for (const stream of this.streams) {
              if (stream.matchId !== undefined && stream.matchId !== event.matchId) continue;
              if (stream.catchingUp) stream.catchingUp.push(event);
              else this.send(stream, event);
            }
          }
          if (events.length < PAGE) break;
        }
      } while (this.notifiedMeanwhile());
    })().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Read through a method: set by `deliver` calls made while this read awaited the database. */
  private notifiedMeanwhile(): boolean {
    return this.again;
  }

  private async catchUp(stream: Stream, afterId: number): Promise<void> {
    const oldest = await this.options.oldestId();
    // The log no longer holds what came right after the resume point: the page reloads its state.
    if (oldest !== null && afterId < oldest - 1 && afterId < this.delivered) this.write(stream, RESET_FRAME);
    let after = afterId;
    for (;;) {
      const events = await this.options.readAfter(after, { ...(stream.matchId === undefined ? {} : { matchId: stream.matchId }), limit: PAGE });
      for (const event of events) this.send(stream, event);
      if (events.length < PAGE) break;
      after = events[events.length - 1]!.id;
    }
  }

  private send(stream: Stream, event: LiveEvent): void {
    if (event.id <= stream.lastSent) return;
    stream.lastSent = event.id;
    this.write(stream, liveEventFrame(event));
  }

  private write(stream: Stream, frame: string): void {
    if (!this.streams.has(stream)) return;
    if (stream.sink.pending() > (this.options.maxPendingBytes ?? DEFAULT_MAX_PENDING)) {
      this.streams.delete(stream);
      stream.sink.close();
      return;
    }
    stream.sink.write(frame);
  }

  /** Makes room for a stream of `address`: its own oldest past the per-address bound, then the oldest of all past the total. */
  private shedFor(address: string): void {
    const mine = [...this.streams].filter((s) => s.address === address);
    for (const old of mine.slice(0, Math.max(0, mine.length - this.options.maxPerAddress + 1))) {
      this.streams.delete(old);
      old.sink.close();
    }
    // A Set iterates in insertion order: the first is the oldest.
    while (this.streams.size >= this.options.maxStreams) {
      const oldest = this.streams.values().next().value!;
      this.streams.delete(oldest);
      oldest.sink.close();
    }
  }
}
