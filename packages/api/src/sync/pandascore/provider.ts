import type { Game, SyncKind } from "@eb/db";
import type { ProviderContext, SyncBatch, SyncProvider, TournamentRow } from "../types";
import { PandaScoreClient, type PandaScoreClientOptions } from "./client";
import { endpointsFor } from "./endpoints";
import { mapMatch } from "./map-match";
import { mapTeam } from "./map-team";
import { mapTournament } from "./map-tournament";
import type { PsTeam } from "./types";

/** Maps one provider page into a batch; items that cannot be used are counted as skipped. */
export function pageToBatch(game: Game, kind: SyncKind, items: unknown[], duplicates: number): SyncBatch {
  const objects = items.filter((i): i is Record<string, unknown> => typeof i === "object" && i !== null);
  let skipped = duplicates + (items.length - objects.length);
  if (kind === "matches") {
    const batch: Required<Pick<SyncBatch, "matches" | "embeddedTournaments">> = { matches: [], embeddedTournaments: [] };
    for (const item of objects) {
      const mapped = mapMatch(game, item);
      if (!mapped) skipped++;
      else {
        batch.matches.push(mapped.match);
        if (mapped.tournament) batch.embeddedTournaments.push(mapped.tournament);
      }
    }
    return { ...batch, skipped };
  }
  if (kind === "tournaments") {
    const tournaments: TournamentRow[] = [];
    for (const item of objects) {
      const row = mapTournament(game, item);
      if (row) tournaments.push(row);
      else skipped++;
    }
    return { tournaments, skipped };
  }
  const teams = objects.map((t) => mapTeam(game, t as PsTeam)).filter((t) => t !== null);
  return { teams, skipped: skipped + objects.length - teams.length };
}

export type PandaScoreProviderOptions = PandaScoreClientOptions & { maxPages?: number };

export class PandaScoreProvider implements SyncProvider {
  readonly name = "pandascore" as const;
  private readonly client: PandaScoreClient;
  private readonly maxPages: number | undefined;

  constructor(options: PandaScoreProviderOptions) {
    this.client = new PandaScoreClient(options);
    this.maxPages = options.maxPages;
  }

  async *fetch(game: Game, kind: SyncKind, ctx: ProviderContext): AsyncGenerator<SyncBatch> {
    for (const plan of endpointsFor(game, kind, ctx.now, this.maxPages)) {
      for await (const page of this.client.paginate(plan.path, plan.params, ctx.gate, plan.maxPages)) {
        yield pageToBatch(game, kind, page.items, page.duplicates);
      }
    }
  }
}
