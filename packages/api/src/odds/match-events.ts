import { logoKeys, slugPart, teamInitials } from "../shared";
import { HOUR_MS, LruMap } from "../platform";

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

/** A name's forms without its initials (unless the name is written as them), and its initials apart. */
type NameForms = { forms: ReadonlySet<string>; initials: string | null };

/** Names repeat in every poll (the same teams, the same events): their forms are worked out once. */
const formsMemo = new LruMap<string, NameForms>(20_000);

function nameForms(name: string): NameForms {
  const known = formsMemo.get(name);
  if (known) return known;
  const raw = teamInitials(name);
  const initials = raw.length >= 2 && raw.length <= 4 ? slugPart(raw.toLowerCase(), "") || null : null;
  const forms = teamNameKeys(name);
  // The initials stay a form only when the name is nothing but them ("NV").
  if (initials !== null && initials !== slugPart(name.trim().toLowerCase(), "")) forms.delete(initials);
  const value = { forms, initials };
  formsMemo.set(name, value);
  return value;
}

/**
 * Two names are the same team when they share a form. Initials count only against a name written
 * as those initials ("NV" and "Natus Vincere"), never against another name's initials: "Team
 * Liquid" and "Team Lynx" share "tl" and are two teams, and a price on the wrong team is worse
 * than an event left unmatched.
 */
export function sameTeam(a: string, b: string): boolean {
  const of = nameForms(a);
  const ob = nameForms(b);
  for (const key of ob.forms) if (of.forms.has(key)) return true;
  return (of.initials !== null && ob.forms.has(of.initials)) || (ob.initials !== null && of.forms.has(ob.initials));
}

/**
 * Candidates by their teams' forms and initials, so an event is compared with the few matches
 * that could be it instead of every match of the game (a poll of 2,000 events against 2,000
 * matches would otherwise compare names four million times).
 */
export class CandidateIndex {
  private readonly byForm = new Map<string, MatchCandidate[]>();
  private readonly byInitials = new Map<string, MatchCandidate[]>();

  constructor(candidates: readonly MatchCandidate[]) {
    const add = (map: Map<string, MatchCandidate[]>, key: string, candidate: MatchCandidate) => {
      const list = map.get(key);
      if (!list) map.set(key, [candidate]);
      else if (list[list.length - 1] !== candidate) list.push(candidate);
    };
    for (const candidate of candidates) {
      for (const name of [candidate.teamAName, candidate.teamBName]) {
        if (!name) continue;
        const { forms, initials } = nameForms(name);
        for (const form of forms) add(this.byForm, form, candidate);
        if (initials !== null) add(this.byInitials, initials, candidate);
      }
    }
  }

  /** The candidates with a team sameTeam may accept for `name` (a superset: sameTeam decides). */
  near(name: string): MatchCandidate[] {
    const { forms, initials } = nameForms(name);
    const found = new Set<MatchCandidate>();
    for (const form of forms) {
      for (const candidate of this.byForm.get(form) ?? []) found.add(candidate);
      for (const candidate of this.byInitials.get(form) ?? []) found.add(candidate);
    }
    if (initials !== null) for (const candidate of this.byForm.get(initials) ?? []) found.add(candidate);
    return [...found];
  }
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

export function matchOddsEvent(
  event: OddsEventTeams,
  candidates: readonly MatchCandidate[] | CandidateIndex,
  toleranceMs = DEFAULT_START_TOLERANCE_MS,
): EventMatch {
  const near = (candidates instanceof CandidateIndex ? candidates : new CandidateIndex(candidates)).near(event.homeTeam);
  const byName = near.flatMap((candidate) => {
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
