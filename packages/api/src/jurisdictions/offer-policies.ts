import type { Db } from "@eb/db";
import { SECOND_MS } from "../platform";
import { UNKNOWN, type JurisdictionCode } from "./codes";
import { loadOfferSnapshot, type OfferSnapshot } from "./offer-snapshot";
import { BREAK_COOKIE, breakUntil } from "./take-a-break";
import { offersDuringBreak, visitorOffersFrom, type VisitorOffers } from "./visitor-offers";

/**
 * The rules, licences and per-jurisdiction URLs, read once and reused until an admin's change
 * (announced as the "jurisdictions" or "bookmakers" topic) clears them, or `ttlMs` passes. Each
 * place's offers are worked out once per snapshot; codes are only ever validated ISO codes, so
 * the memo holds at most a few hundred entries.
 */
export class OfferPolicies {
  private snapshot: { at: number; value: Promise<OfferSnapshot> } | null = null;
  private byCode = new Map<JurisdictionCode, VisitorOffers>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30 * SECOND_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  async forCode(code: JurisdictionCode): Promise<VisitorOffers> {
    const now = this.clock();
    if (!this.snapshot || now - this.snapshot.at >= this.ttlMs) this.reload(now);
    const generation = this.generation;
    const snapshot = await this.snapshot!.value;
    const cached = this.byCode.get(code);
    if (cached && generation === this.generation) return cached;
    const offers = visitorOffersFrom(snapshot, code);
    if (generation === this.generation) this.byCode.set(code, offers);
    return offers;
  }

  /**
   * The offers already worked out for `code` under the current snapshot, without waiting: /go asks
   * this first, so a click costs no promise round when the answer is known (the usual case).
   */
  cached(code: JurisdictionCode): VisitorOffers | undefined {
    if (!this.snapshot || this.clock() - this.snapshot.at >= this.ttlMs) return undefined;
    return this.byCode.get(code);
  }

  clear(): void {
    this.snapshot = null;
    this.byCode = new Map();
    this.generation += 1;
  }

  private reload(now: number): void {
    this.clear();
    const value = loadOfferSnapshot(this.db);
    const entry = { at: now, value };
    this.snapshot = entry;
    value.catch(() => this.snapshot === entry && this.clear());
  }
}

const policiesByDb = new WeakMap<Db, OfferPolicies>();

/** One policy cache per database handle (each test's database has its own). */
export function offerPoliciesOf(db: Db): OfferPolicies {
  let policies = policiesByDb.get(db);
  if (!policies) policiesByDb.set(db, (policies = new OfferPolicies(db)));
  return policies;
}

/**
 * What may be offered to the visitor of a request: its context's located jurisdiction (else
 * unknown), and nothing at all while the visitor's break is on (its cookie, read at `now`).
 */
export async function visitorOffers(ctx: {
  db: Db;
  jurisdiction?: JurisdictionCode | null;
  cookies?: Record<string, string | undefined>;
  now?: () => Date;
}): Promise<VisitorOffers> {
  const offers = await offerPoliciesOf(ctx.db).forCode(ctx.jurisdiction ?? UNKNOWN);
  const until = ctx.now ? breakUntil(ctx.cookies?.[BREAK_COOKIE], ctx.now()) : null;
  return until ? offersDuringBreak(offers, until) : offers;
}
