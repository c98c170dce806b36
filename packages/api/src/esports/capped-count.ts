import { count, type Db, type Subquery } from "@eb/db";
import { LIST_COUNT_CAP } from "../shared";

/** A list's count up to the cap: `totalCapped` says there are more than `total`. */
export type CappedCount = { total: number; totalCapped: boolean };

/**
 * Counts the rows of `found`, a query of the list's filters limited to LIST_COUNT_CAP + 1 rows
 * (`.limit(LIST_COUNT_CAP + 1).as("found")`), so the count stops one past the cap at any table size.
 */
export async function cappedCount(db: Db, found: Subquery): Promise<CappedCount> {
  const [row] = await db.select({ n: count() }).from(found);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, LIST_COUNT_CAP), totalCapped: n > LIST_COUNT_CAP };
}
