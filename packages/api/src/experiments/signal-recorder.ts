import { HOUR_MS, WindowRateLimiter, type DbOrTx, type Log } from "../platform";
import { BatchWriter, type Beacon, isAutomatedRequest } from "../analytics";
import { recordExperimentSignals } from "./record-signals";
import type { RunningTest } from "./running-tests";
import { EXPOSURE_GRACE_MS, recordServerConversions, type ServerConversion } from "./server-conversions";
import { experimentSessionId } from "./session-cookie";
import { experimentSignals, type ExperimentSignals } from "./signals";

/**
 * Conversion signals (beacon conversions and `/go` clicks) one session may submit per hour; the
 * rest are dropped. A session converts once per test, so this costs a real visitor nothing that
 * counts, and keeps one issued id from making the server do unbounded work.
 */
export const CONVERSION_SIGNALS_PER_SESSION = { limit: 100, windowMs: HOUR_MS };
/** `/go` clicks held for the grace at most; beyond it new ones are dropped (and logged). */
const MAX_HELD_CLICKS = 20_000;

type Batch = ExperimentSignals & { clicks: ServerConversion[] };
type CookieJar = Record<string, string | undefined>;
/** What a `/go` request tells the recorder: its cookies, and enough to tell a click from a probe. */
export type ObservedRequest = { method: string; cookies: CookieJar; headers: { "user-agent"?: string; accept?: string } };

export type ExperimentSignalsRecorderOptions = {
  db: DbOrTx;
  /** The server's experiment-session key (deriveMfaKeys().experimentSessionKey). */
  key: Buffer;
  runningTests: () => Promise<RunningTest[]>;
  now: () => Date;
  log?: Log;
  flushIntervalMs?: number;
};

/**
 * The only way into the experiments' counts. Every signal belongs to the session of a cookie this
 * server signed (the id a beacon names is ignored); exposures and conversions go through one writer,
 * exposures first, so a conversion never waits on an exposure written by another path.
 */
export class ExperimentSignalsRecorder {
  private readonly writer: BatchWriter<Batch>;
  private readonly perSession: WindowRateLimiter;
  private held: ServerConversion[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly opts: ExperimentSignalsRecorderOptions) {
    const interval = opts.flushIntervalMs ?? 250;
    this.perSession = new WindowRateLimiter(CONVERSION_SIGNALS_PER_SESSION.limit, CONVERSION_SIGNALS_PER_SESSION.windowMs, () => opts.now().getTime());
    this.writer = new BatchWriter<Batch>({
      name: "experiment-signals",
      write: async (batch) => {
        const running = await opts.runningTests();
        await recordExperimentSignals(opts.db, running, { exposures: batch.flatMap((b) => b.exposures), conversions: batch.flatMap((b) => b.conversions) });
        if (running.some((t) => t.targetMetric === "conversion_rate"))
          await recordServerConversions(
            opts.db,
            batch.flatMap((b) => b.clicks),
          );
      },
      flushIntervalMs: interval,
      log: opts.log,
    });
    this.timer = setInterval(() => this.release(false), interval);
    this.timer.unref();
  }

  /** The session of a valid experiment cookie, else null. */
  sessionOf(cookies: CookieJar): string | null {
    return experimentSessionId(cookies, this.opts.key);
  }

  /** A beacon's exposures and conversions, for the cookie's session; nothing without a valid cookie or a running test. */
  async beacon(cookies: CookieJar, beacon: Beacon): Promise<void> {
    const sessionId = this.sessionOf(cookies);
    if (!sessionId || (await this.opts.runningTests()).length === 0) return;
    const signals = experimentSignals(beacon, sessionId, this.opts.now());
    signals.conversions = signals.conversions.filter(() => this.perSession.hit(sessionId));
    if (signals.exposures.length + signals.conversions.length === 0) return;
    if (!this.writer.add({ ...signals, clicks: [] })) this.opts.log?.error("experiment signals dropped: writer buffer full");
  }

  /** A `/go` redirect: the server's own observation of an affiliate click by a consented session. */
  affiliateClick(req: ObservedRequest): void {
    if (req.method !== "GET" || isAutomatedRequest({ userAgent: req.headers["user-agent"], accept: req.headers.accept })) return;
    const sessionId = this.sessionOf(req.cookies);
    if (!sessionId || !this.perSession.hit(sessionId)) return;
    if (this.held.length >= MAX_HELD_CLICKS) return this.opts.log?.error("experiment click dropped: too many held");
    this.held.push({ sessionId, at: this.opts.now() });
  }

  /** Hands held clicks to the writer once their grace is over (all of them when closing). */
  private release(all: boolean): void {
    const due = this.opts.now().getTime() - EXPOSURE_GRACE_MS;
    const ready = all ? this.held : this.held.filter((c) => c.at.getTime() <= due);
    if (ready.length === 0) return;
    this.held = all ? [] : this.held.filter((c) => c.at.getTime() > due);
    if (!this.writer.add({ exposures: [], conversions: [], clicks: ready })) this.opts.log?.error("experiment clicks dropped: writer buffer full");
  }

  /** Writes everything due so far (clicks still within their grace stay held). */
  async flush(): Promise<void> {
    this.release(false);
    await this.writer.flush();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.release(true);
    await this.writer.close();
  }
}
