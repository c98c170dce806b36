import { and, asc, eq, gt, isNotNull, lte, or, sql, isNull, type Db, type SQL } from "@eb/db";
import { tournaments } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import {
  LIST_COUNT_CAP,
  TOURNAMENT_PAGE_SIZE,
  type PublicMatch,
  type PublicTournament,
  type PublicTournamentPage,
  type TournamentDetail,
  tournamentNameCandidates,
  tournamentStatus,
} from "../shared";
import { tournamentMatches, type GameFilter } from "./matches";
import { cappedCount } from "./capped-count";

export const DETAIL_SECTION_LIMIT = 10;

const publicTournamentColumns = {
  id: tournaments.id,
  game: tournaments.game,
  name: tournaments.name,
  slug: tournaments.slug,
  tier: tournaments.tier,
  beginAt: tournaments.beginAt,
  endAt: tournaments.endAt,
  prizePool: tournaments.prizePool,
  teamsCount: tournaments.teamsCount,
  leagueName: tournaments.leagueName,
  leagueSlug: tournaments.leagueSlug,
  serieName: tournaments.serieName,
  serieFullName: tournaments.serieFullName,
  serieSeason: tournaments.serieSeason,
  serieYear: tournaments.serieYear,
  region: tournaments.region,
  location: tournaments.location,
  description: tournaments.description,
  updatedAt: tournaments.updatedAt,
};

type TournamentRow = Awaited<ReturnType<typeof selectTournaments>>[number];

function selectTournaments(db: Db) {
  return db.select(publicTournamentColumns).from(tournaments);
}

