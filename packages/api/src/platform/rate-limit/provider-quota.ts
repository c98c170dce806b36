import { sql, type Db } from "@eb/db";
import { apiUsageEvents } from "@eb/db/schema";
import { eq } from "drizzle-orm";
import { rowsOf } from "../../testing/rows";

/** Spec 9: 100 requests per hour per game-and-kind key; the plan allows 1,000 per hour in all. */
export type CallLimits = { perKeyPerHour: number; perHour: number };
export const DEFAULT_LIMITS: CallLimits = { perKeyPerHour: 100, perHour: 1000 };

/**
 * Records a provider call in api_usage_events if the last hour (by the injected clock) has
 * room for it, in one statement; returns the event id, or null when a limit is reached. The
 * events table is the limiter, so every instance sees the same counts.
 */
export async function reserveCall(
  db: Db,
  call: { game: string; kind: string; endpoint: string; now: Date },
  limits: CallLimits = DEFAULT_LIMITS,
): Promise<number | null> {
  const now = call.now.toISOString();
  const since = new Date(call.now.getTime() - 3_600_000).toISOString();
  const result = await db.execute(sql`
    insert into api_usage_events (created_at, game, type, endpoint, status)
    select ${now}::timestamptz, ${call.game}, ${call.kind}, ${call.endpoint}, 'pending'
    where (select count(*) from api_usage_events
           where game = ${call.game} and type = ${call.kind} and created_at > ${since}::timestamptz) < ${limits.perKeyPerHour}
      and (select count(*) from api_usage_events where created_at > ${since}::timestamptz) < ${limits.perHour}
    returning id`);
  const [row] = rowsOf<{ id: number | string }>(result);
  return row ? Number(row.id) : null;
}

/** Stores how the call ended: the HTTP status, "timeout" or "error". */
export async function finishCall(db: Db, id: number, status: string): Promise<void> {
  await db.update(apiUsageEvents).set({ status }).where(eq(apiUsageEvents.id, id));
}
