import { z } from "zod";

/** Periods of the Security tab, in days: never longer than security events are kept (30 days, see sync/security-retention.ts). */
export const SECURITY_PERIODS = [1, 7, 30] as const;
export type SecurityPeriodDays = (typeof SECURITY_PERIODS)[number];

export const securityPeriodInput = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30)]).default(7),
});
