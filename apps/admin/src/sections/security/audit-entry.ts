import { actionLabel, fieldLabel, resourceTypeLabel, valueLabel } from "./audit-labels";

/** One audit log row as the server lists it. */
export type AuditRow = { action: string; resourceType: string; resourceId: string | null; eventData: Record<string, unknown> | null };

/** The row in words: what was done, to what (by name), and what changed. */
export type AuditEntry = { action: string; resource: string; changes: string[] };

/** Fields of event data that say how the row was made, not what changed. */
const NOT_A_CHANGE = new Set(["change", "name", "before", "after", "via", "factorType", "linkId", "session"]);
/** At most this many items of a list are spelt out. */
const LIST_ITEMS = 4;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A stored value in words: on/off, "none", a short list, a title of a key feature, an ISO time as a local one. */
export function formatValue(value: unknown, names: ReadonlyMap<number, string> = new Map()): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value).toLocaleString() : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    const items = value.map((v) =>
      typeof v === "number" && names.has(v)
        ? names.get(v)!
        : isRecord(v) && typeof v.title === "string"
          ? v.title
          : isRecord(v) && typeof v.name === "string"
            ? v.name
            : formatValue(v, names),
    );
    const shown = items.slice(0, LIST_ITEMS).join(", ");
    return items.length > LIST_ITEMS ? `${shown} and ${items.length - LIST_ITEMS} more` : shown;
  }
  return `${Object.keys(value).length} settings`;
}

/** "Active: on → off" per field that a before/after pair holds; a field only after is "Name: Vortex Bet". */
function fieldChanges(before: unknown, after: unknown, names: ReadonlyMap<number, string>): string[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const value = (v: unknown) => valueLabel(key, v) ?? formatValue(v, names);
    if (!(key in b)) return `${fieldLabel(key)}: ${value(a[key])}`;
    if (!(key in a)) return `${fieldLabel(key)}: ${value(b[key])} removed`;
    return `${fieldLabel(key)}: ${value(b[key])} → ${value(a[key])}`;
  });
}

const textOf = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/**
 * The name the row's resource had at the change: the name the server stored with it, or the one a
 * rename or a creation carries. For older bookmaker rows, written before names were stored, the
 * bookmaker's current name, said to be current.
 */
function resourceName(row: AuditRow, bookmakerNames: ReadonlyMap<number, string>): string {
  const data = row.eventData ?? {};
  const after = isRecord(data.after) ? data.after : {};
  const before = isRecord(data.before) ? data.before : {};
  const stored = textOf(data.name) ?? textOf(before.name) ?? textOf(after.name) ?? textOf(data.email);
  if (row.resourceType === "bookmaker") {
    if (stored) return stored;
    if (row.resourceId === null) return data.change === "order" ? "Bookmaker order" : "Bookmakers";
    const current = bookmakerNames.get(Number(row.resourceId));
    return current ? `${current} (its name now)` : "A removed bookmaker";
  }
  if (row.resourceType === "team_list" && row.resourceId) return `${resourceTypeLabel(row.resourceType)}: ${row.resourceId.toUpperCase()}`;
  return stored ?? resourceTypeLabel(row.resourceType);
}

export function describeAuditEntry(row: AuditRow, bookmakerNames: ReadonlyMap<number, string> = new Map()): AuditEntry {
  const data = row.eventData ?? {};
  const changes = fieldChanges(data.before, data.after, bookmakerNames);
  if (data.change === "create") changes.unshift("Created");
  for (const [key, value] of Object.entries(data)) {
    if (!NOT_A_CHANGE.has(key)) changes.push(`${fieldLabel(key)}: ${formatValue(value, bookmakerNames)}`);
  }
  return { action: actionLabel(row.action), resource: resourceName(row, bookmakerNames), changes };
}
