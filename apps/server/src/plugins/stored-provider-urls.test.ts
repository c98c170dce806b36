import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { teams } from "@eb/db/schema";
import { addMatch, addTournament, hoursFrom } from "../../../../packages/api/src/testing/esports-rows";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-11-22T12:00:00Z");

/**
 * URLs already in the database that the mapping layer would refuse today: rows written before the
 * rule, or by another source. Each must stay off every page and API answer.
 */
const STORED_HOSTILE = [
  "vbscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "javascript:alert(document.domain)",
  " JavaScript:alert(2)",
  "//evil.example/x.png",
  "https:evil.example/x.png",
];
const GOOD_STREAM = "https://www.twitch.tv/goodchannel";
const GOOD_LOGO = "https://cdn.example/good-logo.png";

describe.each(testDrivers())("stored stream and logo URLs on the way to the page (%s)", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, now, seed: false, env: { NODE_ENV: "test" } });
    const tournament = await addTournament(t.handle.db, { tier: "a", name: "Stored URL Cup", slug: "stored-url-cup", beginAt: hoursFrom(now, -24) });
    for (const [i, url] of STORED_HOSTILE.entries()) {
      await addMatch(t.handle.db, {
        tournamentId: tournament.id,
        beginAt: hoursFrom(now, 1 + i),
        status: "not_started",
        teamAName: `Hostile ${i}`,
        teamALogo: url,
        teamBName: `Unlisted ${i}`,
        streamUrl: url,
      });
      // A team whose stored logo would be found by name for a match row without one.
      await t.handle.db.insert(teams).values({ id: 9000 + i, game: "cs2", name: `Unlisted ${i}`, imageUrl: url });
    }
    await addMatch(t.handle.db, {
      tournamentId: tournament.id,
      beginAt: hoursFrom(now, 20),
      teamAName: "Good Team",
      teamALogo: GOOD_LOGO,
      streamUrl: GOOD_STREAM,
    });
  });
  afterAll(() => t.close());

  const expectNoHostileUrl = (body: string) => {
    for (const url of STORED_HOSTILE) expect(body).not.toContain(JSON.stringify(url.trim()).slice(1, -1));
    expect(body).not.toMatch(/vbscript:|data:text\/html|javascript:|evil\.example/i);
  };

  // The streams page lists only the match with an http(s) stream; the others show the hostile rows without their URLs.
  it.each([
    ["/streams", "Good Team"],
    ["/matches/upcoming", "Hostile 0"],
    ["/matches/upcoming.ics", "Hostile 0"],
    ["/tournaments/stored-url-cup", "Hostile 0"],
  ])("%s shows the http(s) stream and none of the other URLs", async (url, shown) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(shown);
    expectNoHostileUrl(res.body);
    if (url !== "/tournaments/stored-url-cup") expect(res.body).toContain(GOOD_STREAM);
  });

  it("the public API's match lists and team logos carry no URL but the http(s) ones", async () => {
    for (const procedure of ["matches.streams", "matches.upcoming", "teams.logos"]) {
      const input = encodeURIComponent(JSON.stringify({ game: "cs2" }));
      const res = await t.app.inject({ url: `/api/public/${procedure}?input=${input}` });
      expect(res.statusCode, procedure).toBe(200);
      expectNoHostileUrl(res.body);
    }
    const streams = await t.app.inject({ url: `/api/public/matches.streams?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}` });
    const listed = streams.json().result.data.matches as { streamUrl: string | null; teamA: { logo: string | null } | null }[];
    // Only the match with an http(s) stream is a stream; its logo goes out as stored.
    expect(listed.map((m) => [m.streamUrl, m.teamA?.logo])).toEqual([[GOOD_STREAM, GOOD_LOGO]]);
    const upcoming = await t.app.inject({ url: `/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}` });
    const matches = upcoming.json().result.data.matches as { streamUrl: string | null; teamA: { logo: string | null } | null }[];
    expect(matches.filter((m) => m.streamUrl !== null || m.teamA?.logo !== null)).toHaveLength(1);
  });
});