function toPublicTournament(row: TournamentRow, now: Date): PublicTournament {
  return {
    ...row,
    status: tournamentStatus(row.beginAt, row.endAt, now),
    beginAt: row.beginAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const runningAt = (now: Date) => and(lte(tournaments.beginAt, now), or(isNull(tournaments.endAt), gt(tournaments.endAt, now)));
const upcomingAt = (now: Date) => or(gt(tournaments.beginAt, now), isNull(tournaments.beginAt));

type TournamentFilters = { game: GameFilter; status: "all" | "running" | "upcoming" };

const listedWhere = (input: TournamentFilters, now: Date) => {
  const statusFilter = input.status === "running" ? runningAt(now) : input.status === "upcoming" ? upcomingAt(now) : or(runningAt(now), upcomingAt(now));
  return and(isNotNull(tournaments.tier), input.game === "all" ? undefined : eq(tournaments.game, input.game), statusFilter);
};
const listedOrder = [sql`${tournaments.beginAt} asc nulls last`, asc(tournaments.id)];

/** Spec 7: running or upcoming tournaments with a non-null tier, earliest start first. */
export async function listTournaments(db: Db, input: TournamentFilters & { limit?: number }, now: Date): Promise<PublicTournament[]> {
  const rows = await selectTournaments(db)
    .where(listedWhere(input, now))
    .orderBy(...listedOrder)
    .limit(input.limit ?? 200);
  return rows.map((row) => toPublicTournament(row, now));
}

/**
 * The site search's words (the WebSite SearchAction target): a tournament whose name, league or
 * serie contains every word, whatever the case.
 */
function containsEveryWord(query: string): SQL | undefined {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = sql`lower(concat_ws(' ', ${tournaments.name}, ${tournaments.leagueName}, ${tournaments.serieFullName}))`;
  return words.length === 0 ? undefined : and(...words.map((word) => sql`strpos(${haystack}, ${word}) > 0`));
}

/**
 * /tournaments a page at a time (issue 38): the list's filters and search words in SQL, one page of
 * TOURNAMENT_PAGE_SIZE read in the list's order, and the count up to the cap. A page past the last
 * shows the last.
 */
export async function tournamentListPage(db: Db, input: TournamentFilters & { q: string; page: number }, now: Date): Promise<PublicTournamentPage> {
  const where = and(listedWhere(input, now), containsEveryWord(input.q));
  const counted = await cappedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(tournaments)
      .where(where)
      .limit(LIST_COUNT_CAP + 1)
      .as("found"),
  );
  const pageCount = Math.max(1, Math.ceil(counted.total / TOURNAMENT_PAGE_SIZE));
  const page = Math.min(Math.max(input.page, 1), pageCount);
  const rows = await selectTournaments(db)
    .where(where)
    .orderBy(...listedOrder)
    .limit(TOURNAMENT_PAGE_SIZE)
    .offset((page - 1) * TOURNAMENT_PAGE_SIZE);
  return { tournaments: rows.map((row) => toPublicTournament(row, now)), ...counted, page, pageCount };
}

export type TournamentLookup = { game: Game | null; id: number | null; name: string | null; slug: string | null };

async function findTournament(db: Db, lookup: TournamentLookup): Promise<TournamentRow | null> {
  const tiered = isNotNull(tournaments.tier);
  const game = lookup.game ? eq(tournaments.game, lookup.game) : undefined;
  if (lookup.id !== null) {
    const [row] = await selectTournaments(db)
      .where(and(tiered, game, eq(tournaments.id, lookup.id)))
      .limit(1);
    if (row) return row;
  }
  if (lookup.slug) {
    const [row] = await selectTournaments(db)
      .where(and(tiered, game, eq(tournaments.slug, lookup.slug)))
      .limit(1);
    if (row) return row;
  }
  if (lookup.name) {
    const [row] = await selectTournaments(db)
      .where(and(tiered, game, sql`lower(${tournaments.name}) = lower(${lookup.name})`))
      .orderBy(sql`${tournaments.beginAt} desc nulls last`)
      .limit(1);
    if (row) return row;
  }
  return null;
}

/** Spec: a fallback record with status upcoming when only matches exist. */
function fallbackTournament(lookup: TournamentLookup, sample: PublicMatch, now: Date): PublicTournament {
  return {
    id: sample.tournamentId ?? lookup.id ?? 0,
    game: sample.game,
    name: sample.tournamentName ?? lookup.name ?? lookup.slug ?? "Tournament",
    slug: lookup.slug,
    status: "upcoming",
    tier: null,
    beginAt: null,
    endAt: null,
    prizePool: null,
    teamsCount: 0,
    leagueName: sample.leagueName,
    leagueSlug: null,
    serieName: sample.serieName,
    serieFullName: sample.serieFullName,
    serieSeason: null,
    serieYear: null,
    region: null,
    location: null,
    description: null,
    updatedAt: now.toISOString(),
  };
}

const startMs = (m: PublicMatch) => (m.beginAt ? Date.parse(m.beginAt) : Number.NaN);

/**
 * The detail screen: the tournament (by id, slug or name) and its matches split into live,
 * upcoming (start in the future) and recent (finished, or upcoming with a start already past).
 * Null when neither a tournament nor any of its matches is found.
 */
export async function tournamentDetail(db: Db, lookup: TournamentLookup, now: Date): Promise<TournamentDetail | null> {
  const row = await findTournament(db, lookup);
  const nameForFallback = row?.name ?? lookup.name ?? lookup.slug?.replace(/-/g, " ") ?? null;
  const all = await tournamentMatches(
    db,
    {
      game: row?.game ?? lookup.game,
      tournamentId: row?.id ?? lookup.id,
      nameCandidates: nameForFallback ? tournamentNameCandidates(nameForFallback) : [],
    },
    now,
  );
  if (!row && all.length === 0) return null;
  const nowMs = now.getTime();
  const live = all.filter((m) => m.status === "running");
  const upcomingAll = all.filter((m) => m.status === "not_started" && startMs(m) >= nowMs);
  const recentAll = all.filter((m) => m.status === "finished" || (m.status === "not_started" && startMs(m) < nowMs)).sort((a, b) => startMs(b) - startMs(a));
  return {
    tournament: row ? toPublicTournament(row, now) : fallbackTournament(lookup, all[0]!, now),
    isFallback: !row,
    live,
    upcoming: upcomingAll.slice(0, DETAIL_SECTION_LIMIT),
    upcomingTotal: upcomingAll.length,
    recent: recentAll.slice(0, DETAIL_SECTION_LIMIT),
    totalMatches: all.length,
  };
}
