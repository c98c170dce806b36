import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { gameEnum } from "./common";

/** What a live event says changed: the match's score, maps or status ("state"). */
export const LIVE_EVENT_KINDS = ["state"] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * The log of live changes every server instance streams to open pages: one row per change of a
 * match's live state, written in the transaction that makes the change, so a change is written
 * once and announced once (the row's id goes out on the `eb_live` channel when it commits). The id
 * is the stream's event id: a client resuming with `Last-Event-ID` is sent every row after it,
 * so a reconnect or another instance misses nothing. Written only by the leader's live poll (no
 * anonymous caller writes here) and pruned after a day.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Our match id, without a foreign key: an event outlives nothing it needs (pruned after a day). */
    matchId: bigint("match_id", { mode: "number" }).notNull(),
    game: gameEnum("game").notNull(),
    kind: text("kind").$type<LiveEventKind>().notNull(),
    /** The match's live state after the change (packages/api/src/live/live-state.ts), as the streams send it. */
    state: jsonb("state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_events_match_idx").on(t.matchId, t.id), index("live_events_created_idx").on(t.createdAt)],
);
