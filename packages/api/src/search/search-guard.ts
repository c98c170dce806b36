import { clientAddressKey, DomainError, LruMap, MINUTE_MS, WindowRateLimiter } from "../platform";
import type { SearchResults } from "./search-site";

declare module "../platform" {
  interface ApiContext {
    /** The site search's per-address rate and result cache: one per server process (app.ts). */
    searchGuard: SearchGuard;
  }
}

export type SearchGuardOptions = {
  /** Searches that reach the database, per client address (IPv6: per /64) and minute. */
  perAddressPerMinute: number;
  /** How long an answer is reused for the same normalised query and list size. */
  cacheTtlMs: number;
  /** Answers kept at once; past it the least recently used is forgotten. */
  cacheEntries: number;
  now?: () => number;
};

/**
 * A visitor typing a name sends a suggestion request per pause (debounced), a handful per name, and
 * most visitors search the same few teams: 60 database searches a minute leave an office behind one
 * address plenty of room, and a 30 s cache answers the popular queries without the database. The
 * server drops the cache whenever the esports sync or an admin changes teams, tournaments or
 * matches (forgetAnswers), so what the 30 s allow to age is only a match that started meanwhile.
 * One client could otherwise keep the database busy with distinct queries as fast as it can send
 * them.
 */
export const SEARCH_GUARD: SearchGuardOptions = { perAddressPerMinute: 60, cacheTtlMs: 30_000, cacheEntries: 2_000 };

/** The most search calls one tRPC batch may hold: the header's suggestions and the results page each send one. */
export const SEARCHES_PER_BATCH = 1;

/** Whether a tRPC request's procedure paths (`search.suggest,search.results`) hold more searches than a batch may. */
export function tooManySearches(paths: readonly string[]): boolean {
  return paths.filter((p) => p.startsWith("search.")).length > SEARCHES_PER_BATCH;
}

/**
 * Answers a search from the cache when a fresh answer is there, or from the same search already
 * running for another caller; otherwise spends one of the address's searches for the minute
 * (refused with rate_limited past them) and stores the answer. An answer holds nothing of who
 * asked, so every caller shares it. Per process, like the other in-memory limiters: with N
 * instances an address gets N allowances.
 */
export class SearchGuard {
  private readonly rate: WindowRateLimiter;
  private readonly answers: LruMap<string, { results: SearchResults; until: number }>;
  /** Searches running now, by key: a caller asking the same joins it (and spends nothing). */
  private readonly running = new Map<string, Promise<SearchResults>>();
  /** Moves on at each forgetAnswers: a search begun before it may not store what it read. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly opts: SearchGuardOptions = SEARCH_GUARD) {
    this.now = opts.now ?? Date.now;
    this.rate = new WindowRateLimiter(opts.perAddressPerMinute, MINUTE_MS, this.now);
    this.answers = new LruMap(Math.max(1, opts.cacheEntries));
  }

  /** `key` is the normalised query with what else shapes the answer (the list's size). */
  async answer(clientIp: string | null, key: string, search: () => Promise<SearchResults>): Promise<SearchResults> {
    const t = this.now();
    const cached = this.opts.cacheEntries > 0 ? this.answers.get(key) : undefined;
    if (cached && cached.until > t) return cached.results;
    const joined = this.opts.cacheEntries > 0 ? this.running.get(key) : undefined;
    if (joined) return joined;
    if (!this.rate.hit(clientAddressKey(clientIp))) throw new DomainError("rate_limited", "Too many searches from your address: try again in a minute.");
    if (this.opts.cacheEntries <= 0) return search();
    const generation = this.generation;
    const running = search();
    this.running.set(key, running);
    try {
      const results = await running;
      if (generation === this.generation) this.answers.set(key, { results, until: t + this.opts.cacheTtlMs });
      return results;
    } finally {
      if (this.running.get(key) === running) this.running.delete(key);
    }
  }

  /** Drops every answer, and lets no search running now store one: the data they were read from changed. */
  forgetAnswers(): void {
    this.generation++;
    this.answers.clear();
    this.running.clear();
  }
}
