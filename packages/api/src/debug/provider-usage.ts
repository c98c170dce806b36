import { queryRows, sql, type Db } from "@eb/db";
import { GAMES, type Game } from "@eb/db/games";
import { SYNC_KINDS, type SyncKind } from "@eb/db";
import { syncBreakers } from "@eb/db/schema";
import { type BreakerState, checkBreaker } from "../esports-sync";
import { DEFAULT_LIMITS, HOUR_MS, type CallLimits } from "../platform";
import { displayBaseUrl, type EsportsProviderInfo } from "./provider-info";

/** A stored provider error can be a long body; the card shows its start. */
const LAST_ERROR_MAX = 300;

/** closed: syncs call the provider; open: refused until `reopensAt`; retry_due: the cool-down is over, the next sync retries. */
export type BreakerView = {
  state: "closed" | "open" | "retry_due";
  failures: number;
  reason: "rate_limit" | "failures" | null;
  openedAt: string | null;
  reopensAt: string | null;
  lastError: string | null;
};

export type ProviderKeyUsage = { key: string; game: Game; kind: SyncKind; limit: number; callsLastHour: number; breaker: BreakerView };

export type ProviderUsage = {
  provider: EsportsProviderInfo["name"];
  tokenConfigured: boolean;
  baseUrl: string;
  limits: CallLimits;
  keys: ProviderKeyUsage[];
};

const CLOSED_VIEW: BreakerView = { state: "closed", failures: 0, reason: null, openedAt: null, reopensAt: null, lastError: null };

/** A stored breaker as the card shows it; open and reopen times follow breaker-rules (opened + 30 min). */
export function breakerView(state: BreakerState, lastError: string | null, now: Date): BreakerView {
  const decision = checkBreaker(state, now);
  const stateName = !decision.allowed ? "open" : decision.reset ? "retry_due" : "closed";
  return {
    state: stateName,
    failures: state.failures,
    reason: state.reason,
    openedAt: state.openedAt?.toISOString() ?? null,
    reopensAt: decision.allowed ? null : decision.retryAt.toISOString(),
    lastError: lastError ? lastError.slice(0, LAST_ERROR_MAX) : null,
  };
}

/**
 * The provider card: which provider, whether a token is configured (never the token), the base
 * URL, and per game-and-kind key its hourly limit, the calls in the limiter's last-hour window
 * (counted in SQL) and its breaker.
 */
export async function providerUsage(db: Db, provider: EsportsProviderInfo, now: Date, limits: CallLimits = DEFAULT_LIMITS): Promise<ProviderUsage> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const counts = await queryRows<{ game: string; kind: string; calls: number }>(
    db,
    "debug.provider-calls-per-key",
    sql`
      select game, type as kind, count(*)::int as calls from api_usage_events
      where provider = 'esports' and created_at > ${since}::timestamptz group by game, type`,
  );
  const breakers = await db
    .select({
      key: syncBreakers.key,
      failures: syncBreakers.failures,
      openedAt: syncBreakers.openedAt,
      reason: syncBreakers.reason,
      lastError: syncBreakers.lastError,
    })
    .from(syncBreakers);
  const callsOf = (game: Game, kind: SyncKind) => Number(counts.find((c) => c.game === game && c.kind === kind)?.calls ?? 0);
  const breakerOf = (key: string) => {
    const row = breakers.find((b) => b.key === key);
    if (!row) return CLOSED_VIEW;
    const reason = row.reason === "rate_limit" || row.reason === "failures" ? row.reason : null;
    return breakerView({ failures: row.failures, openedAt: row.openedAt, reason }, row.lastError, now);
  };
  return {
    provider: provider.name,
    tokenConfigured: provider.tokenConfigured,
    baseUrl: displayBaseUrl(provider.baseUrl),
    limits,
    keys: GAMES.flatMap((game) =>
      SYNC_KINDS.map((kind) => {
        const key = `${game}:${kind}`;
        return { key, game, kind, limit: limits.perKeyPerHour, callsLastHour: callsOf(game, kind), breaker: breakerOf(key) };
      }),
    ),
  };
}
