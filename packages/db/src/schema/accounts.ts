import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * What a one-time link lets its holder do: become a new admin, set a new password for an admin, or
 * create the first admin of a server that has none (`setup`, printed to the server's console).
 */
export const ONE_TIME_LINK_KINDS = ["invite", "password_reset", "setup"] as const;
export type OneTimeLinkKind = (typeof ONE_TIME_LINK_KINDS)[number];

/**
 * One-time links that let a new admin set a password, or an existing admin set a new one (`kind`). Only the SHA-256 of the token is stored;
 * accepting deletes the row (single use), and a link expires 24 hours after it was created.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    kind: text("kind").$type<OneTimeLinkKind>().notNull().default("invite"),
    /** Lowercased, like users.email. Null for a setup link: whoever holds it names the first admin's email. */
    email: text("email"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("admin_invitations_token_unique").on(t.tokenHash), index("admin_invitations_expires_idx").on(t.expiresAt)],
);
