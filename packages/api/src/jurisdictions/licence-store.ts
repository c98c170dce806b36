import { eq } from "@eb/db";
import { bookmakerJurisdictionUrls, bookmakerLicences } from "@eb/db/schema";
import type { DbOrTx } from "../platform";
import type { BookmakerLicence } from "./offer-rules";

export type JurisdictionUrl = { code: string; targetUrl: string };

/**
 * Replaces a bookmaker's licence and its per-jurisdiction URLs, inside the caller's transaction.
 * Codes must already be canonical (parseJurisdiction): the rules compare them as stored.
 */
export async function storeLicence(tx: DbOrTx, bookmakerId: number, licence: BookmakerLicence, urls: readonly JurisdictionUrl[], now: Date): Promise<void> {
  const values = { mode: licence.mode, jurisdictions: [...licence.jurisdictions], updatedAt: now };
  await tx
    .insert(bookmakerLicences)
    .values({ bookmakerId, ...values })
    .onConflictDoUpdate({ target: bookmakerLicences.bookmakerId, set: values });
  await tx.delete(bookmakerJurisdictionUrls).where(eq(bookmakerJurisdictionUrls.bookmakerId, bookmakerId));
  if (urls.length > 0) await tx.insert(bookmakerJurisdictionUrls).values(urls.map((u) => ({ bookmakerId, code: u.code, targetUrl: u.targetUrl })));
}
