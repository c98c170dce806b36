import { z } from "zod";
import { GAMES } from "../shared";
import { breakerOutput, oddsUnmappedOutput, oddsUnmatchedOutput } from "./debug";

/** Every odds feed the server knows (@eb/db's ODDS_SOURCES, repeated here: contracts are browser-safe). */
export const ODDS_FEED_SOURCES = ["the-odds-api", "stadar", "odds-api-io", "demo"] as const;
export type OddsFeedSource = (typeof ODDS_FEED_SOURCES)[number];

/** polled: running; not-configured: its key is not set; incomplete: its key is set, something else it needs is not (`note` says what). */
export const ODDS_FEED_STATES = ["polled", "not-configured", "incomplete"] as const;

const lastPoll = z.object({ at: z.string(), status: z.string(), error: z.string().nullable() });

/**
 * `debug.oddsSources`: every odds feed side by side (never a key): whether it is polled, its own hourly
 * budget against its calls in the last hour, what the provider last said is left of its plan, its
 * last poll, and each game's last poll and breaker (a feed's breakers are its own). A polled feed
 * the Odds Feed card does not cover (Stadar, Odds-API.io) also carries what it sent that the site
 * could not use: its unmatched events and unmapped bookmaker keys; null for the others.
 */
export const oddsFeedsOutput = z.object({
  feeds: z.array(
    z.object({
      source: z.enum(ODDS_FEED_SOURCES),
      state: z.enum(ODDS_FEED_STATES),
      note: z.string().nullable(),
      baseUrl: z.string().nullable(),
      hourlyBudget: z.number().nullable(),
      callsLastHour: z.number(),
      budgetLeft: z.number().nullable(),
      requestsRemaining: z.object({ count: z.number(), reportedAt: z.string() }).nullable(),
      lastPoll: lastPoll.nullable(),
      games: z.array(z.object({ game: z.enum(GAMES), breakerKey: z.string(), lastPoll: lastPoll.nullable(), breaker: breakerOutput })),
      unmatched: oddsUnmatchedOutput.nullable(),
      unmapped: oddsUnmappedOutput.nullable(),
    }),
  ),
});
