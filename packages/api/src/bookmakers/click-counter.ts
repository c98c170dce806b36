import { createHmac, hash, randomBytes } from "node:crypto";
import { clientAddressKey, DAY_MS, MINUTE_MS } from "../platform";
import { ExpiringFingerprints, FingerprintCounts } from "./fingerprint-tables";

/**
 * What to do with one /go hit. The visitor is redirected whatever the answer; only "record" is
 * stored (and, for a browser GET, counted as a click).
 * - "repeat": the same visitor already reached the same bookmaker within the window.
 * - "over-budget": the address has used up its recorded hits for this minute.
 */
export type HitDecision = "record" | "repeat" | "over-budget";

/**
 * A decision with the click id that goes with it: for "record", the new id drawn for the click;
 * for "repeat", the id the visitor's recorded click of this window was given (as dub does, so a
 * registration after a second click inside the window is still attributed); null otherwise, or
 * when the redirect carries no click id.
 */
export type HitVisit = { decision: HitDecision; clickId: string | null; fingerprint?: VisitFingerprint };

/**
 * A recorded hit's keyed digests as the instances share them (issue 38): with the same key every
 * instance computes the same bytes for the same visitor, so the shared tables settle what one
 * instance's memory cannot see. 16 bytes each; neither leads back to the address without the key.
 */
export type VisitFingerprint = { visitor: Buffer; address: Buffer };

/** Our click ids are 16 random bytes (base64url, 22 characters): kept as bytes beside the visitor's fingerprint. */
const CLICK_ID_BYTES = 16;

export type ClickCounterOptions = {
  /** A visitor's hits on one bookmaker within this long count once. */
  windowMs?: number;
  /** Recorded hits per client address (IPv6: per /64) and clock minute; past it nothing is stored. */
  budgetPerMinute?: number;
  /** Visitors remembered for the window; past it the oldest is forgotten (it may count again, within its address's budget). */
  maxVisitors?: number;
  /** Addresses tracked per minute; past it a new address records nothing that minute, so none ever exceeds its budget. */
  maxAddresses?: number;
  /**
   * The key the instances share (MfaKeys.goVisitorKey): the digests are keyed with a key of the day
   * derived from it, and a recorded visit carries them (`fingerprint`) for the shared tables.
   * Without it, the key is drawn at random when the process starts and no fingerprint is handed out.
   */
  sharedKey?: Buffer;
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
 * as a digest keyed with a secret never written anywhere (the key of the day derived from the
 * instances' shared key, or without one a key drawn at random when the process starts), and the
 * visitor as a digest of that with the user agent, so not even the memory holds anything that leads
 * back to an address. The tables keep 64 bits of each digest: two of 100,000 visitors share one
 * with odds of about 1 in 10^9. This decides only what this process sees: the batch writer settles
 * a recorded hit against the other instances (shared-click-counting.ts), with 16 bytes of each digest.
 */
export class ClickCounter {
  /** Prefixed to the address before hashing: a keyed digest (SHA-256 of secret ‖ address) at a third of an HMAC's cost. */
  private secret = randomBytes(32).toString("latin1");
  /** The day `secret` was derived for (with a shared key): it changes at midnight UTC. */
  private secretDay = Number.NaN;
  private readonly sharedKey: Buffer | undefined;
  private readonly windowMs: number;
  private readonly budget: number;
  private readonly now: () => number;
  /** Visitor and target → when its window ends; full, the oldest is forgotten. */
  private readonly recent: ExpiringFingerprints;
  /** Address → hits recorded in `minute`. */
  private readonly spent: FingerprintCounts;
  private minute = Number.NaN;

  constructor(opts: ClickCounterOptions = {}) {
    this.windowMs = opts.windowMs ?? CLICK_WINDOW_MS;
    this.budget = opts.budgetPerMinute ?? CLICK_BUDGET_PER_MINUTE;
    this.recent = new ExpiringFingerprints(opts.maxVisitors ?? 100_000, CLICK_ID_BYTES);
    this.spent = new FingerprintCounts(opts.maxAddresses ?? 200_000);
    this.now = opts.now ?? Date.now;
    this.sharedKey = opts.sharedKey;
  }

  /** `target` names what a hit counts for (the redirect and kind of hit). */
  decide(hit: { ip: string; userAgent: string | undefined; target: string }): HitDecision {
    return this.visit(hit).decision;
  }

  /**
   * Decides as `decide` does; with `newClickId` (the redirect carries a click id), a recorded hit is
   * given a new id, remembered for the window, and a repeat gets that same id back. An address over
   * its budget gets none: nothing of it is remembered.
   */
  visit(hit: { ip: string; userAgent: string | undefined; target: string }, newClickId?: () => string): HitVisit {
    const t = this.now();
    const minute = Math.floor(t / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.spent.clear();
    }
    if (this.sharedKey) this.rotateSecret(t);
    const address = hash("sha256", this.secret + clientAddressKey(hit.ip), "buffer");
    const [addressHi, addressLo] = [address.readUInt32LE(0), address.readUInt32LE(4)];
    this.recent.expire(t);
    // Keyed through the address's digest (its second half, never shared), so this is no more reversible than it.
    const visit = hash("sha256", `${address.toString("latin1", 16, 32)}\0${hit.userAgent ?? ""}\0${hit.target}`, "buffer");
    const [visitHi, visitLo] = [visit.readUInt32LE(0), visit.readUInt32LE(4)];
    const until = this.recent.heldUntil(visitHi, visitLo);
    if (until !== undefined && until > t) {
      const kept = newClickId ? this.recent.payloadOf(visitHi, visitLo) : null;
      return { decision: "repeat", clickId: kept ? kept.toString("base64url") : null };
    }
    // After the repeat check: a visitor whose click was recorded gets its id back even once the
    // address (an office, a mobile network) has spent its budget; a repeat stores nothing.
    const spent = this.spent.get(addressHi, addressLo);
    // A full table refuses newcomers rather than forgetting an address, which would restart its budget.
    if (spent >= this.budget || (spent === 0 && this.spent.full)) return { decision: "over-budget", clickId: null };
    this.recent.hold(visitHi, visitLo, t + this.windowMs);
    this.spent.increment(addressHi, addressLo);
    const clickId = newClickId ? newClickId() : null;
    if (clickId) this.recent.setPayload(visitHi, visitLo, Buffer.from(clickId, "base64url"));
    if (!this.sharedKey) return { decision: "record", clickId };
    return { decision: "record", clickId, fingerprint: { visitor: visit.subarray(0, 16), address: address.subarray(0, 16) } };
  }

  /**
   * The key of the day: an HMAC of the day's number under the shared key, so every instance agrees
   * on it and yesterday's digests cannot be matched with today's. A visitor whose window spans
   * midnight UTC may count twice, once a day at most.
   */
  private rotateSecret(t: number): void {
    const day = Math.floor(t / DAY_MS);
    if (day === this.secretDay) return;
    this.secretDay = day;
    this.secret = createHmac("sha256", this.sharedKey!).update(`go-visitors:${day}`).digest().toString("latin1");
  }

  /** Entries held, for tests of the memory bound. */
  get size(): { visitors: number; addresses: number } {
    return { visitors: this.recent.size, addresses: this.spent.size };
  }

  /** The fingerprints held (visitors, then addresses), for tests of what the memory holds. */
  heldFingerprints(): string[] {
    return [...this.recent.held(), ...this.spent.held()].map(([hi, lo]) => `${hi}:${lo}`);
  }
}
