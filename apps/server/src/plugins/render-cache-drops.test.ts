import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "@eb/db";
import { matches } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { matchPath, type PublicMatch, type PublicMatchList } from "@eb/api/shared";
import { announceContentChange, liveStateAt, recordLiveChanges } from "@eb/api/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * The render cache drops only what a change touches: a price change to one match drops the pages
 * that show that match's prices, a live change that match's page; an admin's edit drops every page.
 * Pages are cached for ten minutes here, so only a drop explains a fresh render; a tournament name
 * changed on the match rows without any announcement shows which pages were rendered again.
 */
describe.each(testDrivers())("what a change drops from the render cache, on %s", (driver) => {
  let t: TestApp;
  let a: PublicMatch;
  let b: PublicMatch;
  const html = async (url: string) => (await t.app.inject({ url })).body.replace(/<!-- -->/g, "");
  const pageOf = (m: PublicMatch) => matchPath(m.game, m.id, m.teamA!.name, m.teamB!.name);
  const teamIds = (m: PublicMatch) => [m.teamA!.id!, m.teamB!.id!];
  const renameQuietly = (m: PublicMatch, tournamentName: string) => t.handle.db.update(matches).set({ tournamentName }).where(eq(matches.id, m.id));

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { GEO_IP_LOOKUP: "false" }, deps: { renderCacheMs: 600_000 } });
    const res = await t.app.inject({ url: `/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}` });
    const list = res.json<{ result: { data: PublicMatchList } }>().result.data.matches.filter((m) => m.teamA?.id && m.teamB?.id);
    a = list[0]!;
    b = list.find((m) => !teamIds(m).some((id) => teamIds(a).includes(id)))!;
  });
  afterAll(async () => t.close());

  it("a price change drops its match's page, a live change its match's page, an admin's edit every page", async () => {
    // A page without prices that shows match A's card (its tournament's name with it).
    const search = `/search?q=${encodeURIComponent(a.teamA!.name)}`;
    for (const [url, m] of [
      [pageOf(a), a],
      [pageOf(b), b],
      [search, a],
    ] as const)
      expect(await html(url), url).toContain(m.tournamentName!);
    await renameQuietly(a, "Quietly Renamed Alpha");
    await renameQuietly(b, "Quietly Renamed Bravo");
    expect(await html(pageOf(a))).not.toContain("Quietly Renamed Alpha");

    // A price of match A moved: A's page (its odds) is rendered again; B's and the search page are kept.
    const priced = t.app.contentChanges.next();
    await t.handle.db.transaction((tx) => announceContentChange(tx, "odds", [a.id]));
    await expect(priced).resolves.toEqual({ topic: "odds", matchIds: [a.id] });
    expect(await html(pageOf(a))).toContain("Quietly Renamed Alpha");
    expect(await html(pageOf(b))).not.toContain("Quietly Renamed Bravo");
    expect(await html(search)).not.toContain("Quietly Renamed Alpha");

    // Match B's live state changed: B's page is rendered again; the search page is still kept.
    const live = t.app.liveChanges.next();
    await t.handle.db.transaction((tx) => recordLiveChanges(tx, new Map([[b.id, liveStateAt(b.id, 0)]]), new Map([[b.id, liveStateAt(b.id, 1)]])));
    await expect(live).resolves.toBe(b.id);
    expect(await html(pageOf(b))).toContain("Quietly Renamed Bravo");
    expect(await html(search)).not.toContain("Quietly Renamed Alpha");

    // An admin's edit to the team lists: every page goes.
    const edited = t.app.contentChanges.next();
    await t.handle.db.transaction((tx) => announceContentChange(tx, "teams"));
    await edited;
    expect(await html(search)).toContain("Quietly Renamed Alpha");
  });

  it("any live change, a match starting too, drops the pages with a Live now block and the results, and no other", async () => {
    const res = await t.app.inject({ url: `/api/public/matches.streams?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}` });
    const streamed = res.json<{ result: { data: PublicMatchList } }>().result.data.matches.find((m) => m.teamA?.id && m.teamB?.id && m.tournamentName)!;
    const results = await t.app.inject({ url: `/api/public/matches.results?input=${encodeURIComponent(JSON.stringify({ game: "all" }))}` });
    const ended = results.json<{ result: { data: PublicMatch[] } }>().result.data.find((m) => m.tournamentName && m.id !== streamed.id)!;
    for (const url of ["/streams", pageOf(streamed)]) expect(await html(url), url).toContain(streamed.tournamentName!);
    expect(await html("/results")).toContain(ended.tournamentName!);
    await renameQuietly(streamed, "Quietly Renamed Streamed");
    await renameQuietly(ended, "Quietly Renamed Ended");
    // A match no page lists starts (its first live change): the streams page, with its Live now
    // block, is rendered again; the streamed match's own page is kept.
    const started = 987_654_321;
    const live = t.app.liveChanges.next();
    await t.handle.db.transaction((tx) => recordLiveChanges(tx, new Map(), new Map([[started, liveStateAt(started, 0)]])));
    await expect(live).resolves.toBe(started);
    expect(await html("/streams")).toContain("Quietly Renamed Streamed");
    // The results too: a live change may be a match ending, which joins them.
    expect(await html("/results")).toContain("Quietly Renamed Ended");
    expect(await html(pageOf(streamed))).not.toContain("Quietly Renamed Streamed");
  });
});
