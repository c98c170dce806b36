import type { FastifyInstance } from "fastify";
import { buildMatchCalendar, upcomingMatches } from "@eb/api";
import { parseGameFilter, GAME_FULL_NAMES } from "@eb/api/shared";
import type { Db } from "@eb/db";

export type CalendarFeedOptions = { db: Db; siteUrl: string; now: () => Date; siteName?: string };

/** GET /matches/upcoming.ics[?game=cs2]: upcoming matches as a subscribable iCalendar feed. */
export async function calendarFeedPlugin(app: FastifyInstance, opts: CalendarFeedOptions) {
  app.get<{ Querystring: { game?: string } }>("/matches/upcoming.ics", async (req, reply) => {
    const game = parseGameFilter(req.query.game);
    const now = opts.now();
    const matches = await upcomingMatches(opts.db, { game, limit: 100 }, now);
    const name = `${opts.siteName ?? "EsportsBetHub"}: ${game === "all" ? "Esports" : GAME_FULL_NAMES[game]} matches`;
    const body = buildMatchCalendar(matches, { siteUrl: opts.siteUrl, now, name });
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", `inline; filename="esports-matches${game === "all" ? "" : `-${game}`}.ics"`)
      .header("cache-control", "public, max-age=300")
      .send(body);
  });
}
