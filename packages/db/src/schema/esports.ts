import { sql, type SQL } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn, type ExtraConfigColumn } from "drizzle-orm/pg-core";
import { gameEnum } from "./common";

/**
 * The text the site search matches a row by (lower case, accents off: eb_search_text, migration
 * 0018), stored and kept current by PostgreSQL itself on every insert and update, whoever writes
 * (sync, admin, seed). Computed per row at each search it cost a call of unaccent for every index
 * hit a query rechecked; stored, the trigram index and the prefix index are on the column.
 */
const searchText = (expression: string) => text("search_text").generatedAlwaysAs(sql.raw(`eb_search_text(${expression})`));

/** The search text's indexes: trigrams for substrings and typos, a btree for a prefix scan that stops at the search's limit. */
const searchTextIndexes = (table: string, column: ExtraConfigColumn) => [
  index(`${table}_search_text_trgm_idx`).using("gin", column.op("gin_trgm_ops")),
  index(`${table}_search_text_prefix_idx`).on(column.op("text_pattern_ops")),
];

/**
 * Ids are the provider's own ids (PandaScore ids are unique per resource), so a sync is an
 * upsert keyed by id. `source` tells provider rows from demo rows.
 */
export const tournaments = pgTable(
  "tournaments",
  {
    id: bigint("id", { mode: "number" }).primaryKey(),
    source: text("source").notNull().default("demo"),
    game: gameEnum("game").notNull(),
    name: text("name").notNull(),
    slug: text("slug"),
    /** PandaScore tier: s, a, b, c, d, unranked; null tiers are never shown publicly. */
    tier: text("tier"),
    beginAt: timestamp("begin_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    /** Free text as the provider sends it, e.g. "1170000 United States Dollar". */
    prizePool: text("prize_pool"),
    teamsCount: integer("teams_count").notNull().default(0),
    leagueId: bigint("league_id", { mode: "number" }),
    leagueName: text("league_name"),
    leagueSlug: text("league_slug"),
    leagueImageUrl: text("league_image_url"),
    serieId: bigint("serie_id", { mode: "number" }),
    serieName: text("serie_name"),
    serieFullName: text("serie_full_name"),
    serieSeason: text("serie_season"),
    serieYear: integer("serie_year"),
    region: text("region"),
    country: text("country"),
    location: text("location"),
    description: text("description"),
    searchText: searchText(`name || ' ' || coalesce(league_name, '')`),
    providerModifiedAt: timestamp("provider_modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tournaments_game_begin_idx").on(t.game, t.beginAt),
    index("tournaments_slug_idx").on(t.slug),
    index("tournaments_end_idx").on(t.endAt),
    // /tournaments reads its page in this order (earliest start first, no start last) among the
    // tournaments with a tier, and stops at the page's end whatever the table's size (issue 38).
    index("tournaments_listed_order_idx")
      .on(t.beginAt.asc().nullsLast(), t.id)
      .where(sql`${t.tier} is not null`),
    ...searchTextIndexes("tournaments", t.searchText),
  ],
);

export type MatchStream = {
  url: string;
  embedUrl: string | null;
  language: string | null;
  main: boolean;
  official: boolean;
};

/**
 * One game (map) of a series, from PandaScore's `games` array of a match: its position, status
 * and winner where the provider gives them. Stored with the match; nothing is invented for a
 * game the provider does not list.
 */
export type MatchGame = {
  position: number;
  status: string;
  winnerId: number | null;
  beginAt: string | null;
  endAt: string | null;
  /** Seconds, when the provider gives it. */
  length: number | null;
  /** The map's name, its score (rounds or kills) on each side: only the real-time feed knows them. */
  name?: string | null;
  scoreA?: number | null;
  scoreB?: number | null;
};

/**
 * The stream URLs a page may link (http or https, see httpUrl in @eb/api/shared), as SQL. The
 * streams list's query and its partial index share this text: PostgreSQL uses the index only when
 * the query's condition is the index's own.
 */
export const pageStreamUrl = (streamUrl: AnyPgColumn): SQL => sql`${streamUrl} ~* '^\\s*https?://'`;

/** The streams list's order by status: running, then not started, then finished, anything else last (its query and index share it). */
export const streamStatusRank = (status: AnyPgColumn): SQL =>
  sql`(case ${status} when 'running' then 0 when 'not_started' then 1 when 'finished' then 2 else 3 end)`;

/** When a finished match ended: its end, else its start (the results list's window and order). */
export const matchFinishedAt = (endAt: AnyPgColumn, beginAt: AnyPgColumn): SQL => sql`coalesce(${endAt}, ${beginAt})`;

export const matches = pgTable(
  "matches",
  {
    id: bigint("id", { mode: "number" }).primaryKey(),
    source: text("source").notNull().default("demo"),
    game: gameEnum("game").notNull(),
    /** Provider status: not_started, running, finished, canceled, postponed. */
    status: text("status").notNull(),
    name: text("name"),
    slug: text("slug"),
    matchType: text("match_type"),
    numberOfGames: integer("number_of_games"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** Actual start once running, else the scheduled time (the spec's begin_at_utc). */
    beginAt: timestamp("begin_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    tournamentId: bigint("tournament_id", { mode: "number" }),
    tournamentName: text("tournament_name"),
    leagueName: text("league_name"),
    serieName: text("serie_name"),
    serieFullName: text("serie_full_name"),
    teamAId: bigint("team_a_id", { mode: "number" }),
    teamAName: text("team_a_name"),
    teamAAcronym: text("team_a_acronym"),
    teamALogo: text("team_a_logo"),
    teamBId: bigint("team_b_id", { mode: "number" }),
    teamBName: text("team_b_name"),
    teamBAcronym: text("team_b_acronym"),
    teamBLogo: text("team_b_logo"),
    teamAScore: integer("team_a_score"),
    teamBScore: integer("team_b_score"),
    winnerId: bigint("winner_id", { mode: "number" }),
    winnerName: text("winner_name"),
    /** URL of the main stream, else the first official one, else the first one. */
    streamUrl: text("stream_url"),
    streams: jsonb("streams")
      .$type<MatchStream[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The series' games where the provider lists them, by position. */
    games: jsonb("games")
      .$type<MatchGame[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    providerModifiedAt: timestamp("provider_modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("matches_team_a_begin_idx").on(t.teamAId, t.beginAt),
    index("matches_team_b_begin_idx").on(t.teamBId, t.beginAt),
    index("matches_status_begin_idx").on(t.status, t.beginAt),
    index("matches_game_begin_idx").on(t.game, t.beginAt),
    index("matches_tournament_idx").on(t.tournamentId),
    index("matches_end_idx").on(t.endAt),
    // The public lists read these in their own order and stop at their limit, whatever the table's
    // size (issue 38): /results newest first among finished ones, /streams by status then start.
    index("matches_finished_order_idx").on(t.status, matchFinishedAt(t.endAt, t.beginAt), t.id),
    index("matches_page_streams_idx").on(streamStatusRank(t.status), t.beginAt).where(pageStreamUrl(t.streamUrl)),
  ],
);

export const teams = pgTable(
  "teams",
  {
    id: bigint("id", { mode: "number" }).primaryKey(),
    source: text("source").notNull().default("demo"),
    game: gameEnum("game").notNull(),
    name: text("name").notNull(),
    acronym: text("acronym"),
    slug: text("slug"),
    imageUrl: text("image_url"),
    location: text("location"),
    searchText: searchText(`name || ' ' || coalesce(acronym, '')`),
    providerModifiedAt: timestamp("provider_modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("teams_game_name_idx").on(t.game, t.name), ...searchTextIndexes("teams", t.searchText)],
);

/**
 * A player of a team's current roster, from the players PandaScore's team payload carries.
 * A team sync replaces the team's roster: a player who left is no longer listed under it.
 */
export const players = pgTable(
  "players",
  {
    id: bigint("id", { mode: "number" }).primaryKey(),
    source: text("source").notNull().default("demo"),
    game: gameEnum("game").notNull(),
    teamId: bigint("team_id", { mode: "number" }),
    name: text("name").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role"),
    /** ISO 3166-1 alpha-2, as the provider sends it. */
    nationality: text("nationality"),
    imageUrl: text("image_url"),
    providerModifiedAt: timestamp("provider_modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("players_team_idx").on(t.teamId)],
);

/**
 * The compact results archive: every finished match's teams, score, winner, date and tournament,
 * kept for two years (docs/deviations.md) after the spec's cleanup deletes the match itself
 * 30 days after it ends. Form and head-to-head are computed from here.
 */
export const matchResults = pgTable(
  "match_results",
  {
    /** The match's id. */
    id: bigint("id", { mode: "number" }).primaryKey(),
    source: text("source").notNull().default("demo"),
    game: gameEnum("game").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    teamAId: bigint("team_a_id", { mode: "number" }),
    teamAName: text("team_a_name"),
    teamAAcronym: text("team_a_acronym"),
    teamBId: bigint("team_b_id", { mode: "number" }),
    teamBName: text("team_b_name"),
    teamBAcronym: text("team_b_acronym"),
    teamAScore: integer("team_a_score"),
    teamBScore: integer("team_b_score"),
    winnerId: bigint("winner_id", { mode: "number" }),
    numberOfGames: integer("number_of_games"),
    tournamentId: bigint("tournament_id", { mode: "number" }),
    tournamentName: text("tournament_name"),
    leagueName: text("league_name"),
    serieName: text("serie_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("match_results_team_a_idx").on(t.teamAId, t.finishedAt),
    index("match_results_team_b_idx").on(t.teamBId, t.finishedAt),
    index("match_results_finished_idx").on(t.finishedAt),
  ],
);
