import { AddressDailyBudget, BEACON_BUDGET, secondsUntilBudgetRenews, type BeaconBudget } from "./address-daily-budget";
import { EXPOSURE_EVENT, type Beacon, type TrackedEvent } from "./event-schema";
import { SESSION_PAGE_LIMIT, SessionPageCap, type SessionPageLimit } from "./session-page-cap";

/**
 * Text the server adds to each stored row beyond the event as sent: the reduced browser (its column
 * and event_data.user_agent) and event_data.device, with their keys. Charged so that the byte budget
 * bounds what the rows hold, not only what the caller sent.
 */
const SERVER_TEXT_PER_ROW = 128;

export type BeaconAdmission = { ok: true; events: TrackedEvent[] } | { ok: false; retryAfterSeconds: number };

export type BeaconLimitOptions = { budget?: Partial<BeaconBudget>; sessionPages?: Partial<SessionPageLimit> };

/**
 * What of a valid beacon may be stored: events on pages past the session's page cap are dropped,
 * and the rest is charged to the client address's daily budget, all or nothing. Exposures are not
 * analytics rows (the experiments count them), so they pass untouched and cost nothing.
 */
export class BeaconLimits {
  private readonly budget: AddressDailyBudget;
  private readonly sessionPages: SessionPageCap;

  constructor(opts: BeaconLimitOptions = {}) {
    this.budget = new AddressDailyBudget({ ...BEACON_BUDGET, ...opts.budget });
    this.sessionPages = new SessionPageCap({ ...SESSION_PAGE_LIMIT, ...opts.sessionPages });
  }

  admit(addressKey: string, beacon: Beacon, now: Date): BeaconAdmission {
    const events = beacon.events.filter((e) => e.type === EXPOSURE_EVENT || this.sessionPages.admits(beacon.sessionId, e.pageUrl));
    const stored = events.filter((e) => e.type !== EXPOSURE_EVENT);
    const bytes = stored.reduce((n, e) => n + Buffer.byteLength(JSON.stringify(e)) + SERVER_TEXT_PER_ROW, 0);
    if (!this.budget.tryCharge(addressKey, stored.length, bytes, now)) return { ok: false, retryAfterSeconds: secondsUntilBudgetRenews(now) };
    return { ok: true, events };
  }
}
