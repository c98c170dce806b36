import { createHmac, hash, randomBytes } from "node:crypto";
import { clientAddressKey } from "../platform";

/**
 * What to do with one /go hit. The visitor is redirected whatever the answer; only "record" is
 * stored (and, for a browser GET, counted as a click).
 * - "repeat": the same visitor already reached the same bookmaker within the window.
 * - "over-budget": the address has used up its recorded hits for this minute.
 */
export type HitDecision = "record" | "repeat" | "over-budget";

export type ClickCounterOptions = {
  /** A visitor's hits on one bookmaker within this long count once. */
  windowMs?: number;
  /** Recorded hits per client address (IPv6: per /64) and clock minute; past it nothing is stored. */
  budgetPerMinute?: number;
  /** Visitors remembered for the window; past it the oldest is forgotten (it may count again, within its address's budget). */
  maxVisitors?: number;
  /** Addresses tracked per minute; past it a new address records nothing that minute, so none ever exceeds its budget. */
  maxAddresses?: number;
  now?: () => number;
};

export const CLICK_WINDOW_MS = 30_000;
export const CLICK_BUDGET_PER_MINUTE = 10;

/**
 * Decides, in memory and per process, whether a /go hit is recorded: at most once per visitor,
 * bookmaker (and kind of hit) and window, and at most `budgetPerMinute` hits per address and clock
 * minute, so one address adds at most 60 × budget rows and clicks an hour.
 *
 * A visitor is the client address key (IPv6 per /64) with the user agent. The address is held only
 * as an HMAC under a key drawn at random when the process starts and never written anywhere, and
 * the visitor as a hash of that digest with the user agent, so not even the memory holds anything
 * that leads back to an address; nothing of either is ever stored.
 */
export class ClickCounter {
  private readonly key = randomBytes(32);
  private readonly windowMs: number;
  private readonly budget: number;
  private readonly maxVisitors: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;
  /** Visitor and target → when its window ends. */
  private readonly recent = new Map<string, number>();
  /**
   * The same entries in the order they were set, which is the order they expire in: the front is
   * dropped as it expires. A queue beside the map because a Map whose first entries are deleted
   * over and over makes every new iteration walk the holes they leave (measured: 34 µs a hit).
   */
  private queue: { visit: string; until: number }[] = [];
  private head = 0;
  /** Address → hits recorded in `minute`. */
  private readonly spent = new Map<string, number>();
  private minute = Number.NaN;

  constructor(opts: ClickCounterOptions = {}) {
    this.windowMs = opts.windowMs ?? CLICK_WINDOW_MS;
    this.budget = opts.budgetPerMinute ?? CLICK_BUDGET_PER_MINUTE;
    this.maxVisitors = opts.maxVisitors ?? 100_000;
    this.maxAddresses = opts.maxAddresses ?? 200_000;
    this.now = opts.now ?? Date.now;
  }

  /** `target` names what a hit counts for (the redirect and kind of hit). */
  decide(hit: { ip: string; userAgent: string | undefined; target: string }): HitDecision {
    const t = this.now();
    const minute = Math.floor(t / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.spent.clear();
    }
    const address = this.digest(clientAddressKey(hit.ip));
    const spent = this.spent.get(address) ?? 0;
    // A full table refuses newcomers rather than forgetting an address, which would restart its budget.
    if (spent >= this.budget || (spent === 0 && this.spent.size >= this.maxAddresses)) return "over-budget";

    this.forget((entry) => entry.until <= t);
    // Keyed through the address's digest, so this is no more reversible than it; a plain hash
    // is enough on top (a second HMAC would cost as much again on every hit).
    const visit = shortKey(hash("sha256", `${address}\0${hit.userAgent ?? ""}\0${hit.target}`, "buffer"));
    const until = this.recent.get(visit);
    if (until !== undefined && until > t) return "repeat";
    this.forget(() => this.recent.size >= this.maxVisitors);
    this.recent.set(visit, t + this.windowMs);
    this.queue.push({ visit, until: t + this.windowMs });
    this.spent.set(address, spent + 1);
    return "record";
  }

  /** Entries held, for tests of the memory bound. */
  get size(): { visitors: number; addresses: number; queued: number } {
    return { visitors: this.recent.size, addresses: this.spent.size, queued: this.queue.length - this.head };
  }

  /** Drops entries from the front of the queue while `drop` says so (oldest first). */
  private forget(drop: (entry: { visit: string; until: number }) => boolean): void {
    while (this.head < this.queue.length && drop(this.queue[this.head]!)) {
      const entry = this.queue[this.head++]!;
      // A visit set again later (a clock that stepped back) has a newer entry further on.
      if (this.recent.get(entry.visit) === entry.until) this.recent.delete(entry.visit);
    }
    if (this.head > 1_024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  private digest(addressKey: string): string {
    return shortKey(createHmac("sha256", this.key).update(addressKey).digest());
  }
}

/**
 * The first 128 bits of a digest as a 16-character one-byte string: collisions stay out of reach,
 * and a key costs a third of the memory of the digest's base64 text (measured: 60 MB for 250,000
 * addresses and 100,000 visitors as sliced base64, the slices keeping their whole strings alive).
 */
const shortKey = (digest: Buffer) => digest.toString("latin1", 0, 16);
