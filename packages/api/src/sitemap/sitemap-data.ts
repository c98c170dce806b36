import { and, eq, isNotNull, sql, type Db } from "@eb/db";
import { bookmakers, matches, teams, tournaments } from "@eb/db/schema";
import type { SitemapData } from "./sitemap";

/**
 * Reads what the sitemap needs: every tiered tournament, every match of one (the public ones),
 * every team, and the latest change per data set.
 */
export async function loadSitemapData(db: Db, contentUpdatedAt: Date): Promise<SitemapData> {
  const [tournamentRows, publicMatches, teamRows, matchRows, [bookmakerRow]] = await Promise.all([
    db
      .select({ id: tournaments.id, game: tournaments.game, name: tournaments.name, updatedAt: tournaments.updatedAt })
      .from(tournaments)
      .where(isNotNull(tournaments.tier)),
    db
      .select({ id: matches.id, game: matches.game, teamAName: matches.teamAName, teamBName: matches.teamBName, updatedAt: matches.updatedAt })
      .from(matches)
      .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier)))
      .orderBy(matches.id),
    db.select({ id: teams.id, game: teams.game, name: teams.name, updatedAt: teams.updatedAt }).from(teams).orderBy(teams.id),
    db
      .select({ game: matches.game, updatedAt: sql<string | null>`max(${matches.updatedAt})` })
      .from(matches)
      .groupBy(matches.game),
    db.select({ updatedAt: sql<string | null>`max(${bookmakers.updatedAt})` }).from(bookmakers),
  ]);
  const toDate = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
  return {
    tournaments: tournamentRows,
    matches: publicMatches,
    teams: teamRows,
    matchesUpdatedAt: Object.fromEntries(matchRows.map((r) => [r.game, toDate(r.updatedAt)])),
    bookmakersUpdatedAt: toDate(bookmakerRow?.updatedAt),
    contentUpdatedAt,
  };
}
