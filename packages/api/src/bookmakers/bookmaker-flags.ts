import type { z } from "zod";
import { visibilityFields, type setActiveInput, type setFeaturedInput, type setPublishStatusInput, type setVisibilityInput } from "../contracts";
import type { AuditNote, DbOrTx } from "../platform";
import type { AdminBookmaker } from "./admin-bookmakers";
import { lockBookmakerAt, saveBookmakerFields } from "./bookmaker-change";

/** The Featured switch of a bookmaker card (the public pages show featured bookmakers first). */
export async function setFeatured(tx: DbOrTx, input: z.output<typeof setFeaturedInput>, audit: AuditNote, now: Date): Promise<AdminBookmaker> {
  const before = await lockBookmakerAt(tx, input.id, input.version);
  return saveBookmakerFields(tx, before, { isFeatured: input.featured }, "featured", audit, now);
}

/** The Active switch: an inactive bookmaker leaves the public pages and its /go link stops working. */
export async function setActive(tx: DbOrTx, input: z.output<typeof setActiveInput>, audit: AuditNote, now: Date): Promise<AdminBookmaker> {
  const before = await lockBookmakerAt(tx, input.id, input.version);
  return saveBookmakerFields(tx, before, { active: input.active }, "active", audit, now);
}

/** Published, draft or archived: only published (and active) bookmakers are shown to visitors. Nothing is deleted. */
export async function setPublishStatus(tx: DbOrTx, input: z.output<typeof setPublishStatusInput>, audit: AuditNote, now: Date): Promise<AdminBookmaker> {
  const before = await lockBookmakerAt(tx, input.id, input.version);
  return saveBookmakerFields(tx, before, { publishStatus: input.status }, "status", audit, now);
}

/** The card's one Visibility control: publish status and active flag in one version and one audit row. */
export async function setVisibility(tx: DbOrTx, input: z.output<typeof setVisibilityInput>, audit: AuditNote, now: Date): Promise<AdminBookmaker> {
  const before = await lockBookmakerAt(tx, input.id, input.version);
  return saveBookmakerFields(tx, before, visibilityFields(input.visibility), "visibility", audit, now);
}
