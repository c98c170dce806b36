import { adminProcedure } from "../identity";
import { dataStatisticsInput, apiUsageOutput, dataStatisticsOutput, oddsFeedOutput, oddsFeedsOutput, providerUsageOutput } from "../contracts";
import { createAdminRouter } from "../platform";
import { apiUsageMonitor } from "./api-usage";
import { dataStatistics } from "./data-statistics";
import { oddsFeedCard } from "./odds-feed";
import { oddsFeedsCard } from "./odds-feeds";
import { providerUsage } from "./provider-usage";

/** Debug Tools tab: API usage monitor, provider card, odds feed card, data filters and statistics. Reads only. */
export const debugAdminRouter = createAdminRouter({
  /** Calls this hour against the hourly limit, top endpoints, the last 12 hours. */
  apiUsage: adminProcedure.output(apiUsageOutput).query(({ ctx }) => apiUsageMonitor(ctx.db, ctx.now())),
  /** The esports data provider: token configured (never the token), base URL, per-key limits and breakers. */
  provider: adminProcedure.output(providerUsageOutput).query(({ ctx }) => providerUsage(ctx.db, ctx.esportsProvider, ctx.now())),
  /** The odds feed: key configured (never the key), budget, each game's last poll and breaker, unmatched events, unmapped bookmaker keys. */
  oddsFeed: adminProcedure.output(oddsFeedOutput).query(({ ctx }) => oddsFeedCard(ctx.db, ctx.oddsFeed, ctx.now())),
  /** Every odds feed: polled or not configured, its own budget, provider quota, last poll and breakers. */
  oddsSources: adminProcedure.output(oddsFeedsOutput).query(({ ctx }) => oddsFeedsCard(ctx.db, ctx.oddsFeeds, ctx.now())),
  /** Tournament and match counts per tier and under the chosen tier and game. */
  dataStatistics: adminProcedure
    .input(dataStatisticsInput)
    .output(dataStatisticsOutput)
    .query(({ ctx, input }) => dataStatistics(ctx.db, input)),
});
