import type { Db } from "@eb/db";
import type { Game } from "@eb/db/games";
import {
  announceContentChange,
  type CallLimits,
  CLOSED,
  checkBreaker,
  COOLING_DOWN_MESSAGE,
  finishCall,
  loadBreaker,
  reserveCall,
  saveBreaker,
  type TaskLog,
} from "../../platform";
import { ODDS_CALL_KIND, oddsBreakerKey, oddsUsageProvider } from "../feed-info";
import type { FeedEventOdds, OddsSource, RequestGate } from "../types";
import { bookmakerIdsByFeedKey, matchCandidates } from "./candidates";
import { breakerAfter, feedFailure } from "./feed-failure";
import { readPoll, type QuoteRefusal } from "./observations";
import { setPollStatus, writeFeedBookmakers, writeFeedEvents } from "./store-feed";
import { writePrices, type PriceWrite } from "./store-prices";
import type { OddsSourceName } from "@eb/db/schema";

export type OddsDeps = {
  db: Db;
  source: OddsSource;
  log: TaskLog;
  now: () => Date;
  /**
   * This feed's hourly budget (ODDS_REQUESTS_PER_HOUR, STADAR_REQUESTS_PER_HOUR, …), spent in
   * api_usage_events under the feed's own provider ('odds', 'odds:stadar'): feeds never share one.
   */
  limits: CallLimits;
  signal?: AbortSignal;
};

export type OddsPollResult = {
  game: Game;
  success: boolean;
  error?: string;
  events: number;
  matched: number;
  /** Quotes written because they were new or changed (price or status). */
  changed: number;
  /** Quotes refused because the match's format cannot have their market (a ±1.5 handicap in a bo1). */
  refused: number;
  seenAgain: number;
  unchanged: number;
  requests: number;
  /** Markets the feed sent that the odds model does not know, ignored, by the feed's name. */
  ignoredMarkets: Record<string, number>;
};

export const ODDS_BUDGET_SPENT_MESSAGE = "Hourly odds request budget spent - skipped";
export const ODDS_STORE_FAILED_MESSAGE = "Storing the odds failed";
/** A database error can quote its statement; the status keeps its start. */
const MAX_STATUS_ERROR_CHARS = 500;

