import { and, eq, gte, sql } from "drizzle-orm";
import { auditLogs } from "@eb/db/schema";
import { HOUR_MS, type AuditNote, type DbOrTx, type SignedInAdmin } from "../platform";
import { sha256Hex } from "../identity";

/** A view of the Security or Analytics tab is recorded once per session within this window. */
export const VIEW_RECORD_WINDOW_MS = HOUR_MS;

/** Identifies the session in the audit row without storing anything that leads back to its token. */
export const viewSessionTag = (tokenHash: string) => sha256Hex(`security-view:${tokenHash}`).slice(0, 16);

/** Records the view (`view_security_dashboard`, `view_analytics`) unless this session already has one within the window. */
export async function recordDashboardView(
  tx: DbOrTx,
  admin: SignedInAdmin,
  now: Date,
  audit: AuditNote,
  action: "view_security_dashboard" | "view_analytics" = "view_security_dashboard",
): Promise<{ recorded: boolean }> {
  const session = viewSessionTag(admin.tokenHash);
  const [seen] = await tx
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.userId, admin.userId),
        eq(auditLogs.action, action),
        gte(auditLogs.createdAt, new Date(now.getTime() - VIEW_RECORD_WINDOW_MS)),
        sql`${auditLogs.eventData}->>'session' = ${session}`,
      ),
    )
    .limit(1);
  if (seen) {
    audit("skip");
    return { recorded: false };
  }
  audit({ data: { session } });
  return { recorded: true };
}
