import { ODDS_FORMATS, type OddsFormat } from "@eb/api/shared";
import { cachedRead, isObj, storedObject } from "./local-store";

/** What a price reads as until the visitor picks a format: decimal, as the server renders it. */
export const DEFAULT_ODDS_FORMAT: OddsFormat = "decimal";

/** A stored odds format, or the default for anything else (an old value, a hand-edited store). */
export function parseOddsFormat(value: unknown): OddsFormat {
  return ODDS_FORMATS.find((f) => f === value) ?? DEFAULT_ODDS_FORMAT;
}

/** The odds format in the store's text (under `preferences`, beside what the spec's store kept there). */
export function restoreOddsFormat(raw: string | null): OddsFormat {
  const stored = storedObject(raw);
  return parseOddsFormat(stored && isObj(stored.preferences) ? stored.preferences.oddsFormat : undefined);
}

/** The odds format the visitor picked (decimal until they pick one). */
export const storedOddsFormat: () => OddsFormat = /* @__PURE__ */ cachedRead(restoreOddsFormat);

/** What the server renders: decimal, since nothing is known about the visitor there. */
export const serverOddsFormat = (): OddsFormat => DEFAULT_ODDS_FORMAT;
