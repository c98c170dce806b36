import { toStorableText } from "./well-formed-text";

/** Limits on what one security event may store; the values are often request text an attacker chose. */
export const DETAIL_LIMITS = { maxKeys: 8, maxKeyLength: 40, maxStringLength: 200, maxTotalBytes: 1024 } as const;

/** Storable (jsonb refuses NUL and lone surrogates) and at most `max` characters, never cutting a pair. */
function capString(value: string, max: number): string {
  const chars = Array.from(toStorableText(value));
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
}

function capValue(value: unknown): string | number | boolean | null | undefined {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return capString(value, DETAIL_LIMITS.maxStringLength);
  if (value === undefined || typeof value === "function" || typeof value === "symbol") return undefined;
  // Nested values are flattened to bounded text rather than stored as they came.
  return capString(jsonText(value) ?? String(value), DETAIL_LIMITS.maxStringLength);
}

/** JSON.stringify, typed as it behaves: an object whose toJSON returns undefined (like undefined itself) has no JSON text. */
function jsonText(value: unknown): string | undefined {
  return JSON.stringify(value);
}

/**
 * A security event's detail with every size bounded: few keys, short keys, short flat values,
 * and a total JSON size cap (later keys are dropped first). Null when nothing is left.
 */
export function capEventDetail(detail: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!detail) return null;
  const capped: Record<string, unknown> = {};
  let keys = 0;
  for (const [key, raw] of Object.entries(detail)) {
    if (keys === DETAIL_LIMITS.maxKeys) break;
    const value = capValue(raw);
    if (value === undefined) continue;
    capped[capString(key, DETAIL_LIMITS.maxKeyLength)] = value;
    keys++;
  }
  const entries = Object.entries(capped);
  while (entries.length > 0 && Buffer.byteLength(JSON.stringify(Object.fromEntries(entries))) > DETAIL_LIMITS.maxTotalBytes) entries.pop();
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
