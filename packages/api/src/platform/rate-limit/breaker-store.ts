import { eq, type Db } from "@eb/db";
import { syncBreakers } from "@eb/db/schema";
import { CLOSED, type BreakerState } from "./breaker-rules";

/** Breaker state lives in PostgreSQL so all server instances share it. */
export async function loadBreaker(db: Db, key: string): Promise<BreakerState> {
  const [row] = await db.select().from(syncBreakers).where(eq(syncBreakers.key, key));
  if (!row) return CLOSED;
  return { failures: row.failures, openedAt: row.openedAt, reason: row.reason === "rate_limit" || row.reason === "failures" ? row.reason : null };
}

export async function saveBreaker(db: Db, key: string, state: BreakerState, lastError: string | null, now: Date): Promise<void> {
  const values = { failures: state.failures, openedAt: state.openedAt, reason: state.reason, lastError, updatedAt: now };
  await db
    .insert(syncBreakers)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: syncBreakers.key, set: values });
}
