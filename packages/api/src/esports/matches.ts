import { and, asc, desc, eq, gte, inArray, isNotNull, sql, type Db, type SQL } from "@eb/db";
import { matchFinishedAt, matches, pageStreamUrl, streamStatusRank, tournaments } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import { compareStreams, LIST_COUNT_CAP, type PublicMatch, type PublicMatchList } from "../shared";
import { cappedCount, type CappedCount } from "./capped-count";
import { publicMatchColumns, toPublicMatch } from "./match-dto";
import { teamLogoIndex } from "./team-logos";
import { DAY_MS } from "../platform";

export type GameFilter = Game | "all";

/** Spec 9: the results window is 7 days. */
export const RESULTS_WINDOW_MS = 7 * DAY_MS;
export const RESULTS_LIMIT = 100;
export const UPCOMING_LIMIT = 100;
export const STREAMS_LIMIT = 60;

/** Spec 5: only matches whose tournament has a non-null tier are ever shown. */
export const tieredTournament = and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier));

export async function selectTieredMatches(db: Db, where: SQL | undefined, order: SQL[], limit: number, now: Date): Promise<PublicMatch[]> {
  const rows = await db
    .select(publicMatchColumns)
    .from(matches)
    .innerJoin(tournaments, tieredTournament)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  const logos = await teamLogoIndex(db, now);
  return rows.map((row) => toPublicMatch(row, logos));
}

/** How many matches the same filters find, counted in SQL up to the cap, so a cut list can say how much was left out. */
function countTieredMatches(db: Db, where: SQL | undefined): Promise<CappedCount> {
  const found = db
    .select({ one: sql`1` })
    .from(matches)
    .innerJoin(tournaments, tieredTournament)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as("found");
  return cappedCount(db, found);
}

async function tieredMatchList(db: Db, where: SQL | undefined, order: SQL[], limit: number, now: Date): Promise<PublicMatchList> {
  const [list, counted] = await Promise.all([selectTieredMatches(db, where, order, limit, now), countTieredMatches(db, where)]);
  return { matches: list, ...counted };
}

export const byGame = (game: GameFilter) => (game === "all" ? undefined : eq(matches.game, game));

type UpcomingInput = { game: GameFilter; limit?: number };
const upcomingWhere = (input: UpcomingInput, now: Date) => and(byGame(input.game), eq(matches.status, "not_started"), gte(matches.beginAt, now));
const upcomingOrder = [asc(matches.beginAt), asc(matches.id)];

/** Upcoming: not started, starting now or later, soonest first. */
export function upcomingMatches(db: Db, input: UpcomingInput, now: Date): Promise<PublicMatch[]> {
  return selectTieredMatches(db, upcomingWhere(input, now), upcomingOrder, input.limit ?? UPCOMING_LIMIT, now);
}

/** The upcoming list (at most 100) with the number of upcoming matches in all (up to the cap). */
export function upcomingMatchList(db: Db, input: UpcomingInput, now: Date): Promise<PublicMatchList> {
  return tieredMatchList(db, upcomingWhere(input, now), upcomingOrder, input.limit ?? UPCOMING_LIMIT, now);
}

/** Results: finished in the last 7 days, newest first, at most 100 (read in the order of matches_finished_order_idx). */
export function recentResults(db: Db, input: { game: GameFilter }, now: Date) {
  const since = new Date(now.getTime() - RESULTS_WINDOW_MS);
  const finishedAt = matchFinishedAt(matches.endAt, matches.beginAt);
  return selectTieredMatches(
    db,
    and(byGame(input.game), eq(matches.status, "finished"), gte(finishedAt, since)),
    [desc(finishedAt), desc(matches.id)],
    RESULTS_LIMIT,
    now,
  );
}

/**
 * Streams: matches with an http(s) stream URL (the only kind a page gets, see httpUrl), running first, then upcoming, then finished
 * (finished ones only from the results window, so old streams do not pile up). The URL test and the
 * order are matches_page_streams_idx's own, so the list is read from that index in order and stops at its limit.
 */
export async function streamMatches(db: Db, input: { game: GameFilter }, now: Date): Promise<PublicMatchList> {
  const since = new Date(now.getTime() - RESULTS_WINDOW_MS);
  const list = await tieredMatchList(
    db,
    and(
      byGame(input.game),
      pageStreamUrl(matches.streamUrl),
      inArray(matches.status, ["running", "not_started", "finished"]),
      sql`(${matches.status} <> 'finished' or ${matchFinishedAt(matches.endAt, matches.beginAt)} >= ${since.toISOString()})`,
    ),
    [streamStatusRank(matches.status), asc(matches.beginAt)],
    STREAMS_LIMIT,
    now,
  );
  return { ...list, matches: list.matches.sort(compareStreams) };
}

/** Matches of one tournament id, or (fallback) whose tournament name matches one of the candidates. */
export async function tournamentMatches(
  db: Db,
  input: { game: Game | null; tournamentId: number | null; nameCandidates: string[] },
  now: Date,
): Promise<PublicMatch[]> {
  const gameFilter = input.game ? eq(matches.game, input.game) : undefined;
  if (input.tournamentId !== null) {
    const byId = await selectTieredMatches(db, and(gameFilter, eq(matches.tournamentId, input.tournamentId)), [asc(matches.beginAt)], 500, now);
    if (byId.length > 0 || input.nameCandidates.length === 0) return byId;
  }
  for (const candidate of input.nameCandidates) {
    const escaped = candidate.replace(/[\\%_]/g, (c) => `\\${c}`);
    const found = await selectTieredMatches(db, and(gameFilter, sql`${matches.tournamentName} ilike ${`%${escaped}%`}`), [asc(matches.beginAt)], 500, now);
    if (found.length > 0) return found;
  }
  return [];
}
