import { and, eq, gte, isNotNull, type Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import { DEFAULT_START_TOLERANCE_MS } from "./match-events";
import { demoOddsSource } from "./demo-odds-source";
import type { OddsSource } from "./types";

/**
 * The demo odds source over the database: each poll prices the game's demo matches as they are
 * stored now (the demo provider moves them on), through the same matching and storage as a real
 * feed. Used only while the esports data is the demo world; the pages label its prices as demo.
 */
export function demoOddsFeed(db: Db): OddsSource {
  return {
    name: "demo",
    async *fetch(game, ctx) {
      const rows = await db
        .select({ id: matches.id, game: matches.game, teamAName: matches.teamAName, teamBName: matches.teamBName, beginAt: matches.beginAt })
        .from(matches)
        .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier)))
        .where(and(eq(matches.game, game), eq(matches.source, "demo"), gte(matches.beginAt, new Date(ctx.now.getTime() - DEFAULT_START_TOLERANCE_MS))));
      yield* demoOddsSource(rows).fetch(game, ctx);
    },
  };
}
