import { customType, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { affiliateClicks } from "./revenue";

/** Raw bytes (the keyed digests below): half the size of their hex, compared bytewise. */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Issue 38: the /go click counting the instances share. Each instance decides its own repeats in
 * memory at once (bookmakers/click-counter.ts) and settles the rest here when it writes its batch
 * of hits: a visitor counts once per target and 30 s, and an address at most 10 times a clock
 * minute, on any number of instances behind any routing.
 *
 * Both tables are UNLOGGED (the migration creates them so; Drizzle cannot say it): a row lives at
 * most a minute or two and is pruned continuously, and after a crash PostgreSQL empties them, which
 * costs at most one window of double counting. Nothing here leads back to an address: the
 * fingerprints are digests keyed with a key of the day derived from the server's master key, which
 * the database never sees.
 */

/** A visitor's counted hit on one target (redirect and kind of hit), held until its window ends. */
export const goVisitorHolds = pgTable(
  "go_visitor_holds",
  {
    /** 16 bytes of the keyed digest of (address, user agent, target). */
    fingerprint: bytes("fingerprint").primaryKey(),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
    /** The counted click's id (when the redirect carried one): a repeat's id on another instance becomes its alias. */
    clickId: text("click_id"),
    /** Aliases recorded for this click so far (capped: an anonymous caller cannot grow them without bound). */
    aliases: smallint("aliases").notNull().default(0),
  },
  (t) => [index("go_visitor_holds_until_idx").on(t.heldUntil)],
);

/** Recorded hits per address (IPv6: per /64) and clock minute, shared by the instances. */
export const goAddressMinutes = pgTable(
  "go_address_minutes",
  {
    /** 16 bytes of the keyed digest of the address. */
    address: bytes("address").notNull(),
    /** Minutes since the epoch. */
    minute: integer("minute").notNull(),
    /** Hits the instances tried to record (may pass the budget: only the first ones are kept). */
    hits: integer("hits").notNull(),
  },
  // No index on minute: pruning reads the table (two minutes of addresses at most) every 10 s,
  // cheaper than one more index entry for every address counted.
  (t) => [primaryKey({ columns: [t.address, t.minute] })],
);

/**
 * Another id for a counted click: a repeat inside the window that reached another instance was
 * redirected with an id of its own before the instances settled who counted. A registration
 * reported with that id is attributed to the counted click. Bounded: a few per click (the hold's
 * `aliases`), and deleted with the click.
 */
export const affiliateClickAliases = pgTable(
  "affiliate_click_aliases",
  {
    aliasId: text("alias_id").primaryKey(),
    clickId: text("click_id")
      .notNull()
      .references(() => affiliateClicks.clickId, { onDelete: "cascade" }),
  },
  (t) => [index("affiliate_click_aliases_click_idx").on(t.clickId)],
);
