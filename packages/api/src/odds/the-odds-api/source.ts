import type { Game, OddsBatch, OddsSource, OddsSourceContext } from "../types";
import type { TaskLog } from "../../platform";
import { OddsApiClient, type OddsApiClientOptions } from "./client";
import { SportKeyCheck } from "./sport-key-check";
import { oddsApiEventToModel } from "./to-model";

export type TheOddsApiSourceOptions = OddsApiClientOptions & {
  /**
   * The provider's sport key of each of our games. There is no default: a key is whatever the
   * provider lists for that game (GET /v4/sports), and a game without one is not requested.
   */
  sportKeys: Partial<Record<Game, string>>;
  /** Bookmaker regions to ask for ("eu", "uk,eu"): each region costs one request unit. */
  regions: string;
  /** Where a sport key the feed does not list is named (sport-key-check.ts). */
  log: Pick<TaskLog, "warn" | "info">;
  now: () => Date;
};

/** The Odds API as an odds source: one request per game and poll, its events read into the odds model as one batch. */
export function theOddsApiSource(options: TheOddsApiSourceOptions): OddsSource {
  const client = new OddsApiClient(options);
  const check = new SportKeyCheck({ client, sportKeys: options.sportKeys, log: options.log, now: options.now });
  return {
    name: "the-odds-api",
    skipReason: (game, ctx) => check.skipReason(game, ctx.signal),
    async *fetch(game: Game, ctx: OddsSourceContext): AsyncGenerator<OddsBatch> {
      const sportKey = options.sportKeys[game]?.trim();
      if (!sportKey) return;
      const {
        requestsUsed: _used,
        requestsLast: _last,
        events,
        ...report
      } = await client.getOdds({ sportKey, regions: options.regions, gate: ctx.gate, signal: ctx.signal });
      const read = events.map(oddsApiEventToModel);
      const unknownOutcomes = read.reduce((sum, r) => sum + r.unknownOutcomes, 0);
      if (unknownOutcomes > 0) options.log.warn({ game, unknownOutcomes }, "odds outcomes that name neither team nor the draw left out");
      yield { ...report, events: read.map((r) => r.odds) };
    },
  };
}
