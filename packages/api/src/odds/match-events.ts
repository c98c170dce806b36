import { logoKeys, slugPart } from "../shared";
import { HOUR_MS } from "../platform";

/**
 * Which of our synced matches a provider event is: same game (the caller passes only that game's
 * matches), the same two teams by name, and a start time within a tolerance. Never guessed: two
 * candidates, or none, leave the event unmatched with a reason for Debug Tools.
 */

/** Providers list a match at its scheduled time; ours moves when the organiser reschedules. */
export const DEFAULT_START_TOLERANCE_MS = 6 * HOUR_MS;

/** One of our matches, as matching needs it; a side not yet known is null (such a match is never a candidate). */
export type MatchCandidate = { id: number; teamAName: string | null; teamBName: string | null; beginAt: Date | null };

export type OddsEventTeams = { homeTeam: string; awayTeam: string; commenceTime: Date };

export type EventMatch =
  | { matched: true; matchId: number; /** Which of our sides the provider's home team is (the away team is the other). */ homeSide: "teamA" | "teamB" }
  | { matched: false; reason: "no-team-match" }
  | { matched: false; reason: "start-time-mismatch"; matchIds: number[] }
  | { matched: false; reason: "ambiguous"; matchIds: number[] };

/**
 * The forms a team name is known by: the logos' name variants (lower case, without "Team ",
 * " Esports", " Clan", " Gaming", its initials), each folded like a URL word (accents off, every
 * run of other characters one hyphen), so "Ninjas in Pyjamas" and "ninjas-in-pyjamas" agree.
 */
export function teamNameKeys(name: string): Set<string> {
  return new Set(
    logoKeys(name)
      .map((key) => slugPart(key, ""))
      .filter((key) => key !== ""),
  );
}

/** Two names are the same team when they share a form. */
export function sameTeam(a: string, b: string): boolean {
  const keysOfA = teamNameKeys(a);
  for (const key of teamNameKeys(b)) if (keysOfA.has(key)) return true;
  return false;
}

/** How the event's home team sits on a candidate, if both names agree in one order or the other. */
function homeSideOn(event: OddsEventTeams, candidate: MatchCandidate): "teamA" | "teamB" | null {
  const { teamAName, teamBName } = candidate;
  if (!teamAName || !teamBName) return null;
  // The provider's order first: it is the usual case, and wins when both orders fit.
  if (sameTeam(event.homeTeam, teamAName) && sameTeam(event.awayTeam, teamBName)) return "teamA";
  if (sameTeam(event.homeTeam, teamBName) && sameTeam(event.awayTeam, teamAName)) return "teamB";
  return null;
}

export function matchOddsEvent(event: OddsEventTeams, candidates: readonly MatchCandidate[], toleranceMs = DEFAULT_START_TOLERANCE_MS): EventMatch {
  const byName = candidates.flatMap((candidate) => {
    const homeSide = homeSideOn(event, candidate);
    return homeSide ? [{ candidate, homeSide }] : [];
  });
  if (byName.length === 0) return { matched: false, reason: "no-team-match" };
  const inTime = byName.filter(
    ({ candidate }) => candidate.beginAt !== null && Math.abs(candidate.beginAt.getTime() - event.commenceTime.getTime()) <= toleranceMs,
  );
  if (inTime.length === 0) return { matched: false, reason: "start-time-mismatch", matchIds: byName.map(({ candidate }) => candidate.id) };
  if (inTime.length > 1) return { matched: false, reason: "ambiguous", matchIds: inTime.map(({ candidate }) => candidate.id) };
  const [only] = inTime;
  return { matched: true, matchId: only!.candidate.id, homeSide: only!.homeSide };
}

/** The Odds API names a draw outcome "Draw". */
const DRAW = "draw";

/**
 * Which side an outcome of a matched event backs: its name is the event's home or away team (as
 * the provider writes it, or in another of the team's forms), or the draw. Null for a name that
 * is none of them: that outcome is left out, not assigned by position.
 */
export function outcomeSide(outcomeName: string, event: OddsEventTeams, homeSide: "teamA" | "teamB"): "teamA" | "teamB" | "draw" | null {
  const awaySide = homeSide === "teamA" ? "teamB" : "teamA";
  if (outcomeName === event.homeTeam) return homeSide;
  if (outcomeName === event.awayTeam) return awaySide;
  if (outcomeName.trim().toLowerCase() === DRAW) return "draw";
  const home = sameTeam(outcomeName, event.homeTeam);
  const away = sameTeam(outcomeName, event.awayTeam);
  if (home && !away) return homeSide;
  if (away && !home) return awaySide;
  return null;
}
