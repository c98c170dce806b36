import { eq } from "@eb/db";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import type { z } from "zod";
import { type createBookmakerInput, REDIRECT_NEEDS_URL, type updateBookmakerInput } from "../contracts";
import { announceContentChange, type AuditNote, type DbOrTx, DomainError } from "../platform";
import { adminBookmaker, type AdminBookmaker } from "./admin-bookmakers";
import { lockBookmakerAt, saveBookmakerFields } from "./bookmaker-change";
import { lockDisplayOrder, nextDisplayOrder } from "./catalog-locks";
import { saveFeedKeys } from "./odds-feed-key";
import { redirectTarget } from "./redirect-target";

/** Adds a bookmaker as a draft, last in the order: visitors see it once an admin publishes it. */
export async function createBookmaker(tx: DbOrTx, input: z.output<typeof createBookmakerInput>, audit: AuditNote, now: Date): Promise<AdminBookmaker> {
  await lockDisplayOrder(tx);
  const displayOrder = await nextDisplayOrder(tx);
  const { feedKeys, ...columns } = input.content;
  const [row] = await tx
    .insert(bookmakers)
    .values({ ...columns, displayOrder, publishStatus: "draft", isFeatured: false, active: true, version: 1, createdAt: now, updatedAt: now })
    .returning({ id: bookmakers.id });
  const id = row!.id;
  await saveFeedKeys(tx, id, feedKeys);
  audit({ resourceId: String(id), after: { ...input.content, displayOrder, publishStatus: "draft" }, data: { change: "create" } });
  await announceContentChange(tx, "bookmakers");
  return adminBookmaker(tx, id);
}

/**
 * Saves the Edit Content dialog. The redirect follows the URL fields in the same transaction
 * (target: the affiliate URL, else the website URL), so a bookmaker with a slug keeps one of them.
 * A feed's key maps one bookmaker only (saveFeedKeys, from saveBookmakerFields).
 */
export async function updateBookmakerContent(tx: DbOrTx, input: z.output<typeof updateBookmakerInput>, audit: AuditNote, now: Date): Promise<AdminBookmaker> {
  const before = await lockBookmakerAt(tx, input.id, input.version);
  if (before.redirectSlug !== null) {
    const target = redirectTarget(input.content);
    if (target === null) throw new DomainError("invalid_input", REDIRECT_NEEDS_URL);
    if (target !== before.redirectTarget) {
      await tx.update(bookmakerRedirects).set({ targetUrl: target, updatedAt: now }).where(eq(bookmakerRedirects.bookmakerId, input.id));
    }
  }
  return saveBookmakerFields(tx, before, input.content, "content", audit, now);
}
