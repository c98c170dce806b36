import type { Log } from "../platform";

export type BatchWriterOptions<T> = {
  /** Writes one batch; throwing keeps the rows for the next attempt. */
  write: (rows: T[]) => Promise<void>;
  maxBatch?: number;
  flushIntervalMs?: number;
  /** Rows held in memory at most; beyond it `add` refuses (the caller answers 503). */
  maxBuffered?: number;
  log?: Log;
  name?: string;
};

/**
 * Buffers rows and writes them in batches: on a timer, when a batch is full, and on close().
 * A row accepted by add() is kept until a write succeeds (failed batches go back to the front),
 * so anything acknowledged to a client survives database hiccups and a graceful shutdown.
 */
export class BatchWriter<T> {
  private buffer: T[] = [];
  private inflight: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly maxBatch: number;
  private readonly maxBuffered: number;

  constructor(private readonly opts: BatchWriterOptions<T>) {
    this.maxBatch = opts.maxBatch ?? 1000;
    this.maxBuffered = opts.maxBuffered ?? 200_000;
    const interval = opts.flushIntervalMs ?? 200;
    this.timer = setInterval(() => void this.flush(), interval);
    this.timer.unref();
  }

  get pending(): number {
    return this.buffer.length;
  }

  /** Queues rows; false when the buffer is full or the writer is closed (nothing queued). */
  add(...rows: T[]): boolean {
    if (this.closed || this.buffer.length + rows.length > this.maxBuffered) return false;
    this.buffer.push(...rows);
    if (this.buffer.length >= this.maxBatch && !this.inflight) void this.flush();
    return true;
  }

  /** Writes everything buffered so far, one batch at a time. Resolves when the buffer is empty or a write failed. */
  async flush(): Promise<void> {
    if (this.inflight) return this.inflight;
    if (this.buffer.length === 0) return;
    const run = this.drain();
    this.inflight = run;
    try {
      await run;
    } finally {
      if (this.inflight === run) this.inflight = null;
    }
  }

  private async drain(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.maxBatch);
      try {
        await this.opts.write(batch);
      } catch (err) {
        this.buffer.unshift(...batch);
        this.opts.log?.error({ err, writer: this.opts.name, rows: batch.length }, "batch write failed; rows kept for retry");
        return;
      }
    }
  }

  /** Stops accepting rows and writes what is left, retrying a few times. */
  async close(retries = 5): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (let attempt = 0; attempt <= retries && this.buffer.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 100 * attempt));
      await this.flush();
    }
    // A flush may have been running when close() started; wait for it too.
    if (this.inflight) await this.inflight;
    if (this.buffer.length > 0) this.opts.log?.error({ writer: this.opts.name, rows: this.buffer.length }, "rows lost at shutdown");
  }
}
