import { and, asc, desc, eq, gt, gte, isNull, or, sql, type Db } from "@eb/db";
import { matchResults, matches, players, teams, tournaments } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import { logoUrl, type PublicPlayer, type TeamDetail, type TeamTournament, tournamentStatus } from "../shared";
import { selectTieredMatches, tieredTournament } from "./matches";
import { TEAM_FORM_LIMIT, teamForm } from "./team-form";

export const TEAM_UPCOMING_LIMIT = 10;
export const TEAM_TOURNAMENTS_LIMIT = 12;
/** A roster is a handful of players; the cap only bounds a provider payload gone wrong. */
const ROSTER_LIMIT = 30;

type TeamFacts = TeamDetail["team"];

/**
 * The team as the provider's team sync stored it; else as the latest public match or archived
 * result names it (the match sync runs every 15 minutes, the team sync every 4 hours, so a new
 * team plays before it is stored). Null when nothing of this game knows the id.
 */
async function findTeam(db: Db, game: Game, id: number): Promise<TeamFacts | null> {
  const [stored] = await db
    .select({ name: teams.name, acronym: teams.acronym, imageUrl: teams.imageUrl, location: teams.location })
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.game, game)))
    .limit(1);
  if (stored) return { id, game, name: stored.name, acronym: stored.acronym, logo: logoUrl(stored.imageUrl), location: stored.location };
  const isA = sql<boolean>`${matches.teamAId} = ${id}`;
  const [played] = await db
    .select({
      isA,
      aName: matches.teamAName,
      aAcronym: matches.teamAAcronym,
      aLogo: matches.teamALogo,
      bName: matches.teamBName,
      bAcronym: matches.teamBAcronym,
      bLogo: matches.teamBLogo,
    })
    .from(matches)
    .innerJoin(tournaments, tieredTournament)
    .where(and(eq(matches.game, game), or(eq(matches.teamAId, id), eq(matches.teamBId, id))))
    .orderBy(desc(matches.beginAt))
    .limit(1);
  if (played) {
    const name = played.isA ? played.aName : played.bName;
    if (name)
      return {
        id,
        game,
        name,
        acronym: played.isA ? played.aAcronym : played.bAcronym,
        logo: logoUrl(played.isA ? played.aLogo : played.bLogo),
        location: null,
      };
  }
  const [archived] = await db
    .select({
      isA: sql<boolean>`${matchResults.teamAId} = ${id}`,
      aName: matchResults.teamAName,
      aAcronym: matchResults.teamAAcronym,
      bName: matchResults.teamBName,
      bAcronym: matchResults.teamBAcronym,
    })
    .from(matchResults)
    .where(and(eq(matchResults.game, game), or(eq(matchResults.teamAId, id), eq(matchResults.teamBId, id))))
    .orderBy(desc(matchResults.finishedAt))
    .limit(1);
  const name = archived ? (archived.isA ? archived.aName : archived.bName) : null;
  if (!archived || !name) return null;
  return { id, game, name, acronym: archived.isA ? archived.aAcronym : archived.bAcronym, logo: null, location: null };
}

/** The current roster: the players the latest team sync listed under this team. */
function roster(db: Db, game: Game, teamId: number): Promise<PublicPlayer[]> {
  return db
    .select({
      id: players.id,
      name: players.name,
      firstName: players.firstName,
      lastName: players.lastName,
      role: players.role,
      nationality: players.nationality,
    })
    .from(players)
    .where(and(eq(players.teamId, teamId), eq(players.game, game)))
    .orderBy(asc(sql`lower(${players.name})`), asc(players.id))
    .limit(ROSTER_LIMIT);
}

/** Running and upcoming tiered tournaments the team has a match in, earliest start first. */
async function teamTournaments(db: Db, game: Game, teamId: number, now: Date): Promise<TeamTournament[]> {
  const rows = await db
    .selectDistinct({ id: tournaments.id, name: tournaments.name, leagueName: tournaments.leagueName, beginAt: tournaments.beginAt, endAt: tournaments.endAt })
    .from(matches)
    .innerJoin(tournaments, tieredTournament)
    .where(and(eq(matches.game, game), or(eq(matches.teamAId, teamId), eq(matches.teamBId, teamId)), or(isNull(tournaments.endAt), gt(tournaments.endAt, now))))
    .orderBy(sql`${tournaments.beginAt} asc nulls last`, asc(tournaments.id))
    .limit(TEAM_TOURNAMENTS_LIMIT);
  return rows.map((r) => ({ id: r.id, game, name: r.name, leagueName: r.leagueName, status: tournamentStatus(r.beginAt, r.endAt, now) }));
}

/** The team page; null (404) when no team of this game has the id. */
export async function teamDetail(db: Db, input: { game: Game; id: number }, now: Date): Promise<TeamDetail | null> {
  const team = await findTeam(db, input.game, input.id);
  if (!team) return null;
  const plays = and(eq(matches.game, input.game), or(eq(matches.teamAId, input.id), eq(matches.teamBId, input.id)));
  const [members, results, live, upcoming, inTournaments] = await Promise.all([
    roster(db, input.game, input.id),
    teamForm(db, input.game, input.id, TEAM_FORM_LIMIT),
    selectTieredMatches(db, and(plays, eq(matches.status, "running")), [asc(matches.beginAt)], TEAM_UPCOMING_LIMIT, now),
    selectTieredMatches(
      db,
      and(plays, eq(matches.status, "not_started"), gte(matches.beginAt, now)),
      [asc(matches.beginAt), asc(matches.id)],
      TEAM_UPCOMING_LIMIT,
      now,
    ),
    teamTournaments(db, input.game, input.id, now),
  ]);
  return { team, roster: members, results, live, upcoming, tournaments: inTournaments };
}
