import { asc, sql } from "@eb/db";
import { bookmakers } from "@eb/db/schema";
import type { z } from "zod";
import { type reorderBookmakersInput, STALE_ORDER } from "../contracts";
import { announceContentChange, type AuditNote, type DbOrTx, DomainError } from "../platform";
import { listAdminBookmakers, type AdminBookmaker } from "./admin-bookmakers";
import { lockDisplayOrder } from "./catalog-locks";
import { isNumberedInOrder, isSameSet } from "./order-rules";

/**
 * Saves the dragged order as display_order 1..n in one statement. The ids must be exactly the
 * bookmakers that exist: a list loaded before another admin added one is refused, not half-applied.
 * The order is not content, so versions stay as they are (an open Edit Content form stays valid).
 */
export async function reorderBookmakers(tx: DbOrTx, input: z.output<typeof reorderBookmakersInput>, audit: AuditNote): Promise<AdminBookmaker[]> {
  await lockDisplayOrder(tx);
  const rows = await tx
    .select({ id: bookmakers.id, displayOrder: bookmakers.displayOrder })
    .from(bookmakers)
    .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id));
  const current = rows.map((r) => r.id);
  if (!isSameSet(current, input.ids)) throw new DomainError("conflict", STALE_ORDER);
  if (isNumberedInOrder(rows, input.ids)) {
    audit("skip");
    return listAdminBookmakers(tx);
  }
  await tx.execute(sql`
    update ${bookmakers} set display_order = o.position::int
    from unnest(${sql.param(input.ids)}::int[]) with ordinality as o(id, position)
    where ${bookmakers.id} = o.id`);
  audit({ before: { order: current }, after: { order: input.ids }, data: { change: "order" } });
  await announceContentChange(tx, "bookmakers");
  return listAdminBookmakers(tx);
}
