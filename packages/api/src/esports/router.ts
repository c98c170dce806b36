import { z } from "zod";
import { singleLine } from "../contracts";
import { TOURNAMENT_MAX_PAGES } from "../shared";
import { GAMES } from "@eb/db/games";
import { notFound, publicProcedure, router } from "../platform";
import { recentResults, streamMatches, upcomingMatchList } from "./matches";
import { listTournaments, tournamentDetail, tournamentListPage } from "./tournaments";
import { listTeamLogos } from "./team-logos";
import { matchDetail } from "./match-detail";
import { liveMatchList } from "./live-matches";
import { teamDetail } from "./team-detail";
import { teamRegions } from "../teams";
import { withCardOdds } from "../odds";
import { visitorOffers } from "../jurisdictions";

/** Spec 5: the game filter accepts only all, cs2, lol, valorant, dota2. */
export const gameFilterInput = z.enum(["all", ...GAMES]).default("all");
const gameInput = z.enum(GAMES);
/** A provider id: positive, and within the integers a page URL can carry exactly. */
const entityInput = z.object({ game: gameInput, id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const matchesRouter = router({
  upcoming: publicProcedure
    .input(z.object({ game: gameFilterInput, limit: z.number().int().min(1).max(100).optional() }))
    // The cards show each team's best price where bookmakers price the match (issue 25), among the
    // bookmakers licensed where the visitor is (issue 26).
    .query(async ({ ctx, input }) => {
      const now = ctx.now();
      const [list, offers] = await Promise.all([upcomingMatchList(ctx.db, input, now), visitorOffers(ctx)]);
      ctx.pageDependencies?.showsOdds(list.matches.map((m) => m.id));
      return { ...list, matches: await withCardOdds(ctx.db, list.matches, now, offers.isLicensed) };
    }),
  results: publicProcedure.input(z.object({ game: gameFilterInput })).query(({ ctx, input }) => {
    // A match that ends joins the list: a live change drops the cached page.
    if (ctx.pageDependencies) ctx.pageDependencies.anyLive = true;
    return recentResults(ctx.db, input, ctx.now());
  }),
  streams: publicProcedure.input(z.object({ game: gameFilterInput })).query(({ ctx, input }) => streamMatches(ctx.db, input, ctx.now())),
  /** The "Live now" blocks: the running matches, each with its map being played. */
  live: publicProcedure.input(z.object({ game: gameFilterInput })).query(async ({ ctx, input }) => {
    // Any live change drops the cached page: a listed match scoring or ending, and a match starting.
    if (ctx.pageDependencies) ctx.pageDependencies.anyLive = true;
    return liveMatchList(ctx.db, input, ctx.now());
  }),
  /** The match page: the match, its series, both teams' form and their meetings. */
  detail: publicProcedure.input(entityInput).query(async ({ ctx, input }) => {
    const detail = await matchDetail(ctx.db, input, ctx.now());
    if (!detail) throw notFound("Match Not Found");
    ctx.pageDependencies?.liveOf.add(input.id);
    return detail;
  }),
});

export const tournamentsRouter = router({
  list: publicProcedure
    .input(
      z.object({
        game: gameFilterInput,
        status: z.enum(["all", "running", "upcoming"]).default("all"),
        limit: z.number().int().min(1).max(200).optional(),
      }),
    )
    .query(({ ctx, input }) => listTournaments(ctx.db, input, ctx.now())),
  /** /tournaments: one page of the list, its search words applied, and the count (issue 38). */
  page: publicProcedure
    .input(
      z.object({
        game: gameFilterInput,
        status: z.enum(["all", "running", "upcoming"]).default("all"),
        q: singleLine({ max: 100 }).default(""),
        page: z.number().int().min(1).max(TOURNAMENT_MAX_PAGES).default(1),
      }),
    )
    .query(({ ctx, input }) => tournamentListPage(ctx.db, input, ctx.now())),
  detail: publicProcedure
    .input(
      z
        .object({
          game: gameInput.nullable().default(null),
          id: z.number().int().positive().nullable().default(null),
          name: singleLine({ min: 1, max: 300 }).nullable().default(null),
          slug: singleLine({ min: 1, max: 300 }).nullable().default(null),
        })
        .refine((v) => v.id !== null || v.name !== null || v.slug !== null, "A tournament id, name or slug is required"),
    )
    // Its upcoming cards show each team's best price, as the home page's do.
    .query(async ({ ctx, input }) => {
      const now = ctx.now();
      const [detail, offers] = await Promise.all([tournamentDetail(ctx.db, input, now), visitorOffers(ctx)]);
      if (!detail) throw notFound("Tournament Not Found");
      ctx.pageDependencies?.showsOdds(detail.upcoming.map((m) => m.id));
      return { ...detail, upcoming: await withCardOdds(ctx.db, detail.upcoming, now, offers.isLicensed) };
    }),
});

export const teamsRouter = router({
  logos: publicProcedure.input(z.object({ game: gameFilterInput })).query(({ ctx, input }) => listTeamLogos(ctx.db, input.game)),
  /** A game guide's 'Top Teams by Region', as edited on the Teams tab. */
  regions: publicProcedure.input(z.object({ game: gameInput })).query(({ ctx, input }) => teamRegions(ctx.db, input.game)),
  /** The team page: the team, its roster, results, matches and tournaments. */
  // Its upcoming cards show each team's best price, as the home page's do.
  detail: publicProcedure.input(entityInput).query(async ({ ctx, input }) => {
    const now = ctx.now();
    const [detail, offers] = await Promise.all([teamDetail(ctx.db, input, now), visitorOffers(ctx)]);
    if (!detail) throw notFound("Team Not Found");
    ctx.pageDependencies?.showsOdds(detail.upcoming.map((m) => m.id));
    return { ...detail, upcoming: await withCardOdds(ctx.db, detail.upcoming, now, offers.isLicensed) };
  }),
});
