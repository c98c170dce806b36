/**
 * Matches and tournaments as schema.org SportsEvents (pure), with what Google lists as required and
 * recommended for an Event: both competitors, a start with its offset, status, online attendance
 * with a VirtualLocation, organizer, image, description, and the tournament as superEvent.
 */
import { GAME_FULL_NAMES, matchPath, type PublicMatch, type PublicTournament, teamPath, tournamentPath } from "../shared";
import { DEFAULT_IMAGE_PATH } from "./site-ld";

type Ld = Record<string, unknown>;

const SCHEMA = "https://schema.org/";

/**
 * schema.org's EventStatusType has no "live" or "finished": a running or finished match takes or
 * took place as scheduled (EventScheduled). Only a cancelled or postponed one says otherwise.
 */
export function eventStatus(status: string): string {
  if (status === "canceled" || status === "cancelled") return `${SCHEMA}EventCancelled`;
  if (status === "postponed") return `${SCHEMA}EventPostponed`;
  return `${SCHEMA}EventScheduled`;
}

/** ISO 8601 with an explicit offset ("2026-05-01T12:00:00+00:00"), as Google asks for Event dates. */
export function isoWithOffset(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

const absolute = (siteUrl: string, pathOrUrl: string) => (pathOrUrl.startsWith("http") ? pathOrUrl : siteUrl + pathOrUrl);

/** The tournament's SportsEvent id: its page URL with a fragment, the same on every page. */
export function tournamentEventId(siteUrl: string, t: { game: PublicMatch["game"]; id: number; name: string }): string {
  return `${siteUrl}${tournamentPath(t.game, t.id, t.name)}#event`;
}

/** A competitor: the team's name and logo, and its page when the provider gives its id. */
function teamLd(siteUrl: string, game: PublicMatch["game"], team: NonNullable<PublicMatch["teamA"]>): Ld {
  return {
    "@type": "SportsTeam",
    name: team.name,
    ...(team.logo ? { logo: absolute(siteUrl, team.logo) } : {}),
    ...(team.id !== null ? { url: siteUrl + teamPath(game, team.id, team.name) } : {}),
  };
}

/** The match page's URL, where every list's and page's SportsEvent of a match points (issue 24). */
export function matchPageUrl(siteUrl: string, m: Pick<PublicMatch, "game" | "id" | "teamA" | "teamB">): string {
  return siteUrl + matchPath(m.game, m.id, m.teamA?.name, m.teamB?.name);
}

/** A final score in words: schema.org's SportsEvent has no score property, so the description carries it. */
export function matchDescription(m: PublicMatch): string {
  const a = m.teamA?.name ?? "TBD";
  const b = m.teamB?.name ?? "TBD";
  const where = m.tournamentName ? ` at ${m.tournamentName}` : "";
  if (m.status === "finished" && m.teamAScore !== null && m.teamBScore !== null) {
    return `${GAME_FULL_NAMES[m.game]} result${where}: ${a} ${m.teamAScore}–${m.teamBScore} ${b}${m.winner ? `, ${m.winner} won` : ""}.`;
  }
  return `${GAME_FULL_NAMES[m.game]} match${where}: ${a} vs ${b}${m.status === "running" ? ", live now" : ""}.`;
}

/**
 * A match as a SportsEvent at its match page: both competitors (with their pages), status, start,
 * online location (the stream, else the page), organizer (the league) and the tournament as
 * superEvent. Null when it has no start time (startDate is required).
 */
export function matchEventLd(siteUrl: string, m: PublicMatch): Ld | null {
  if (!m.beginAt) return null;
  const a = m.teamA?.name ?? "TBD";
  const b = m.teamB?.name ?? "TBD";
  const tournament = m.tournamentId && m.tournamentName ? { game: m.game, id: m.tournamentId, name: m.tournamentName } : null;
  const url = matchPageUrl(siteUrl, m);
  const teams = [m.teamA, m.teamB].filter((t) => t !== null).map((t) => teamLd(siteUrl, m.game, t));
  const logos = [m.teamA?.logo, m.teamB?.logo].filter((l): l is string => Boolean(l)).map((l) => absolute(siteUrl, l));
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    "@id": `${url}#match-${m.id}`,
    name: `${a} vs ${b}`,
    description: matchDescription(m),
    sport: GAME_FULL_NAMES[m.game],
    startDate: isoWithOffset(m.beginAt),
    ...(m.endAt ? { endDate: isoWithOffset(m.endAt) } : {}),
    eventStatus: eventStatus(m.status),
    eventAttendanceMode: `${SCHEMA}OnlineEventAttendanceMode`,
    location: { "@type": "VirtualLocation", url: m.streamUrl ?? url },
    competitor: teams,
    performer: teams,
    organizer: { "@type": "Organization", name: m.leagueName ?? m.serieName ?? m.tournamentName ?? GAME_FULL_NAMES[m.game] },
    image: logos.length > 0 ? logos : [siteUrl + DEFAULT_IMAGE_PATH],
    ...(tournament
      ? {
          superEvent: {
            "@type": "SportsEvent",
            "@id": tournamentEventId(siteUrl, tournament),
            name: tournament.name,
            url: siteUrl + tournamentPath(tournament.game, tournament.id, tournament.name),
          },
        }
      : {}),
    url,
  };
}

/** Every match of a list with a start time, in one @graph block (one script tag for a long list). */
export function matchListLd(siteUrl: string, matches: PublicMatch[]): Ld | null {
  const events = matches.map((m) => matchEventLd(siteUrl, m)).filter((x): x is Ld => x !== null);
  if (events.length === 0) return null;
  return { "@context": "https://schema.org", "@graph": events.map(({ "@context": _, ...e }) => e) };
}

/**
 * Every match the tournament page shows (live, its upcoming and recent lists), like the match lists:
 * issue 13 asks for every match on the page, where spec 9 had 5. A match without a start is no Event.
 */
export function tournamentMatchesLd(siteUrl: string, matches: PublicMatch[]): Ld[] {
  return matches.map((m) => matchEventLd(siteUrl, m)).filter((x): x is Ld => x !== null);
}

/**
 * The tournament as a SportsEvent with the matches its page shows as sub-events. Online, with a VirtualLocation
 * (its page); a tournament with a venue ("Hamburg, Germany") is mixed, with a Place as well.
 */
export function tournamentEventLd(siteUrl: string, t: PublicTournament, matches: PublicMatch[], status: string): Ld {
  const url = siteUrl + tournamentPath(t.game, t.id, t.name);
  const game = GAME_FULL_NAMES[t.game];
  const online = { "@type": "VirtualLocation", url };
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    "@id": tournamentEventId(siteUrl, t),
    name: t.name,
    description:
      t.description?.trim() || `${t.name}${t.leagueName ? ` (${t.leagueName})` : ""}: ${game} tournament with its live, upcoming and finished matches.`,
    sport: game,
    ...(t.beginAt ? { startDate: isoWithOffset(t.beginAt) } : {}),
    ...(t.endAt ? { endDate: isoWithOffset(t.endAt) } : {}),
    eventStatus: eventStatus(status),
    eventAttendanceMode: `${SCHEMA}${t.location ? "Mixed" : "Online"}EventAttendanceMode`,
    location: t.location ? [online, { "@type": "Place", name: t.location, address: t.location }] : online,
    organizer: { "@type": "Organization", name: t.leagueName ?? t.serieName ?? t.name },
    image: [siteUrl + DEFAULT_IMAGE_PATH],
    url,
    subEvent: tournamentMatchesLd(siteUrl, matches).map(({ "@context": _, ...e }) => e),
  };
}
