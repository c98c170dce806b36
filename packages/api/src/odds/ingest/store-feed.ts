import { sql } from "@eb/db";
import type { Game } from "@eb/db/games";
import type { OddsSourceName } from "@eb/db/schema";
import type { DbOrTx } from "../../platform";
import type { EventReading } from "./observations";

/**
 * Every event of a poll in odds_events, matched (with its match) or not (with the reason), and
 * every bookmaker key the feed sent in odds_feed_bookmakers: Debug Tools lists the unmatched
 * events and the keys no bookmaker is mapped to.
 */
export async function writeFeedEvents(tx: DbOrTx, game: Game, source: OddsSourceName, readings: readonly EventReading[], now: Date): Promise<void> {
  if (readings.length === 0) return;
  const at = now.toISOString();
  const list = <T>(pick: (r: EventReading) => T) => sql.param(readings.map(pick));
  await tx.execute(sql`
    insert into odds_events (source, provider_event_id, game, sport_key, home_team, away_team, commence_time, match_id, unmatched_reason, bookmakers, first_seen_at, last_seen_at)
    select ${source}, id, ${game}, sk, h, a, ct, m, r, n, ${at}::timestamptz, ${at}::timestamptz
    from unnest(${list((r) => r.event.fixture.feedEventId)}::text[], ${list((r) => r.event.sportKey)}::text[], ${list((r) => r.event.fixture.homeTeam)}::text[],
                ${list((r) => r.event.fixture.awayTeam)}::text[], ${list((r) => r.event.fixture.start.toISOString())}::timestamptz[],
                ${list((r) => (r.match.matched ? r.match.matchId : null))}::bigint[], ${list((r) => (r.match.matched ? null : r.match.reason))}::text[],
                ${list((r) => r.bookmakerKeys.length)}::int[]) as x(id, sk, h, a, ct, m, r, n)
    on conflict (source, provider_event_id) do update
      set game = excluded.game, sport_key = excluded.sport_key, home_team = excluded.home_team, away_team = excluded.away_team,
          commence_time = excluded.commence_time, match_id = excluded.match_id, unmatched_reason = excluded.unmatched_reason,
          bookmakers = excluded.bookmakers, last_seen_at = excluded.last_seen_at`);
}

export async function writeFeedBookmakers(
  tx: DbOrTx,
  source: OddsSourceName,
  bookmakers: ReadonlyMap<string, { title: string; events: number }>,
  now: Date,
): Promise<void> {
  if (bookmakers.size === 0) return;
  const entries = [...bookmakers.entries()];
  await tx.execute(sql`
    insert into odds_feed_bookmakers (source, key, title, events, last_seen_at)
    select ${source}, k, t, n, ${now.toISOString()}::timestamptz
    from unnest(${sql.param(entries.map(([key]) => key))}::text[], ${sql.param(entries.map(([, b]) => b.title))}::text[], ${sql.param(entries.map(([, b]) => b.events))}::int[]) as x(k, t, n)
    on conflict (source, key) do update set title = excluded.title, events = excluded.events, last_seen_at = excluded.last_seen_at`);
}

export type PollStatus = {
  /** not-listed: the game's sport key is not one the feed lists, so it is not polled (the-odds-api/sport-key-check.ts). */
  status: "polling" | "success" | "error" | "not-listed";
  error?: string | null;
  requestsRemaining?: number | null;
  events?: number;
  matched?: number;
  pricesChanged?: number;
};

/** What the last poll of a game by one feed did, for Debug Tools (a row per game and feed). */
export async function setPollStatus(tx: DbOrTx, game: Game, source: OddsSourceName, status: PollStatus, now: Date): Promise<void> {
  const values = {
    status: status.status,
    error: status.error ?? null,
    remaining: status.requestsRemaining ?? null,
    events: status.events ?? 0,
    matched: status.matched ?? 0,
    changed: status.pricesChanged ?? 0,
  };
  // A poll that fails keeps the counts of the last one that read something: the card says what is stored.
  await tx.execute(sql`
    insert into odds_poll_status (game, source, status, last_poll_at, error, requests_remaining, events, matched, prices_changed)
    values (${game}, ${source}, ${values.status}, ${now.toISOString()}::timestamptz, ${values.error}, ${values.remaining}, ${values.events}, ${values.matched}, ${values.changed})
    on conflict (game, source) do update set status = excluded.status, last_poll_at = excluded.last_poll_at, error = excluded.error,
      requests_remaining = coalesce(excluded.requests_remaining, odds_poll_status.requests_remaining),
      events = case when excluded.status = 'success' then excluded.events else odds_poll_status.events end,
      matched = case when excluded.status = 'success' then excluded.matched else odds_poll_status.matched end,
      prices_changed = case when excluded.status = 'success' then excluded.prices_changed else odds_poll_status.prices_changed end`);
}
