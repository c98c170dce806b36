import { createHmac, randomBytes } from "node:crypto";
import { clientAddressKey } from "../security/client-address";

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
 * A visitor is the client address key (IPv6 per /64) with the user agent. Both are kept only as an
 * HMAC under a key drawn at random when the process starts and never written anywhere, so not even
 * the memory holds anything that leads back to an address; nothing of them is ever stored.
 */
export class ClickCounter {
  private readonly key = randomBytes(32);
  private readonly windowMs: number;
  private readonly budget: number;
  private readonly maxVisitors: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;
  /** Visitor and target → when its window ends. Inserted in time order, so the first entries expire first. */
  private readonly recent = new Map<string, number>();
  /** Address → hits recorded in `minute`. */
  private readonly spent = new Map<string, number>();
  private minute = Number.NaN;

  constructor(opts: ClickCounterOptions = {}) {
    this.windowMs = opts.windowMs ?? CLICK_WINDOW_MS;
    this.budget = opts.budgetPerMinute ?? CLICK_BUDGET_PER_MINUTE;
    this.maxVisitors = opts.maxVisitors ?? 100_000;
    this.maxAddresses = opts.maxAddresses ?? 100_000;
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

    this.forgetExpired(t);
    const visit = this.digest(address, hit.userAgent ?? "", hit.target);
    const until = this.recent.get(visit);
    if (until !== undefined && until > t) return "repeat";
    // Deleted and set again, so the entry moves to the end with the other newest ones.
    this.recent.delete(visit);
    if (this.recent.size >= this.maxVisitors) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(visit, t + this.windowMs);
    this.spent.set(address, spent + 1);
    return "record";
  }

  /** Entries held, for tests of the memory bound. */
  get size(): { visitors: number; addresses: number } {
    return { visitors: this.recent.size, addresses: this.spent.size };
  }

  private forgetExpired(t: number): void {
    for (const [visit, until] of this.recent) {
      if (until > t) break;
      this.recent.delete(visit);
    }
  }

  private digest(...parts: string[]): string {
    const h = createHmac("sha256", this.key);
    // A separator no header or address contains, so ("a", "bc") and ("ab", "c") differ.
    for (const part of parts) h.update(part).update("\0");
    // 128 bits: collisions between visitors are out of reach, and the map keys stay short.
    return h.digest("base64url").slice(0, 22);
  }
}
