import type { SecurityEventType } from "@eb/db/schema";
import { MINUTE_MS } from "../time";

/** Repeated events of one kind within this window are stored as one row with a count. */
export const SECURITY_EVENT_WINDOW_MS = 10 * MINUTE_MS;

/**
 * Detail fields that classify an event (why it happened), as opposed to describing it (which
 * path, which email). Callers fill them with server constants; a value that does not look like
 * one is folded into "other", so even a careless caller cannot let request text split the rows.
 */
const CLASSIFYING_FIELDS = ["stage", "reason", "scope", "by", "method", "mfaPending"] as const;
const CONSTANT_LIKE = /^[a-z0-9_:.-]{1,40}$/i;

export type BucketedEvent = {
  type: SecurityEventType;
  success?: boolean | null;
  userId?: string | null;
  detail?: Record<string, unknown> | null;
};

function classifier(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string" && CONSTANT_LIKE.test(value)) return value;
  return "other";
}

/** The row key of an event: its kind, from server-chosen fields only. */
export function eventBucket(event: BucketedEvent): string {
  const parts: string[] = [event.type, String(event.success ?? "null"), event.userId ?? "-"];
  for (const field of CLASSIFYING_FIELDS) {
    const value = classifier(event.detail?.[field]);
    if (value !== null) parts.push(`${field}=${value}`);
  }
  return parts.join("|");
}

export const eventWindowStart = (now: Date) => new Date(Math.floor(now.getTime() / SECURITY_EVENT_WINDOW_MS) * SECURITY_EVENT_WINDOW_MS);
