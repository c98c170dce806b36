import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookmakers } from "./bookmakers";

export const POSTBACK_OUTCOMES = ["stored", "duplicate", "refused"] as const;
export type PostbackOutcome = (typeof POSTBACK_OUTCOMES)[number];

/**
 * The last postbacks each programme sent (what the programme card lists): when, which event and
 * transaction, and what became of it. Bounded: each write keeps the newest 100 per bookmaker.
 * Never the secret, the signature or the sender's address; a postback naming no programme (an
 * unknown key) is not kept here but counted in the security log.
 */
export const affiliatePostbackDeliveries = pgTable(
  "affiliate_postback_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** As read from the postback (null when it could not be read), at most 100 characters each. */
    event: text("event"),
    transactionId: text("transaction_id"),
    outcome: text("outcome").$type<PostbackOutcome>().notNull(),
    /** Why it was refused ("currency: required with amount (ISO 4217)"); null otherwise. */
    reason: text("reason"),
  },
  (t) => [index("affiliate_postback_deliveries_bookmaker_idx").on(t.bookmakerId, t.id)],
);
