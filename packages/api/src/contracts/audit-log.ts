import { z } from "zod";
import { singleLine } from "./text";
import { jsonDocumentOutput } from "./output";

/** Rows per page of the audit log viewer. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_DATE_FORMAT = "Use a date such as 2026-11-22";
export const AUDIT_RANGE_ORDER = "The start date must be on or before the end date";

/** A calendar day (UTC), as a date input gives it. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_DATE_FORMAT)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), AUDIT_DATE_FORMAT);

/** The audit log viewer's filters and page: newest first, every filter optional, days inclusive (UTC). */
export const auditLogInput = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    action: singleLine({ max: 60 }).optional(),
    userId: z.uuid().optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: AUDIT_RANGE_ORDER, path: ["to"] });
export type AuditLogFilters = z.input<typeof auditLogInput>;

/**
 * One page of the audit log viewer. `eventData` is the row's details as its action wrote them
 * (before and after a change): shown whole, by design. `pageSize` is not on screen; the API's tests read it.
 */
export const auditLogPageOutput = z.object({
  rows: z.array(
    z.object({
      id: z.number(),
      createdAt: z.string(),
      action: z.string(),
      resourceType: z.string(),
      resourceId: z.string().nullable(),
      actorEmail: z.string().nullable(),
      eventData: jsonDocumentOutput.nullable(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  pageCount: z.number(),
});

/** The filters' choices: the actions the log holds and the accounts that acted. */
export const auditLogFiltersOutput = z.object({
  actions: z.array(z.string()),
  accounts: z.array(z.object({ id: z.string(), email: z.string() })),
});
