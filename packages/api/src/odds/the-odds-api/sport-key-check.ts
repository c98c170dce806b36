import type { Game } from "@eb/db/games";
import { DAY_MS, MINUTE_MS, type TaskLog } from "../../platform";
import type { OddsApiClient } from "./client";

/** How often the feed's sport list is read again: a listed key can be withdrawn, an unlisted one added. */
export const SPORT_LIST_CHECK_EVERY_MS = DAY_MS;
/** After a failed read, how long before the next try (a poll interval: the polls meanwhile run as usual). */
export const SPORT_LIST_RETRY_MS = 10 * MINUTE_MS;

export type SportKeyCheckOptions = {
  client: Pick<OddsApiClient, "listSportKeys">;
  /** ODDS_SPORT_KEYS: our game → the feed's sport key. */
  sportKeys: Partial<Record<Game, string>>;
  log: Pick<TaskLog, "warn" | "info">;
  now: () => Date;
};

/** The reason a game with an unlisted key is not polled: it names the key, for Debug Tools and the log. */
export function notListedReason(sportKey: string): string {
  return `The Odds API does not list the sport key "${sportKey}" (GET /v4/sports): not polled`;
}

/**
 * Whether each configured sport key is one The Odds API lists (GET /v4/sports?all=true, free),
 * read at the first poll after start-up and then once a day. A key the feed does not list (every
 * esports key seen in public code is a guess: the feed's groups run from Cricket to Golf) is named
 * in the log at each reading, and its game is not polled, so no request is spent on a sport that
 * does not exist. When the list cannot be read, nothing is skipped: the polls report their own
 * errors, and the list is tried again after SPORT_LIST_RETRY_MS.
 */
export class SportKeyCheck {
  private listed: Set<string> | null = null;
  private nextReadAt = 0;
  private reading: Promise<void> | null = null;

  constructor(private readonly opts: SportKeyCheckOptions) {}

  /** Why `game` is not polled now (its key is not listed), or null when it is polled. */
  async skipReason(game: Game, signal?: AbortSignal): Promise<string | null> {
    if (this.opts.now().getTime() >= this.nextReadAt) await (this.reading ??= this.read(signal).finally(() => (this.reading = null)));
    const key = this.opts.sportKeys[game]?.trim();
    if (!key || this.listed === null || this.listed.has(key)) return null;
    return notListedReason(key);
  }

  private async read(signal: AbortSignal | undefined): Promise<void> {
    const at = this.opts.now().getTime();
    try {
      this.listed = await this.opts.client.listSportKeys({ signal });
      this.nextReadAt = at + SPORT_LIST_CHECK_EVERY_MS;
    } catch (err) {
      this.nextReadAt = at + SPORT_LIST_RETRY_MS;
      this.opts.log.warn({ err: err instanceof Error ? err.message : String(err) }, "could not read The Odds API's sport list; polling every configured key");
      return;
    }
    for (const [game, key] of Object.entries(this.opts.sportKeys)) {
      const sportKey = key.trim();
      if (sportKey && !this.listed.has(sportKey)) this.opts.log.warn({ game, sportKey }, notListedReason(sportKey));
    }
  }
}
