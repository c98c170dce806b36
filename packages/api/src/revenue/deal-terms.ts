import { and, desc, eq } from "@eb/db";
import { affiliateDealTerms } from "@eb/db/schema";
import { MAX_TERMS_DAYS_AHEAD, TERMS_TOO_FAR_MESSAGE } from "../contracts";
import { DAY_MS, DomainError, type DbOrTx } from "../platform";

/*
 * A programme's deal terms, dated: each save of changed terms adds (or, for the same day,
 * replaces) a row from its effective day on, and each event is estimated with the row in force on
 * its own day (revenue-query.ts), so a new deal never re-prices the events before it.
 */

export type DealTerms = { cpaAmount: string | null; cpaCurrency: string | null; revenueSharePercent: string | null };
export type DatedDealTerms = DealTerms & { effectiveFrom: string };

const HISTORY_SHOWN = 50;
const NO_TERMS: DealTerms = { cpaAmount: null, cpaCurrency: null, revenueSharePercent: null };

/** The bookmaker's dated terms, latest first. */
export function dealTermsHistory(db: DbOrTx, bookmakerId: number): Promise<DatedDealTerms[]> {
  const t = affiliateDealTerms;
  return db
    .select({ effectiveFrom: t.effectiveFrom, cpaAmount: t.cpaAmount, cpaCurrency: t.cpaCurrency, revenueSharePercent: t.revenueSharePercent })
    .from(t)
    .where(eq(t.bookmakerId, bookmakerId))
    .orderBy(desc(t.effectiveFrom))
    .limit(HISTORY_SHOWN);
}

/** Numeric columns come back as "150.50" and "25.00": compare as numbers, not as the form typed them. */
const sameAmount = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));
export const sameDealTerms = (a: DealTerms, b: DealTerms) =>
  sameAmount(a.cpaAmount, b.cpaAmount) && a.cpaCurrency === b.cpaCurrency && sameAmount(a.revenueSharePercent, b.revenueSharePercent);

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Saves `terms` from `effectiveFrom` (today when null) unless they are the latest saved ones.
 * Answers the day they apply from, or null when nothing changed.
 */
export async function saveDealTerms(tx: DbOrTx, bookmakerId: number, terms: DealTerms, effectiveFrom: string | null, now: Date): Promise<string | null> {
  const [latest] = await dealTermsHistory(tx, bookmakerId);
  if (sameDealTerms(latest ?? NO_TERMS, terms)) return null;
  const from = effectiveFrom ?? dayOf(now);
  if (from > dayOf(new Date(now.getTime() + MAX_TERMS_DAYS_AHEAD * DAY_MS))) throw new DomainError("invalid_input", TERMS_TOO_FAR_MESSAGE);
  const t = affiliateDealTerms;
  await tx.delete(t).where(and(eq(t.bookmakerId, bookmakerId), eq(t.effectiveFrom, from)));
  await tx.insert(t).values({ bookmakerId, effectiveFrom: from, ...terms, savedAt: now });
  return from;
}
