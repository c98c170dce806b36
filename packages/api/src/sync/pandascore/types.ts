/**
 * PandaScore REST v2 objects as far as the sync reads them. Everything is optional and
 * nullable: older payloads miss newer keys and the provider sends nulls freely (doc §9).
 */
export type PsLeague = { id?: number; name?: string | null; slug?: string | null; image_url?: string | null };
export type PsSerie = {
  id?: number;
  name?: string | null;
  full_name?: string | null;
  season?: string | null;
  year?: number | null;
};
export type PsTeam = {
  id?: number;
  name?: string | null;
  acronym?: string | null;
  slug?: string | null;
  location?: string | null;
  image_url?: string | null;
  modified_at?: string | null;
  current_videogame?: { slug?: string | null } | null;
};
export type PsStream = {
  main?: boolean | null;
  official?: boolean | null;
  language?: string | null;
  raw_url?: string | null;
  embed_url?: string | null;
};
export type PsTournament = {
  id?: number;
  name?: string | null;
  slug?: string | null;
  tier?: string | null;
  prizepool?: string | null;
  begin_at?: string | null;
  end_at?: string | null;
  league_id?: number | null;
  serie_id?: number | null;
  region?: string | null;
  country?: string | null;
  modified_at?: string | null;
  league?: PsLeague | null;
  serie?: PsSerie | null;
  teams?: PsTeam[] | null;
};
export type PsOpponent = { type?: string | null; opponent?: PsTeam | null };
export type PsResult = { team_id?: number | null; player_id?: number | null; score?: number | null };
export type PsMatch = {
  id?: number;
  name?: string | null;
  slug?: string | null;
  status?: string | null;
  match_type?: string | null;
  number_of_games?: number | null;
  scheduled_at?: string | null;
  begin_at?: string | null;
  end_at?: string | null;
  modified_at?: string | null;
  opponents?: PsOpponent[] | null;
  results?: (PsResult | null)[] | null;
  winner?: PsTeam | null;
  winner_id?: number | null;
  streams_list?: (PsStream | null)[] | null;
  league?: PsLeague | null;
  serie?: PsSerie | null;
  tournament?: PsTournament | null;
  tournament_id?: number | null;
};
