import type { Game } from "@eb/db/games";
import type { MatchGame, MatchStream, matches } from "@eb/db/schema";
import { httpUrl, text, toDate } from "./map-common";
import { mapTournament, type TournamentRow } from "./map-tournament";
import type { PsGame, PsMatch, PsOpponent, PsStream } from "./types";

export type MatchRow = typeof matches.$inferInsert & { id: number; status: string };

export const MATCH_STATUSES = ["not_started", "running", "finished", "canceled", "postponed"] as const;

/** Known statuses pass through; an unknown or missing one is inferred from the dates and winner. */
export function mapStatus(m: Pick<PsMatch, "status" | "end_at" | "winner_id">): string {
  const status = m.status?.trim().toLowerCase() ?? "";
  if ((MATCH_STATUSES as readonly string[]).includes(status)) return status;
  if (m.end_at || m.winner_id != null) return "finished";
  return "not_started";
}

/** Main stream, else the first official one, else the first one (doc §7 Stream). */
export function pickStream(streams: MatchStream[]): MatchStream | null {
  return streams.find((s) => s.main) ?? streams.find((s) => s.official) ?? streams[0] ?? null;
}

export function mapStreams(list: PsStream[] = []): MatchStream[] {
  return list.flatMap((s) => {
    const embedUrl = httpUrl(s.embed_url);
    const url = httpUrl(s.raw_url) ?? embedUrl;
    if (!url) return [];
    return [{ url, embedUrl, language: text(s.language), main: s.main ?? false, official: s.official ?? false }];
  });
}

export const GAME_STATUSES = ["not_started", "running", "finished", "not_played"] as const;

/** A known game status passes through; a missing or unknown one is inferred from its winner and `finished`. */
function gameStatus(g: PsGame): string {
  const status = g.status?.trim().toLowerCase() ?? "";
  if ((GAME_STATUSES as readonly string[]).includes(status)) return status;
  return g.finished || g.winner?.id != null ? "finished" : "not_started";
}

const isoOrNull = (value: string | null | undefined): string | null => toDate(value)?.toISOString() ?? null;

/** The series' games by position; a position listed twice keeps its last entry. */
export function mapGames(list: PsGame[]): MatchGame[] {
  const byPosition = new Map<number, MatchGame>();
  for (const g of list) {
    byPosition.set(g.position, {
      position: g.position,
      status: gameStatus(g),
      winnerId: g.winner?.id ?? null,
      beginAt: isoOrNull(g.begin_at),
      endAt: isoOrNull(g.end_at),
      length: g.length ?? null,
    });
  }
  return [...byPosition.values()].sort((a, b) => a.position - b.position);
}

type Side = { id: number | null; name: string | null; acronym: string | null; logo: string | null; score: number | null };

/** A TBD side has no entry in `opponents` at all: every entry carries its opponent (schemas.ts). */
function side(m: PsMatch, opponent: PsOpponent | undefined): Side {
  if (!opponent) return { id: null, name: null, acronym: null, logo: null, score: null };
  const o = opponent.opponent;
  const isPlayer = opponent.type === "Player";
  const result = m.results?.find((r) => (isPlayer ? r.player_id : (r.team_id ?? r.player_id)) === o.id);
  return { id: o.id, name: text(o.name), acronym: text(o.acronym), logo: httpUrl(o.image_url), score: result?.score ?? null };
}

/**
 * A match row plus the minimal tournament row of its embedded tournament. Opponents may be
 * missing (TBD), teams or players; scores come from `results` by opponent id.
 */
export function mapMatch(game: Game, m: PsMatch): { match: MatchRow; tournament: TournamentRow | null } {
  const [first, second] = m.opponents ?? [];
  const a = side(m, first);
  const b = side(m, second);
  const streams = mapStreams(m.streams_list);
  const tournament = m.tournament ? mapTournament(game, m.tournament, { league: m.league, serie: m.serie }) : null;
  const winnerId = m.winner_id ?? m.winner?.id ?? null;
  const winnerName = text(m.winner?.name) ?? (winnerId === null ? null : winnerId === a.id ? a.name : winnerId === b.id ? b.name : null);
  const match: MatchRow = {
    id: m.id,
    source: "pandascore",
    game,
    status: mapStatus(m),
    name: text(m.name),
    slug: text(m.slug),
    matchType: text(m.match_type),
    numberOfGames: m.number_of_games ?? null,
    scheduledAt: toDate(m.scheduled_at),
    beginAt: toDate(m.begin_at) ?? toDate(m.scheduled_at),
    endAt: toDate(m.end_at),
    tournamentId: m.tournament_id ?? tournament?.id ?? null,
    tournamentName: tournament?.name ?? null,
    leagueName: text(m.league?.name),
    serieName: text(m.serie?.name),
    serieFullName: text(m.serie?.full_name),
    teamAId: a.id,
    teamAName: a.name,
    teamAAcronym: a.acronym,
    teamALogo: a.logo,
    teamBId: b.id,
    teamBName: b.name,
    teamBAcronym: b.acronym,
    teamBLogo: b.logo,
    teamAScore: a.score,
    teamBScore: b.score,
    winnerId,
    winnerName,
    streamUrl: pickStream(streams)?.url ?? null,
    streams,
    providerModifiedAt: toDate(m.modified_at),
  };
  // A payload without the key (older API versions) says nothing about the games: the stored ones stay.
  if (m.games) match.games = mapGames(m.games.items);
  return { match, tournament };
}
