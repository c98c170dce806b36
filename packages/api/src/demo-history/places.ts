import { UNKNOWN, type JurisdictionCode } from "../jurisdictions";

/**
 * Where the demo's visitors are, with their shares (in hundredths): mostly the UK, US states and
 * Europe, some Ontario, and some nobody could place, so the Countries card and the refused clicks
 * of bookmakers not licensed there have something to show.
 */
const PLACES: readonly [JurisdictionCode, number][] = [
  ["GB", 30],
  ["US-NJ", 9],
  ["US-NY", 8],
  ["US", 5],
  ["DE", 10],
  ["SE", 8],
  ["CA-ON", 7],
  ["FR", 5],
  ["IE", 3],
  [UNKNOWN, 15],
];

/**
 * A session's place, from its id alone (FNV-1a), never from the day's random generator: the rest
 * of the history (sessions, clicks, A/B outcomes) stays what it was before places existed.
 */
export function demoPlace(sessionId: string): JurisdictionCode {
  let h = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) h = Math.imul(h ^ sessionId.charCodeAt(i), 0x01000193);
  let pick = (h >>> 0) % 100;
  for (const [code, share] of PLACES) {
    if (pick < share) return code;
    pick -= share;
  }
  return UNKNOWN;
}
