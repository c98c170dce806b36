/**
 * The odds comparison as the public site sees it (issue 25): match-winner prices per bookmaker for
 * one match, and the best price per side for the cards. Browser-safe; times are ISO strings.
 */
import type { OddsFeedLabel } from "./odds-markets";
import { HOUR_MS } from "./time";

/** A side of a match-winner market: our team A, team B, or the draw (three-way markets only). */
export type OddsSide = "teamA" | "teamB" | "draw";

/** How the visitor reads prices; remembered in the local preferences store. */
export const ODDS_FORMATS = ["decimal", "fractional", "american"] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/**
 * Where the prices came from: one of the feeds (The Odds API, Stadar, Odds-API.io), or invented demo
 * prices (labelled as demo). Every feed the database stores a price from (`OddsSourceName` in
 * @eb/db/schema, which browser code may not import: odds-types.test.ts holds the two equal), so a
 * new feed is named wherever a source is shown.
 */
export type OddsSourceLabel = OddsFeedLabel;

/** One price in the table. */
export type OddsCell = {
  price: number;
  /** The probability the price implies (1 / price). */
  impliedProbability: number;
  /** Whether this is the best price of its side among the table's fresh rows (ties: all of them). */
  best: boolean;
  /** How the price last moved: up (longer), down (shorter), or null (first seen). */
  movement: "up" | "down" | null;
};

/** One bookmaker's row: active, published, mapped to a feed key. */
export type OddsRow = {
  bookmakerId: number;
  bookmakerName: string;
  /** Its /go slug; null when it has no redirect (its prices show, unlinked). */
  redirectSlug: string | null;
  prices: Record<OddsSide, OddsCell | null>;
  /** The bookmaker's margin (overround) on this market; null while a side is not priced. */
  margin: number | null;
  /** When a poll last saw these prices offered. */
  seenAt: string;
  /** Older than ODDS_STALE_AFTER_MS: shown dimmed, never the best price. */
  stale: boolean;
};

/** One bookmaker's prices of one side over time, for the movement chart (and its table). */
export type OddsSeries = { bookmakerId: number; bookmakerName: string; side: OddsSide; points: { at: string; price: number }[] };

/** The odds table of a match page; null from the API when no mapped bookmaker prices the match. */
export type MatchOdds = {
  matchId: number;
  source: OddsSourceLabel;
  /** A draw is priced by at least one bookmaker: the table has three columns. */
  threeWay: boolean;
  rows: OddsRow[];
  /** The best fresh price per side (null when no fresh row prices it). */
  best: Record<OddsSide, number | null>;
  /** The newest seenAt of the rows: "Updated {time ago}". */
  updatedAt: string;
  /** The match has started: the feed stopped pricing it, and these are the last prices before the start. */
  closed: boolean;
};

/**
 * The movement chart's data, loaded by the chart itself (not part of the server render): each
 * shown bookmaker's prices per side, at most ODDS_HISTORY_POINTS points each (the last price of
 * each slice of the period), over the last ODDS_HISTORY_DAYS days of the match's prices.
 */
export type OddsHistory = { matchId: number; source: OddsSourceLabel; series: OddsSeries[] };

export const ODDS_HISTORY_DAYS = 7;
export const ODDS_HISTORY_POINTS = 96;

/** The best price per side on a match card; absent when no fresh odds exist. */
export type CardOdds = { teamA: number | null; teamB: number | null; draw: number | null; source: OddsSourceLabel };

/** Prices older than this (not seen by a poll since) are stale: dimmed, not the best, not on cards. */
export const ODDS_STALE_AFTER_MS = HOUR_MS;
/** Prices older than this are not shown at all (the feed dropped the bookmaker or the event). */
export const ODDS_HIDDEN_AFTER_MS = 12 * HOUR_MS;
