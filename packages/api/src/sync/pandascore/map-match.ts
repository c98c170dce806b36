import type { Game } from "@eb/db/games";
import type { MatchStream, matches } from "@eb/db/schema";
import { httpUrl, int, isId, text, toDate } from "./map-common";
import { mapTournament, type TournamentRow } from "./map-tournament";
import type { PsMatch, PsOpponent, PsStream } from "./types";

export type MatchRow = typeof matches.$inferInsert & { id: number; status: string };

export const MATCH_STATUSES = ["not_started", "running", "finished", "canceled", "postponed"] as const;

/** Known statuses pass through; an unknown or missing one is inferred from the dates and winner. */
export function mapStatus(m: PsMatch): string {
  const status = typeof m.status === "string" ? m.status.trim().toLowerCase() : "";
  if ((MATCH_STATUSES as readonly string[]).includes(status)) return status;
  if (toDate(m.end_at) || isId(m.winner_id)) return "finished";
  return "not_started";
}

/** Main stream, else the first official one, else the first one (doc §7 Stream). */
export function pickStream(streams: MatchStream[]): MatchStream | null {
  return streams.find((s) => s.main) ?? streams.find((s) => s.official) ?? streams[0] ?? null;
}

export function mapStreams(list: (PsStream | null)[] | null | undefined): MatchStream[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((s) => {
    if (!s) return [];
    const embedUrl = httpUrl(s.embed_url);
    const url = httpUrl(s.raw_url) ?? embedUrl;
    if (!url) return [];
    return [{ url, embedUrl, language: text(s.language), main: s.main === true, official: s.official === true }];
  });
}

type Side = { id: number | null; name: string | null; acronym: string | null; logo: string | null; score: number | null };

function side(m: PsMatch, opponent: PsOpponent | undefined): Side {
  const o = opponent?.opponent;
  if (!o) return { id: null, name: null, acronym: null, logo: null, score: null };
  const id = isId(o.id) ? o.id : null;
  const isPlayer = opponent.type === "Player";
  const result = (m.results ?? []).find((r) => r && id !== null && (isPlayer ? r.player_id : (r.team_id ?? r.player_id)) === id);
  return { id, name: text(o.name), acronym: text(o.acronym), logo: httpUrl(o.image_url), score: int(result?.score) };
}

/**
 * A match row plus the minimal tournament row of its embedded tournament. Opponents may be
 * missing (TBD), teams or players; scores come from `results` by opponent id.
 */
export function mapMatch(game: Game, m: PsMatch): { match: MatchRow; tournament: TournamentRow | null } | null {
  if (!isId(m.id)) return null;
  const opponents = Array.isArray(m.opponents) ? m.opponents : [];
  const a = side(m, opponents[0]);
  const b = side(m, opponents[1]);
  const streams = mapStreams(m.streams_list);
  const tournament = m.tournament ? mapTournament(game, m.tournament, { league: m.league, serie: m.serie }) : null;
  const winnerId = isId(m.winner_id) ? m.winner_id : isId(m.winner?.id) ? m.winner.id : null;
  const winnerName = text(m.winner?.name) ?? (winnerId === null ? null : winnerId === a.id ? a.name : winnerId === b.id ? b.name : null);
  const match: MatchRow = {
    id: m.id,
    source: "pandascore",
    game,
    status: mapStatus(m),
    name: text(m.name),
    slug: text(m.slug),
    matchType: text(m.match_type),
    numberOfGames: int(m.number_of_games),
    scheduledAt: toDate(m.scheduled_at),
    beginAt: toDate(m.begin_at) ?? toDate(m.scheduled_at),
    endAt: toDate(m.end_at),
    tournamentId: isId(m.tournament_id) ? m.tournament_id : (tournament?.id ?? null),
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
  return { match, tournament };
}