class BudgetSpent extends Error {
  constructor() {
    super(ODDS_BUDGET_SPENT_MESSAGE);
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Why the database refused a write: the driver's own message (the cause Drizzle wraps), never
 * Drizzle's "Failed query: <statement> params: <every price>", which is long and says less.
 */
function storeErrorText(err: unknown): string {
  let inner = err;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return errorText(inner);
}

/**
 * One poll of one game's odds: breaker check, the feed's events (every request through the
 * odds budget), matching, then prices, events, feed bookmakers and status in one transaction,
 * announced to every instance when a price changed (rendered pages are dropped). A rate limit
 * opens the game's breaker at once, three failures in a row open it too; a spent budget skips
 * the poll without counting as the feed's failure.
 */
export async function pollGameOdds(deps: OddsDeps, game: Game): Promise<OddsPollResult> {
  const { db, log, source } = deps;
  const startedAt = deps.now();
  const key = oddsBreakerKey(game, source.name);
  const provider = oddsUsageProvider(source.name);
  let requests = 0;
  const ignoredMarkets: Record<string, number> = {};
  const result = (success: boolean, fields: Partial<OddsPollResult> = {}): OddsPollResult => ({
    game,
    success,
    events: 0,
    matched: 0,
    changed: 0,
    refused: 0,
    seenAgain: 0,
    unchanged: 0,
    requests,
    ignoredMarkets,
    ...fields,
  });

  // A sport key the feed does not list is never requested (its status names the key, once a poll).
  const skip = (await source.skipReason?.(game, { signal: deps.signal })) ?? null;
  if (skip !== null) {
    await setPollStatus(db, game, source.name, { status: "not-listed", error: skip }, startedAt);
    log.info({ game }, "odds poll skipped: sport key not listed");
    return result(false, { error: skip });
  }

  let breaker = await loadBreaker(db, key);
  const decision = checkBreaker(breaker, startedAt);
  if (!decision.allowed) {
    await setPollStatus(db, game, source.name, { status: "error", error: decision.message }, startedAt);
    log.warn({ game, source: source.name, retryAt: decision.retryAt }, "odds poll skipped: breaker open");
    return result(false, { error: decision.message });
  }
  if (decision.reset) {
    breaker = CLOSED;
    await saveBreaker(db, key, CLOSED, null, startedAt);
  }

  const gate: RequestGate = async (endpoint) => {
    const id = await reserveCall(db, { provider, game, kind: ODDS_CALL_KIND, endpoint, now: deps.now() }, deps.limits);
    if (id === null) throw new BudgetSpent();
    requests++;
    return { done: (status) => finishCall(db, id, status) };
  };

  const events: FeedEventOdds[] = [];
  let requestsRemaining: number | null = null;
  try {
    for await (const batch of source.fetch(game, { now: startedAt, gate, signal: deps.signal })) {
      if (batch.invalid.length > 0) log.warn({ game, invalid: batch.invalid }, "odds events failed validation; skipped");
      if (batch.refusedPrices > 0) log.warn({ game, refusedPrices: batch.refusedPrices }, "odds prices out of range refused");
      // One by one: spreading a batch into push() puts every event on the stack at once.
      for (const event of batch.events) events.push(event);
      requestsRemaining = batch.requestsRemaining ?? requestsRemaining;
      for (const [name, n] of Object.entries(batch.ignoredMarkets ?? {})) ignoredMarkets[name] = (ignoredMarkets[name] ?? 0) + n;
    }
  } catch (err) {
    const now = deps.now();
    if (err instanceof BudgetSpent) {
      await setPollStatus(db, game, source.name, { status: "error", error: err.message }, now);
      log.warn({ game }, err.message);
      return result(false, { error: err.message });
    }
    // Only this feed's breaker: another feed's rate limit or failure never stops this one.
    const failure = feedFailure(err);
    const message = failure.rateLimited ? COOLING_DOWN_MESSAGE : errorText(err);
    await saveBreaker(db, key, breakerAfter(breaker, failure, now), errorText(err), now);
    await setPollStatus(db, game, source.name, { status: "error", error: message, requestsRemaining: failure.requestsRemaining }, now);
    log.error({ game, source: source.name, err: errorText(err) }, "odds poll failed");
    return result(false, { error: message });
  }

  let stored: StoredPoll;
  try {
    stored = await storePoll(db, { game, source: source.name, events, readAt: startedAt, now: deps.now(), requestsRemaining });
  } catch (err) {
    // The feed answered; storing what it sent failed (the transaction wrote nothing). Debug Tools
    // must say so: the previous poll's "success" would otherwise stand while no price moves. Not
    // the feed's failure, so the breaker is left as it is.
    const reason = storeErrorText(err);
    const message = `${ODDS_STORE_FAILED_MESSAGE}: ${reason}`.slice(0, MAX_STATUS_ERROR_CHARS);
    await setPollStatus(db, game, source.name, { status: "error", error: message, requestsRemaining }, deps.now());
    log.error({ game, err: reason }, "odds poll could not store what it read");
    return result(false, { error: message });
  }
  if (breaker.failures > 0) await saveBreaker(db, key, CLOSED, null, deps.now());
  const { closedPrices, refusedQuotes, ...counts } = stored;
  log.info({ game, ...counts, requests, closedPrices, refusedQuotes, ignoredMarkets }, "odds poll done");
  return result(true, counts);
}

export type StoredPoll = PriceWrite & {
  events: number;
  matched: number;
  closedPrices: number;
  /** Quotes refused because the match's format cannot have their market, in all and by reason. */
  refused: number;
  refusedQuotes: Partial<Record<QuoteRefusal, number>>;
};

/**
 * A poll's events matched and stored: quotes of every market, events, feed bookmakers and the game's status in
 * one transaction, announced to every instance when a price changed (rendered pages are dropped).
 * `readAt` is when the feed was read (what has started is judged by it); `now` stamps the writes.
 */
export async function storePoll(
  db: Db,
  poll: { game: Game; source: OddsSourceName; events: readonly FeedEventOdds[]; readAt: Date; now: Date; requestsRemaining?: number | null },
): Promise<StoredPoll> {
  const { game, source, events, now } = poll;
  const candidates = await matchCandidates(db, game, poll.readAt);
  const reading = readPoll(events, {
    candidates,
    bookmakerIds: await bookmakerIdsByFeedKey(db, source),
    now: poll.readAt,
    startedIds: new Set(candidates.filter((c) => c.status !== "not_started").map((c) => c.id)),
    finishedIds: new Set(candidates.filter((c) => c.status === "finished" || c.status === "canceled").map((c) => c.id)),
  });
  const matched = reading.events.filter((e) => e.match.matched).length;
  const prices = await db.transaction(async (tx) => {
    const { changedMatchIds, ...written } = await writePrices(tx, reading.observations, source, now);
    await writeFeedEvents(tx, game, source, reading.events, now);
    await writeFeedBookmakers(tx, source, reading.feedBookmakers, now);
    await setPollStatus(
      tx,
      game,
      source,
      { status: "success", requestsRemaining: poll.requestsRemaining ?? null, events: events.length, matched, pricesChanged: written.changed },
      now,
    );
    // Delivered on commit: every instance drops the rendered pages that show these matches' prices.
    if (written.changed > 0) await announceContentChange(tx, "odds", changedMatchIds);
    return written;
  });
  const refused = Object.values(reading.refusedQuotes).reduce((sum, n) => sum + n, 0);
  return { ...prices, events: events.length, matched, closedPrices: reading.closedPrices, refused, refusedQuotes: reading.refusedQuotes };
}
