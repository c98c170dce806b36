import type { Db } from "@eb/db";
import type { AuditAction } from "@eb/db/schema";
import { DomainError } from "../errors";
import { writeAudit } from "./write-audit";
import { adminMiddleware } from "../trpc/admin";

/** What a mutation tells its audit row; `"skip"` when it changed nothing worth recording. */
export type AuditDetails = {
  resourceId?: string | null;
  before?: unknown;
  after?: unknown;
  data?: Record<string, unknown>;
};
export type AuditNote = (details: AuditDetails | "skip") => void;

/** Marks the middleware so the authorization walk test can prove every admin mutation is audited. */
export const AUDITED = Symbol.for("eb.audited");
export type AuditedTag = { action: AuditAction; resourceType: string };

/**
 * Runs the rest of the procedure (input parsing, resolver, service) in one transaction and writes
 * the audit row in that same transaction: the change and its record commit or roll back together.
 * The resolver sees `ctx.db` as the transaction and may add details with `ctx.audit({...})`.
 * Writes that must survive a refused attempt (throttle hits, security events) belong in a
 * middleware placed before this one.
 */
export function audited(action: AuditAction, resourceType: string) {
  const middleware = adminMiddleware(async ({ ctx, next }) => {
    const admin = ctx.admin;
    if (!admin) throw new DomainError("not_signed_in", "Not signed in");
    const now = ctx.now();
    let details: AuditDetails | "skip" = {};
    const audit: AuditNote = (d) => {
      details = d;
    };
    const proceed = (db: Db) => next({ ctx: { db, audit } });
    let failed: Awaited<ReturnType<typeof proceed>> | undefined;
    const committed = await ctx.db
      .transaction(async (tx) => {
        const result = await proceed(tx);
        if (!result.ok) {
          failed = result;
          throw ROLLBACK;
        }
        const d: AuditDetails | "skip" = details;
        if (d !== "skip") {
          const eventData = { ...d.data, ...(d.before !== undefined ? { before: d.before } : {}), ...(d.after !== undefined ? { after: d.after } : {}) };
          await writeAudit(tx, { userId: admin.userId, action, resourceType, resourceId: d.resourceId ?? null, eventData }, now);
        }
        return result;
      })
      .catch((err: unknown) => {
        if (err === ROLLBACK && failed) return failed;
        throw err;
      });
    return committed;
  });
  const tag: AuditedTag = { action, resourceType };
  for (const fn of middleware._middlewares) Object.assign(fn, { [AUDITED]: tag });
  return middleware;
}

/** Thrown inside the transaction to roll it back when the procedure failed; never escapes. */
const ROLLBACK = Symbol("rollback");
