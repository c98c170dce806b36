import { jurisdictionName, OTHER, parseJurisdiction, UNKNOWN } from "@eb/api/shared";

/** The rows every deployment keeps, named for what they do. */
export function ruleTitle(code: string): string {
  if (code === OTHER) return "Other countries";
  if (code === UNKNOWN) return "Unknown location (conservative default)";
  return `${code} — ${jurisdictionName(code)}`;
}

export const isKeptRule = (code: string) => code === OTHER || code === UNKNOWN;

/** A typed code read back: "GB — United Kingdom", or the entry as typed and that it is not a place we know. */
export type ReadCode = { entry: string; code: string | null; label: string };

export function readCode(entry: string): ReadCode {
  const code = parseJurisdiction(entry);
  return code ? { entry, code, label: `${code} — ${jurisdictionName(code)}` } : { entry, code: null, label: `${entry} — not a country or region code` };
}
