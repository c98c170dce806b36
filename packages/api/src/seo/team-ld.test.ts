import { describe, expect, it } from "vitest";
import { sportsTeamLd } from "./team-ld";
import { matchEventLd } from "./event-ld";
import type { PublicMatch } from "../shared/public-types";

const SITE = "https://site.example";

describe("match and team pages' structured data", () => {
  it("a match's SportsEvent is its match page, with both competitors' pages, the stream as location and the tournament as superEvent", () => {
    const m: PublicMatch = {
      id: 7,
      game: "cs2",
      status: "running",
      beginAt: "2026-11-22T12:00:00.000Z",
      endAt: null,
      tournamentId: 3,
      tournamentName: "Playoffs",
      leagueName: "ESL Pro League",
      serieName: null,
      serieFullName: null,
      teamA: { id: 10, name: "Natus Vincere", acronym: "NAVI", logo: null },
      teamB: { id: null, name: "Mystery", acronym: null, logo: "/demo-logos/x.svg" },
      teamAScore: 1,
      teamBScore: 0,
      winner: null,
      streamUrl: "https://twitch.tv/esl",
    };
    expect(matchEventLd(SITE, m)).toMatchObject({
      "@id": `${SITE}/match/cs2/7/natus-vincere-vs-mystery#match-7`,
      url: `${SITE}/match/cs2/7/natus-vincere-vs-mystery`,
      eventStatus: "https://schema.org/EventScheduled",
      startDate: "2026-11-22T12:00:00+00:00",
      location: { "@type": "VirtualLocation", url: "https://twitch.tv/esl" },
      organizer: { "@type": "Organization", name: "ESL Pro League" },
      competitor: [
        { "@type": "SportsTeam", name: "Natus Vincere", url: `${SITE}/team/cs2/10/natus-vincere` },
        { "@type": "SportsTeam", name: "Mystery", logo: `${SITE}/demo-logos/x.svg` },
      ],
      superEvent: { "@type": "SportsEvent", name: "Playoffs", url: `${SITE}/tournament/cs2/3/Playoffs` },
    });
    expect(matchEventLd(SITE, { ...m, streamUrl: null })).toMatchObject({ location: { url: `${SITE}/match/cs2/7/natus-vincere-vs-mystery` } });
  });

  it("a team is a SportsTeam with its players as members, and only what is known", () => {
    const team = { id: 10, game: "cs2" as const, name: "Natus Vincere", acronym: "NAVI", logo: "https://cdn.example/navi.png", location: "UA" };
    const ld = sportsTeamLd(SITE, team, [
      { id: 1, name: "s1mple", firstName: "Oleksandr", lastName: null, role: "awper", nationality: "UA" },
      { id: 2, name: "b1t", firstName: null, lastName: null, role: null, nationality: null },
    ]);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "SportsTeam",
      "@id": `${SITE}/team/cs2/10/natus-vincere#team`,
      name: "Natus Vincere",
      alternateName: "NAVI",
      sport: "Counter-Strike 2",
      url: `${SITE}/team/cs2/10/natus-vincere`,
      logo: "https://cdn.example/navi.png",
      location: { "@type": "Place", name: "UA" },
      member: [
        { "@type": "Person", name: "s1mple", givenName: "Oleksandr", jobTitle: "awper", nationality: { "@type": "Country", name: "UA" } },
        { "@type": "Person", name: "b1t" },
      ],
      athlete: expect.any(Array),
    });
    expect(Object.keys(sportsTeamLd(SITE, { ...team, acronym: null, logo: null, location: null }, []))).toEqual([
      "@context",
      "@type",
      "@id",
      "name",
      "sport",
      "url",
    ]);
  });
});
