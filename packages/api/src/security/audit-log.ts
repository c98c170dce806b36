import { and, asc, count, desc, eq, gte, lt, sql, type Db } from "@eb/db";
import type { SQL } from "drizzle-orm";
import { auditLogs, users } from "@eb/db/schema";
import type { z } from "zod";
import { AUDIT_PAGE_SIZE, type auditLogInput } from "../contracts";
import { DAY_MS } from "../platform";

export type AuditLogRow = {
  id: number;
  createdAt: string;
  action: string;
  resourceType: string;
  resourceId: string | null;
  /** The acting account's email; null for the command line (demo seed) or a deleted account. */
  actorEmail: string | null;
  eventData: Record<string, unknown> | null;
};

export type AuditLogPage = { rows: AuditLogRow[]; page: number; pageSize: number; total: number; pageCount: number };

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + DAY_MS);

/** The where-clause of the viewer's filters (days are whole UTC days, both ends included). */
export function auditLogWhere(filters: z.output<typeof auditLogInput>): SQL | undefined {
  return and(
    filters.action ? eq(auditLogs.action, filters.action) : undefined,
    filters.userId ? eq(auditLogs.userId, filters.userId) : undefined,
    filters.from ? gte(auditLogs.createdAt, startOfDay(filters.from)) : undefined,
    filters.to ? lt(auditLogs.createdAt, dayAfter(filters.to)) : undefined,
  );
}

/** One page of the audit log, newest first, with the total the filters match (counted in SQL). */
export async function listAuditLog(db: Db, filters: z.output<typeof auditLogInput>): Promise<AuditLogPage> {
  const where = auditLogWhere(filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLogs).where(where);
  const rows = await db
    .select({
      id: auditLogs.id,
      createdAt: auditLogs.createdAt,
      action: auditLogs.action,
      resourceType: auditLogs.resourceType,
      resourceId: auditLogs.resourceId,
      actorEmail: users.email,
      eventData: auditLogs.eventData,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE);
  return {
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: filters.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: Number(total),
    pageCount: Math.max(1, Math.ceil(Number(total) / AUDIT_PAGE_SIZE)),
  };
}

/** What the filters offer: every action recorded, and every account that acted. */
export async function auditLogFilterOptions(db: Db): Promise<{ actions: string[]; accounts: { id: string; email: string }[] }> {
  const actions = await db.selectDistinct({ action: auditLogs.action }).from(auditLogs).orderBy(asc(auditLogs.action));
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`exists (select 1 from ${auditLogs} where ${auditLogs.userId} = ${users.id})`)
    .orderBy(asc(users.email));
  return { actions: actions.map((a) => a.action), accounts };
}
