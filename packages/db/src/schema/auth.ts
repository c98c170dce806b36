import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const USER_ROLES = ["admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Back-office accounts. `email` is stored lowercased; `password_hash` is an argon2id PHC string and never leaves the server. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name"),
    /** Last successful password sign-in (the Team list shows it). */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

/** A user is an admin only when a row with role 'admin' exists (positive check on every call). */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<UserRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Server-side sessions. Only the SHA-256 of the cookie token is stored. A session created by a
 * password on an account with a verified factor stays `mfa_pending` until the code is verified.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mfaPending: boolean("mfa_pending").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** Absolute expiry, fixed at sign-in and kept across rotation. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    /** When this session last confirmed password and code (step-up); sensitive actions need it within 5 minutes. */
    stepUpAt: timestamp("step_up_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const MFA_FACTOR_TYPES = ["totp"] as const;
export type MfaFactorType = (typeof MFA_FACTOR_TYPES)[number];
export type MfaFactorStatus = "unverified" | "verified";

/** Second factors. The TOTP secret is AES-256-GCM encrypted; `last_used_step` refuses replays. */
export const mfaFactors = pgTable(
  "mfa_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    factorType: text("factor_type").$type<MfaFactorType>().notNull().default("totp"),
    friendlyName: text("friendly_name"),
    status: text("status").$type<MfaFactorStatus>().notNull().default("unverified"),
    secretEncrypted: text("secret_encrypted").notNull(),
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
  },
  (t) => [index("mfa_factors_user_idx").on(t.userId)],
);

/** Single-use recovery codes, stored as keyed hashes (HMAC-SHA256). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_unique").on(t.userId, t.codeHash)],
);
