/** A team page's structured data (pure): schema.org SportsTeam with its current players as members. */
import { GAME_FULL_NAMES, teamPath, type PublicPlayer, type TeamDetail } from "../shared";

type Ld = Record<string, unknown>;

function playerLd(p: PublicPlayer): Ld {
  return {
    "@type": "Person",
    name: p.name,
    ...(p.firstName ? { givenName: p.firstName } : {}),
    ...(p.lastName ? { familyName: p.lastName } : {}),
    ...(p.role ? { jobTitle: p.role } : {}),
    // ISO 3166-1 alpha-2, which schema.org accepts as a Country's name.
    ...(p.nationality ? { nationality: { "@type": "Country", name: p.nationality } } : {}),
  };
}

/** Only what is known: no location, logo or members when the provider gives none. */
export function sportsTeamLd(siteUrl: string, team: TeamDetail["team"], roster: PublicPlayer[]): Ld {
  const url = siteUrl + teamPath(team.game, team.id, team.name);
  const members = roster.map(playerLd);
  return {
    "@context": "https://schema.org",
    "@type": "SportsTeam",
    "@id": `${url}#team`,
    name: team.name,
    ...(team.acronym && team.acronym !== team.name ? { alternateName: team.acronym } : {}),
    sport: GAME_FULL_NAMES[team.game],
    url,
    ...(team.logo ? { logo: team.logo.startsWith("http") ? team.logo : siteUrl + team.logo } : {}),
    ...(team.location ? { location: { "@type": "Place", name: team.location } } : {}),
    ...(members.length > 0 ? { member: members, athlete: members } : {}),
  };
}
