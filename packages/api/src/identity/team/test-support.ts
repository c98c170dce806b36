import { eq } from "drizzle-orm";
import type { Db } from "@eb/db";
import { auditLogs } from "@eb/db/schema";
import { advance, type signedInAdmin } from "../test-support";
import { timeStep, totpAt } from "../factors/totp";

export type TestAdmin = Awaited<ReturnType<typeof signedInAdmin>>;

/** The admin confirms password and a fresh code (one TOTP step later, so the code was never used). */
export async function stepUp(admin: TestAdmin, clock: { now: Date }) {
  advance(clock, 30_000);
  return admin.browser.api.accounts.stepUp({ password: admin.password, code: await totpAt(admin.secret, timeStep(clock.now)) });
}

export function auditRows(db: Db, action: string) {
  return db
    .select({ userId: auditLogs.userId, resourceType: auditLogs.resourceType, resourceId: auditLogs.resourceId, eventData: auditLogs.eventData })
    .from(auditLogs)
    .where(eq(auditLogs.action, action));
}
