import { sql, type SQL } from "@eb/db";
import type { HourSpan } from "./ranges";
import { HOUR_MS } from "../../platform";

/** As a timestamptz parameter. */
export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** `column` is one of the span's hour buckets. */
export const inSpan = (column: SQL, span: HourSpan) => sql`${column} >= ${at(span.fromHour)} and ${column} <= ${at(span.toHour)}`;

/** The span's instants: [fromHour, toHour + 1 hour). */
export const spanEnd = (span: HourSpan) => new Date(span.toHour.getTime() + HOUR_MS);

/** A bigint or numeric from either driver as a number (0 for null). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
