import { asc, eq } from "@eb/db";
import { bookmakerJurisdictionUrls, bookmakerLicences, bookmakers } from "@eb/db/schema";
import type { z } from "zod";
import { LICENCE_BOOKMAKER_NOT_FOUND, type saveLicenceInput, STALE_LICENCE } from "../contracts";
import { announceContentChange, type AuditNote, changedFields, type DbOrTx, DomainError } from "../platform";
import { offeredNowhere, type BookmakerLicence } from "./offer-rules";
import { licenceRevision, licenceState, NO_LICENCE } from "./licence-revision";
import { storeLicence, type JurisdictionUrl } from "./licence-store";

/** One bookmaker's licence and URLs as the Jurisdictions tab edits them. */
export type AdminLicence = {
  bookmakerId: number;
  name: string;
  listed: boolean;
  mode: BookmakerLicence["mode"];
  jurisdictions: string[];
  urls: JurisdictionUrl[];
  /** No licence row, or "only in" nothing: shown to no visitor anywhere. */
  offeredNowhere: boolean;
  revision: string;
};

const byBookmaker = (rows: (JurisdictionUrl & { bookmakerId: number })[]) => {
  const urls = new Map<number, JurisdictionUrl[]>();
  for (const { bookmakerId, ...url } of rows) urls.set(bookmakerId, [...(urls.get(bookmakerId) ?? []), url]);
  return urls;
};

/** Every bookmaker (whatever its status) in display order, with its licence (none: nowhere) and own URLs. */
export async function listLicences(db: DbOrTx, bookmakerId?: number): Promise<AdminLicence[]> {
  const [rows, urlRows] = await Promise.all([
    db
      .select({
        bookmakerId: bookmakers.id,
        name: bookmakers.name,
        active: bookmakers.active,
        publishStatus: bookmakers.publishStatus,
        mode: bookmakerLicences.mode,
        jurisdictions: bookmakerLicences.jurisdictions,
      })
      .from(bookmakers)
      .leftJoin(bookmakerLicences, eq(bookmakerLicences.bookmakerId, bookmakers.id))
      .where(bookmakerId === undefined ? undefined : eq(bookmakers.id, bookmakerId))
      .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id)),
    db
      .select({ bookmakerId: bookmakerJurisdictionUrls.bookmakerId, code: bookmakerJurisdictionUrls.code, targetUrl: bookmakerJurisdictionUrls.targetUrl })
      .from(bookmakerJurisdictionUrls)
      .where(bookmakerId === undefined ? undefined : eq(bookmakerJurisdictionUrls.bookmakerId, bookmakerId))
      .orderBy(asc(bookmakerJurisdictionUrls.code)),
  ]);
  const urls = byBookmaker(urlRows);
  return rows.map((r) => {
    const licence: BookmakerLicence = r.mode ? { mode: r.mode, jurisdictions: r.jurisdictions ?? [] } : NO_LICENCE;
    const own = urls.get(r.bookmakerId) ?? [];
    return {
      bookmakerId: r.bookmakerId,
      name: r.name,
      listed: r.active && r.publishStatus === "published",
      mode: licence.mode,
      jurisdictions: [...licence.jurisdictions],
      urls: own,
      offeredNowhere: offeredNowhere(r.mode ? licence : undefined),
      revision: licenceRevision(licence, own),
    };
  });
}

/**
 * Locks the bookmaker's licence row (made first if it has none, which changes nothing a visitor
 * sees: no row and an empty "only in" are the same: nowhere) and refuses a form loaded before
 * someone else's save.
 */
async function lockLicenceAt(tx: DbOrTx, bookmakerId: number, loaded: string): Promise<AdminLicence> {
  const [bookmaker] = await tx.select({ id: bookmakers.id }).from(bookmakers).where(eq(bookmakers.id, bookmakerId));
  if (!bookmaker) throw new DomainError("not_found", LICENCE_BOOKMAKER_NOT_FOUND);
  await tx
    .insert(bookmakerLicences)
    .values({ bookmakerId, ...NO_LICENCE, jurisdictions: [] })
    .onConflictDoNothing();
  await tx.select({ id: bookmakerLicences.bookmakerId }).from(bookmakerLicences).where(eq(bookmakerLicences.bookmakerId, bookmakerId)).for("update");
  const [current] = await listLicences(tx, bookmakerId);
  if (current!.revision !== loaded) throw new DomainError("conflict", STALE_LICENCE);
  return current!;
}

/** Saves a bookmaker's licence and own URLs as one change, audited with what changed. */
export async function saveLicence(tx: DbOrTx, input: z.output<typeof saveLicenceInput>, audit: AuditNote, now: Date): Promise<AdminLicence> {
  const before = await lockLicenceAt(tx, input.bookmakerId, input.loaded);
  const licence: BookmakerLicence = { mode: input.mode, jurisdictions: input.jurisdictions };
  const diff = changedFields(licenceState(before, before.urls), licenceState(licence, input.urls));
  if (!diff) {
    audit("skip");
    return before;
  }
  await storeLicence(tx, input.bookmakerId, licence, input.urls, now);
  // The name as it was at the change: the audit log shows it even after a rename.
  audit({ resourceId: String(input.bookmakerId), ...diff, data: { name: before.name } });
  await announceContentChange(tx, "jurisdictions");
  const [after] = await listLicences(tx, input.bookmakerId);
  return after!;
}
