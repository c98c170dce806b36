import { z } from "zod";
import { singleLine } from "./text";

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
