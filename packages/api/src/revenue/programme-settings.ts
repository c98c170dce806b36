import { eq, sql } from "@eb/db";
import { affiliatePrograms, bookmakers } from "@eb/db/schema";
import type { z } from "zod";
import { POSTBACK_KEY_TAKEN_MESSAGE, type affiliateProgrammeOutput, type saveAffiliateProgrammeInput } from "../contracts";
import { announceContentChange, type AuditNote, type DbOrTx, DomainError, isUniqueViolation } from "../platform";
import { dealTermsHistory, saveDealTerms } from "./deal-terms";
import { newProgrammeSecret, sealProgrammeSecret } from "./programme-secret";

type Programme = z.output<typeof affiliateProgrammeOutput>;
type SaveInput = z.output<typeof saveAffiliateProgrammeInput>;

export const STALE_PROGRAMME = "This affiliate programme was changed by someone else. Reload it and try again.";
export const POSTBACK_KEY_TAKEN = POSTBACK_KEY_TAKEN_MESSAGE;

const columns = {
  bookmakerId: affiliatePrograms.bookmakerId,
  clickIdParam: affiliatePrograms.clickIdParam,
  postbackKey: affiliatePrograms.postbackKey,
  postbackAuth: affiliatePrograms.postbackAuth,
  hasSecret: sql<boolean>`${affiliatePrograms.secretCiphertext} is not null`,
  version: affiliatePrograms.version,
};

type Settings = Omit<Programme, "cpaAmount" | "cpaCurrency" | "revenueSharePercent" | "termsEffectiveFrom" | "termsHistory">;

const unsaved = (bookmakerId: number): Settings => ({
  bookmakerId,
  clickIdParam: null,
  postbackKey: null,
  postbackAuth: "hmac",
  hasSecret: false,
  version: 0,
});

async function requireBookmaker(db: DbOrTx, bookmakerId: number): Promise<void> {
  const [b] = await db.select({ id: bookmakers.id }).from(bookmakers).where(eq(bookmakers.id, bookmakerId));
  if (!b) throw new DomainError("not_found", "Bookmaker not found");
}

/**
 * A bookmaker's programme settings (never its secret), or the defaults with version 0 when none
 * are saved; its deal terms are the latest dated ones, with their history.
 */
export async function affiliateProgramme(db: DbOrTx, bookmakerId: number, lock = false): Promise<Programme> {
  await requireBookmaker(db, bookmakerId);
  const query = db.select(columns).from(affiliatePrograms).where(eq(affiliatePrograms.bookmakerId, bookmakerId));
  const [row] = lock ? await query.for("update") : await query;
  const settings = row ? { ...row, hasSecret: Boolean(row.hasSecret) } : unsaved(bookmakerId);
  const history = await dealTermsHistory(db, bookmakerId);
  const latest = history[0];
  return {
    ...settings,
    cpaAmount: latest?.cpaAmount ?? null,
    cpaCurrency: latest?.cpaCurrency ?? null,
    revenueSharePercent: latest?.revenueSharePercent ?? null,
    termsEffectiveFrom: latest?.effectiveFrom ?? null,
    termsHistory: history,
  };
}

/**
 * Saves a programme's click id parameter, postback key and mode, and deal terms (dated: from
 * `termsEffectiveFrom`, today by default), if the dialog loaded the current version. /go reads the click id parameter, so the save is announced as a
 * "bookmakers" change: every instance drops its cached templates.
 */
export async function saveAffiliateProgramme(tx: DbOrTx, input: SaveInput, now: Date, audit: AuditNote): Promise<Programme> {
  const before = await affiliateProgramme(tx, input.bookmakerId, true);
  if (before.version !== input.version) throw new DomainError("conflict", STALE_PROGRAMME);
  const values = {
    clickIdParam: input.clickIdParam,
    postbackKey: input.postbackKey,
    postbackAuth: input.postbackAuth,
    updatedAt: now,
  };
  try {
    await tx
      .insert(affiliatePrograms)
      .values({ bookmakerId: input.bookmakerId, ...values, version: 1 })
      .onConflictDoUpdate({ target: affiliatePrograms.bookmakerId, set: { ...values, version: sql`${affiliatePrograms.version} + 1` } });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError("conflict", POSTBACK_KEY_TAKEN);
    throw err;
  }
  const terms = { cpaAmount: input.cpaAmount, cpaCurrency: input.cpaCurrency, revenueSharePercent: input.revenueSharePercent };
  const termsFrom = await saveDealTerms(tx, input.bookmakerId, terms, input.termsEffectiveFrom, now);
  await announceContentChange(tx, "bookmakers");
  const after = await affiliateProgramme(tx, input.bookmakerId);
  // The history is the table itself: the audit row names the change and its day, not every row.
  const brief = ({ termsHistory: _history, ...rest }: Programme) => rest;
  audit({ resourceId: String(input.bookmakerId), before: brief(before), after: { ...brief(after), termsChangedFrom: termsFrom } });
  return after;
}

/**
 * Makes a new postback secret, stores it encrypted with the server's key and answers it this once;
 * the secret it replaces stays accepted for `overlapMs` (kept sealed beside it, with its end) so
 * the programme can switch without losing postbacks, then is refused. Replacing again within the
 * overlap keeps only the secret just replaced. The audit row says a secret was made, never which.
 */
export async function generateProgrammeSecret(
  tx: DbOrTx,
  secretKey: Buffer,
  bookmakerId: number,
  now: Date,
  overlapMs: number,
  audit: AuditNote,
): Promise<{ secret: string; version: number; previousSecretUntil: Date | null }> {
  await affiliateProgramme(tx, bookmakerId, true);
  const secret = newProgrammeSecret();
  const sealed = sealProgrammeSecret(secretKey, bookmakerId, secret);
  const until = new Date(now.getTime() + overlapMs);
  const [row] = await tx
    .insert(affiliatePrograms)
    .values({ bookmakerId, secretCiphertext: sealed, updatedAt: now, version: 1 })
    .onConflictDoUpdate({
      target: affiliatePrograms.bookmakerId,
      set: {
        // In ON CONFLICT DO UPDATE the table's columns are the row before the update: the old secret.
        previousSecretCiphertext: sql`${affiliatePrograms.secretCiphertext}`,
        previousSecretUntil: sql`case when ${affiliatePrograms.secretCiphertext} is null then null else ${until.toISOString()}::timestamptz end`,
        secretCiphertext: sealed,
        updatedAt: now,
        version: sql`${affiliatePrograms.version} + 1`,
      },
    })
    .returning({ version: affiliatePrograms.version, previousSecretUntil: affiliatePrograms.previousSecretUntil });
  // Every instance drops its cached programme at once: the new secret works everywhere.
  await announceContentChange(tx, "bookmakers");
  audit({
    resourceId: String(bookmakerId),
    before: null,
    after: { secret: "generated", previousAcceptedUntil: row!.previousSecretUntil?.toISOString() ?? null },
  });
  return { secret, version: row!.version, previousSecretUntil: row!.previousSecretUntil };
}
