import { eq } from "@eb/db";
import { bookmakers } from "@eb/db/schema";
import { BOOKMAKER_NOT_FOUND, STALE_BOOKMAKER } from "../contracts";
import { announceContentChange, type AuditNote, changedFields, type DbOrTx, DomainError, isSameValue } from "../platform";
import { adminBookmaker, type AdminBookmaker } from "./admin-bookmakers";
import { saveFeedKeys } from "./odds-feed-key";

/** What an audit row of `update_bookmaker` says happened (its `change` field). */
export type BookmakerChangeKind = "content" | "featured" | "active" | "status" | "visibility" | "order" | "slug" | "create";

/**
 * Locks one bookmaker for the rest of the transaction and checks that the admin's form was loaded
 * at its current version: a save from a stale form is refused instead of silently overwriting the
 * other admin's change. The lock makes a concurrent save wait and then see the new version.
 */
export async function lockBookmakerAt(tx: DbOrTx, id: number, version: number): Promise<AdminBookmaker> {
  const [row] = await tx.select({ version: bookmakers.version }).from(bookmakers).where(eq(bookmakers.id, id)).for("update");
  if (!row) throw new DomainError("not_found", BOOKMAKER_NOT_FOUND);
  if (row.version !== version) throw new DomainError("conflict", STALE_BOOKMAKER);
  return adminBookmaker(tx, id);
}

/** Columns of the bookmaker row an admin edits directly, under the names AdminBookmaker uses. */
export type EditableFields = Partial<
  Pick<
    AdminBookmaker,
    | "name"
    | "rating"
    | "bonus"
    | "bonusType"
    | "buttonText"
    | "ctaText"
    | "description"
    | "termsHighlight"
    | "websiteUrl"
    | "affiliateUrl"
    | "feedKeys"
    | "keyFeatures"
    | "isFeatured"
    | "active"
    | "publishStatus"
  >
>;

/**
 * Saves the fields of a bookmaker locked by `lockBookmakerAt` as one new version, notes the
 * changed fields (before and after) for the audit row and tells every server instance that the
 * public content changed. Saving what is already stored changes nothing and records nothing.
 */
export async function saveBookmakerFields(
  tx: DbOrTx,
  before: AdminBookmaker,
  fields: EditableFields,
  change: BookmakerChangeKind,
  audit: AuditNote,
  now: Date,
): Promise<AdminBookmaker> {
  const diff = changedFields(before, fields);
  if (!diff) {
    audit("skip");
    return before;
  }
  const { feedKeys, ...columns } = fields;
  await tx
    .update(bookmakers)
    .set({ ...columns, version: before.version + 1, updatedAt: now })
    .where(eq(bookmakers.id, before.id));
  // Feed keys are rows of their own; a key another bookmaker has on its feed is refused (the whole save with it).
  if (feedKeys && !isSameValue(before.feedKeys, feedKeys)) await saveFeedKeys(tx, before.id, feedKeys);
  // The name as it was at the change: the audit log shows it even after a rename or with the bookmaker gone.
  audit({ resourceId: String(before.id), ...diff, data: { change, name: before.name } });
  await announceContentChange(tx, "bookmakers");
  return adminBookmaker(tx, before.id);
}
