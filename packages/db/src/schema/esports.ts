import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { gameEnum } from "./common";

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
    providerModifiedAt: timestamp("provider_modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tournaments_game_begin_idx").on(t.game, t.beginAt), index("tournaments_slug_idx").on(t.slug), index("tournaments_end_idx").on(t.endAt)],
);

export type MatchStream = {
  url: string;
  embedUrl: string | null;
  language: string | null;
  main: boolean;
  official: boolean;
};

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
    providerModifiedAt: timestamp("provider_modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("matches_status_begin_idx").on(t.status, t.beginAt),
    index("matches_game_begin_idx").on(t.game, t.beginAt),
    index("matches_tournament_idx").on(t.tournamentId),
    index("matches_end_idx").on(t.endAt),
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
    providerModifiedAt: timestamp("provider_modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("teams_game_name_idx").on(t.game, t.name)],
);
