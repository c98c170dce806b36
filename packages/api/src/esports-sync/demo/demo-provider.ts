import { and, eq, inArray, queryRows, sql, type Db, type Game, type SyncKind } from "@eb/db";
import { matches, teams, tournaments } from "@eb/db/schema";
import { generateDemoData, seededRandom } from "@eb/db/seed";
import type { LiveContext, MatchRow, OpenMatch, ProviderContext, SyncBatch, SyncProvider, TournamentRow } from "../types";
import { advanceDemoMatches, DEMO_NEW_MATCH_ID_BASE, demoWorldIsPast, playDemoMaps, topUpDemoMatches } from "./demo-rules";

/**
 * The provider used when no PandaScore token is set: it keeps the demo data alive instead of
 * calling anyone. Matches start and finish as time passes, new upcoming ones appear, and a
 * demo world that is entirely in the past is generated again around the present (same ids).
 */
export class DemoProvider implements SyncProvider {
  readonly name = "demo" as const;
  constructor(
    private readonly db: Db,
    private readonly random?: () => number,
  ) {}

  async *fetch(game: Game, kind: SyncKind, ctx: ProviderContext): AsyncGenerator<SyncBatch> {
    const random = this.random ?? seededRandom(ctx.now.getTime() % 2_147_483_647);
    const demoTournaments = (await this.db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.source, "demo"), eq(tournaments.game, game)))) as TournamentRow[];
    if (demoWorldIsPast(demoTournaments, ctx.now)) {
      const world = generateDemoData(ctx.now);
      const worldTeams = world.teams.filter((t) => t.game === game);
      yield {
        teams: worldTeams,
        players: world.players.filter((p) => p.game === game),
        rosterTeamIds: worldTeams.map((t) => t.id),
        tournaments: world.tournaments.filter((t) => t.game === game),
        matches: world.matches.filter((m) => m.game === game),
      };
    }
    if (kind !== "matches") return;
    const open = (await this.db
      .select()
      .from(matches)
      .where(and(eq(matches.source, "demo"), eq(matches.game, game), inArray(matches.status, ["not_started", "running"])))) as MatchRow[];
    const advanced = advanceDemoMatches(open, ctx.now, random);
    const advancedIds = new Set(advanced.map((m) => m.id));
    const upcoming = open.filter((m) => !advancedIds.has(m.id) && m.status === "not_started" && m.beginAt && m.beginAt > ctx.now).length;
    const [teamRows, tournamentRows, [maxRow]] = await Promise.all([
      this.db
        .select()
        .from(teams)
        .where(and(eq(teams.source, "demo"), eq(teams.game, game))),
      this.db
        .select()
        .from(tournaments)
        .where(and(eq(tournaments.source, "demo"), eq(tournaments.game, game))),
      queryRows<{ id: string | number }>(
        this.db,
        "esports-sync.demo-next-match-id",
        sql`select coalesce(max(id), 0)::bigint as id from matches where id >= ${DEMO_NEW_MATCH_ID_BASE}`,
      ),
    ]);
    const nextId = Math.max(DEMO_NEW_MATCH_ID_BASE, Number(maxRow?.id ?? 0) + 1);
    const created = topUpDemoMatches({ upcoming, teams: teamRows, tournaments: tournamentRows, nextId, now: ctx.now }, random);
    yield { matches: [...advanced, ...created] };
  }

  /**
   * The demo's live source, through the live poll like PandaScore's: the open demo matches start,
   * play their maps one by one and finish as time passes. No request is made.
   */
  async *fetchLive(game: Game, open: readonly OpenMatch[], ctx: LiveContext): AsyncGenerator<SyncBatch> {
    if (open.length === 0) return;
    const random = this.random ?? seededRandom(ctx.now.getTime() % 2_147_483_647);
    const rows = (await this.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.source, "demo"),
          eq(matches.game, game),
          inArray(
            matches.id,
            open.map((m) => m.id),
          ),
        ),
      )) as MatchRow[];
    const started = advanceDemoMatches(rows, ctx.now, random);
    const startedIds = new Set(started.map((m) => m.id));
    const played = playDemoMaps(
      rows.filter((r) => !startedIds.has(r.id)),
      ctx.now,
      random,
    );
    if (started.length + played.length > 0) yield { matches: [...started, ...played] };
  }
}
