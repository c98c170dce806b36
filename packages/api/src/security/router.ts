import { z } from "zod";
import { router } from "../trpc";
import { adminProcedure } from "../auth/admin-procedure";
import { ADMIN_MUTATION_LIMIT, LOGIN_LIMIT, MFA_CODE_LIMIT } from "../auth/constants";
import { writeAudit } from "./audit";
import { SECURITY_PERIODS, securityStats, type SecurityPeriodDays } from "./dashboard";
import { lastAuditAt } from "./status";

const periodInput = z.object({
  days: z.union(SECURITY_PERIODS.map((d) => z.literal(d)) as [z.ZodLiteral<1>, z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>]).default(7),
});

const perMinutes = (l: { limit: number; windowMs: number }) => `${l.limit} per ${l.windowMs / 60_000} minutes`;

export const securityRouter = router({
  /** Counts for the Security tab; viewing it is itself audited. */
  stats: adminProcedure.input(periodInput).query(async ({ ctx, input }) => {
    const now = ctx.now();
    await writeAudit(ctx.db, { userId: ctx.session.userId, action: "view_security_dashboard", resourceType: "security", eventData: { days: input.days } }, now);
    return securityStats(ctx.db, input.days as SecurityPeriodDays, now);
  }),
  /** What the server really enforces, for the status rows. */
  status: adminProcedure.query(async ({ ctx }) => ({
    rateLimiting: {
      active: true,
      login: perMinutes(LOGIN_LIMIT),
      adminMutations: perMinutes(ADMIN_MUTATION_LIMIT),
      verificationCodes: perMinutes(MFA_CODE_LIMIT),
    },
    auditLogging: { active: true, lastEntryAt: (await lastAuditAt(ctx.db))?.toISOString() ?? null },
  })),
});
