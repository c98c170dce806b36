/** What an edit changed, for the audit row: only the fields whose values differ, before and after. */
export type FieldChanges = { before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * The fields of `after` whose value differs from `before` (compared as JSON values, so a list of
 * key features counts as changed only when an entry differs). Null when nothing changed.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): FieldChanges | null {
  const changes: FieldChanges = { before: {}, after: {} };
  for (const key of Object.keys(after)) {
    if (isSameValue(before[key], after[key])) continue;
    changes.before[key] = before[key] ?? null;
    changes.after[key] = after[key] ?? null;
  }
  return Object.keys(changes.after).length > 0 ? changes : null;
}

/** Deep equality of JSON values; undefined and null are the same "no value". */
export function isSameValue(a: unknown, b: unknown): boolean {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => isSameValue(v, b[i]));
  }
  if (typeof a === "object" && typeof b === "object") {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
    return [...keys].every((k) => isSameValue(ra[k], rb[k]));
  }
  return a === b;
}
