import { queryRows, sql, type Db } from "@eb/db";
import { GAMES, type Game } from "@eb/db/games";
import { SYNC_KINDS, type SyncKind } from "@eb/db";
import { DEFAULT_LIMITS, HOUR_MS, type CallLimits } from "../platform";
import { LIVE_KINDS, liveCallLimits, livePollEveryMs } from "../esports-sync";
import { breakerViews, type BreakerView } from "./breaker-views";
import { displayBaseUrl, type EsportsProviderInfo } from "./provider-info";

export type ProviderKeyUsage = { key: string; game: Game; kind: SyncKind; limit: number; callsLastHour: number; breaker: BreakerView };

/**
 * The live poll: how often each game's runs while one of its matches is open, what of the plan it
 * leaves to the scheduled syncs, its calls in the last hour, and each game's live breaker.
 */
export type LivePollUsage = {
  everyMs: number;
  reservedForSyncs: number;
  perHour: number;
  callsLastHour: number;
  breakers: { game: Game; key: string; breaker: BreakerView }[];
};

export type ProviderUsage = {
  provider: EsportsProviderInfo["name"];
  tokenConfigured: boolean;
  baseUrl: string;
  limits: CallLimits;
  keys: ProviderKeyUsage[];
  /** Null without a provider: nothing is polled. */
  live: LivePollUsage | null;
};

/**
 * The provider card: which provider, whether a token is configured (never the token), the base
 * URL, and per game-and-kind key its hourly limit, the calls in the limiter's last-hour window
 * (counted in SQL) and its breaker; and the live poll's pace, budget and breakers.
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
  const keyOf = (game: Game, kind: SyncKind) => `${game}:${kind}`;
  const breakerOf = await breakerViews(
    db,
    [...GAMES.flatMap((game) => SYNC_KINDS.map((kind) => keyOf(game, kind))), ...GAMES.map((game) => `${game}:live`)],
    now,
  );
  const liveKinds: string[] = Object.values(LIVE_KINDS);
  const live = liveCallLimits(limits);
  const callsOf = (game: Game, kind: SyncKind) => Number(counts.find((c) => c.game === game && c.kind === kind)?.calls ?? 0);
  return {
    provider: provider.name,
    tokenConfigured: provider.tokenConfigured,
    baseUrl: displayBaseUrl(provider.baseUrl),
    limits,
    keys: GAMES.flatMap((game) =>
      SYNC_KINDS.map((kind) => {
        const key = keyOf(game, kind);
        return { key, game, kind, limit: limits.perKeyPerHour, callsLastHour: callsOf(game, kind), breaker: breakerOf(key) };
      }),
    ),
    live:
      provider.name === "none"
        ? null
        : {
            everyMs: livePollEveryMs(limits),
            reservedForSyncs: live.reservedForSyncs,
            perHour: live.perHour,
            callsLastHour: counts.filter((c) => liveKinds.includes(c.kind)).reduce((sum, c) => sum + Number(c.calls), 0),
            breakers: GAMES.map((game) => ({ game, key: `${game}:live`, breaker: breakerOf(`${game}:live`) })),
          },
  };
}
