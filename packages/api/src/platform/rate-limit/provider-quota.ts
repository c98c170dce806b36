import { queryRows, sql, type Db } from "@eb/db";
import { apiUsageEvents } from "@eb/db/schema";
import { eq } from "drizzle-orm";
import { HOUR_MS } from "../time";

// The quota of calls to an outside data provider, shared by every instance. It is the platform's,
// beside the other two limiters, because several domains read it: the esports sync and the odds
// ingest spend it (each its own provider's, told apart by api_usage_events.provider), the Manual
// Data Operations screen and the Debug Tools cards show what is left.

/**
 * Whose quota a call spends: the esports data provider (PandaScore), The Odds API ("odds", as
 * before there were several feeds), or another odds feed, each its own ("odds:stadar").
 */
export type QuotaProvider = "esports" | "odds" | `odds:${string}`;

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
  call: { game: string; kind: string; endpoint: string; now: Date; provider?: QuotaProvider },
  limits: CallLimits = DEFAULT_LIMITS,
): Promise<number | null> {
  const now = call.now.toISOString();
  const since = new Date(call.now.getTime() - HOUR_MS).toISOString();
  const provider = call.provider ?? "esports";
  const [row] = await queryRows<{ id: number | string }>(
    db,
    "provider-quota.reserve-call",
    sql`
    insert into api_usage_events (created_at, provider, game, type, endpoint, status)
    select ${now}::timestamptz, ${provider}, ${call.game}, ${call.kind}, ${call.endpoint}, 'pending'
    where (select count(*) from api_usage_events
           where provider = ${provider} and game = ${call.game} and type = ${call.kind} and created_at > ${since}::timestamptz) < ${limits.perKeyPerHour}
      and (select count(*) from api_usage_events where provider = ${provider} and created_at > ${since}::timestamptz) < ${limits.perHour}
    returning id`,
  );
  return row ? Number(row.id) : null;
}

/** Stores how the call ended: the HTTP status, "timeout" or "error". */
export async function finishCall(db: Db, id: number, status: string): Promise<void> {
  await db.update(apiUsageEvents).set({ status }).where(eq(apiUsageEvents.id, id));
}

/** Provider calls the plan still allows this hour (the same window as the limiter's). */
export async function callsLeftThisHour(db: Db, now: Date, perHour = DEFAULT_LIMITS.perHour, provider: QuotaProvider = "esports"): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const [row] = await queryRows<{ n: number | string }>(
    db,
    "provider-quota.calls-last-hour",
    sql`select count(*) as n from api_usage_events where provider = ${provider} and created_at > ${since}::timestamptz`,
  );
  return Math.max(0, perHour - Number(row?.n ?? 0));
}
