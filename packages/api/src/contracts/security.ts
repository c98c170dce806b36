import { z } from "zod";

/** Periods of the Security tab, in days: never longer than security events are kept (30 days, see sync/security-retention.ts). */
export const SECURITY_PERIODS = [1, 7, 30] as const;
export type SecurityPeriodDays = (typeof SECURITY_PERIODS)[number];

export const securityPeriodInput = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30)]).default(7),
});

/** Opening the Security or Analytics tab: whether this opening was audited (once per session and hour). */
export const recordedViewOutput = z.object({ recorded: z.boolean() });

/** `security.stats`: the Security tab's counts over the chosen period. */
export const securityStatsOutput = z.object({
  authAttempts: z.number(),
  failedAttempts: z.number(),
  rateLimitHits: z.number(),
  adminActions: z.number(),
});

/** `security.status`: what the server enforces and records right now. */
export const securityStatusOutput = z.object({
  rateLimiting: z.object({
    active: z.boolean(),
    login: z.string(),
    adminMutations: z.string(),
    verificationCodes: z.string(),
    hitsLast24h: z.number(),
  }),
  auditLogging: z.object({ active: z.boolean(), lastEntryAt: z.string().nullable() }),
});
