import { desc } from "drizzle-orm";
import type { Db } from "@eb/db";
import { auditLogs } from "@eb/db/schema";

export async function lastAuditAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: auditLogs.createdAt }).from(auditLogs).orderBy(desc(auditLogs.createdAt)).limit(1);
  return row?.at ?? null;
}
