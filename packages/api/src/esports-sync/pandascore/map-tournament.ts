import type { Game } from "@eb/db/games";
import type { tournaments } from "@eb/db/schema";
import { httpUrl, text, toDate, toTier, tournamentDisplayName } from "./map-common";
import type { PsLeague, PsSerie, PsTournament } from "./types";

export type TournamentRow = typeof tournaments.$inferInsert & { id: number; name: string };

/**
 * A tournament row from a provider tournament, or null when there is no name to show (no stage,
 * league or serie name). `teamsCount` is only set when the payload carries a `teams` array
 * (tournament lists do, tournaments embedded in matches do not).
 */
export function mapTournament(game: Game, t: PsTournament, context: { league?: PsLeague | undefined; serie?: PsSerie | undefined } = {}): TournamentRow | null {
  const league = t.league ?? context.league;
  const serie = t.serie ?? context.serie;
  const name = tournamentDisplayName(t, league, serie);
  if (!name) return null;
  const row: TournamentRow = {
    id: t.id,
    source: "pandascore",
    game,
    name,
    slug: text(t.slug),
    tier: toTier(t.tier),
    beginAt: toDate(t.begin_at),
    endAt: toDate(t.end_at),
    prizePool: text(t.prizepool),
    leagueId: t.league_id ?? league?.id ?? null,
    leagueName: text(league?.name),
    leagueSlug: text(league?.slug),
    leagueImageUrl: httpUrl(league?.image_url),
    serieId: t.serie_id ?? serie?.id ?? null,
    serieName: text(serie?.name),
    serieFullName: text(serie?.full_name),
    serieSeason: text(serie?.season),
    serieYear: serie?.year ?? null,
    region: text(t.region),
    country: text(t.country),
    providerModifiedAt: toDate(t.modified_at),
  };
  if (t.teams) row.teamsCount = t.teams.length;
  return row;
}
