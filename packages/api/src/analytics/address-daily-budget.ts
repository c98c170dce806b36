import { DAY_MS, LruMap } from "../platform";

/** What one client address may add to analytics_events in one UTC day. */
export type BeaconBudget = {
  /** Stored events per address per day. */
  eventsPerDay: number;
  /** Bytes of event text (the events' JSON as accepted) per address per day. */
  bytesPerDay: number;
  /** Addresses remembered at once (per process); past it the least recent is forgotten. */
  addresses: number;
};

/**
 * A reader who browses all day sends a few hundred events (a page view, up to four scroll steps and
 * the odd click per page); 5,000 leave room for a household or an office behind one address. Without
 * it one address could store 120 beacons × 25 events a minute: 4.3 million events a day, kept 25 months.
 */
export const BEACON_BUDGET: BeaconBudget = { eventsPerDay: 5_000, bytesPerDay: 2 * 1024 * 1024, addresses: 100_000 };

type Spent = { day: number; events: number; bytes: number };

/**
 * Per-address daily allowance for beacon events, kept in memory (keyed by clientAddressKey, never
 * stored) and bounded in keys. Per process, like the minute limiter: with N instances an address
 * may spend N allowances, still a fixed bound per day.
 */
export class AddressDailyBudget {
  private readonly spent: LruMap<string, Spent>;

  constructor(private readonly budget: BeaconBudget) {
    this.spent = new LruMap(budget.addresses);
  }

  /** Charges `events` events of `bytes` bytes when both fit what is left today; charges nothing and returns false otherwise. */
  tryCharge(key: string, events: number, bytes: number, now: Date): boolean {
    const day = Math.floor(now.getTime() / DAY_MS);
    const prior = this.spent.get(key);
    const today = prior && prior.day === day ? prior : { day, events: 0, bytes: 0 };
    if (today.events + events > this.budget.eventsPerDay || today.bytes + bytes > this.budget.bytesPerDay) {
      this.spent.set(key, today);
      return false;
    }
    this.spent.set(key, { day, events: today.events + events, bytes: today.bytes + bytes });
    return true;
  }
}

/** Seconds until every address's allowance renews (the next UTC midnight). */
export function secondsUntilBudgetRenews(now: Date): number {
  return Math.max(1, Math.ceil((DAY_MS - (now.getTime() % DAY_MS)) / 1000));
}
