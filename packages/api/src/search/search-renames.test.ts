import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, queryRows, sql, type DbHandle } from "@eb/db";
import { teams, tournaments } from "@eb/db/schema";
import { publicRouter } from "../public-router";
import { createCallerFactory } from "../platform";
import { testContext } from "../testing/context";
import { writeBatch } from "../testing";

const now = new Date("2026-11-24T12:00:00Z");
const createCaller = createCallerFactory(publicRouter);

// The search reads each row's stored search text (teams.search_text, tournaments.search_text): a
// write that changes a name must change it too, whichever way the row is written.
describe.each(testDrivers())("site search after a rename on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  // A caller of its own for each search: the server drops its answer cache on such a write, a test has no server.
  const search = (q: string) => createCaller(testContext(handle.db, now)).search.results({ q });
  const team = (over: { name: string; acronym: string | null }) => ({ id: 41, source: "pandascore", game: "cs2" as const, ...over });
  const tournament = (over: { name: string; leagueName?: string | null }) => ({ id: 42, source: "pandascore", game: "cs2" as const, tier: "a", ...over });

  it("finds a team renamed by the sync by its new name and acronym, no longer by the old ones", async () => {
    await writeBatch(handle.db, { teams: [team({ name: "Ember Wolves", acronym: "EMB" })] });
    expect((await search("ember")).teams.map((t) => t.name)).toEqual(["Ember Wolves"]);

    await writeBatch(handle.db, { teams: [team({ name: "Nórdic Ravens", acronym: "NRV" })] });
    expect((await search("nordic rav")).teams.map((t) => t.name)).toEqual(["Nórdic Ravens"]);
    expect((await search("nrv")).teams.map((t) => t.acronym)).toEqual(["NRV"]);
    expect((await search("ember")).teams).toEqual([]);
    expect((await search("emb")).teams).toEqual([]);
  });

  it("finds a team whose acronym the sync removed, or that a direct update renamed, by what it holds now", async () => {
    await writeBatch(handle.db, { teams: [team({ name: "Ember Wolves", acronym: "XQZ" })] });
    expect((await search("xqz")).teams.map((t) => t.name)).toEqual(["Ember Wolves"]);
    await writeBatch(handle.db, { teams: [team({ name: "Ember Wolves", acronym: null })] });
    expect((await search("xqz")).teams).toEqual([]);
    expect((await search("ember wolves")).teams.map((t) => t.name)).toEqual(["Ember Wolves"]);
    await handle.db.update(teams).set({ name: "Quartz Owls", acronym: "QZO" }).where(eq(teams.id, 41));
    expect((await search("qzo")).teams.map((t) => t.name)).toEqual(["Quartz Owls"]);
    expect((await search("ember")).teams).toEqual([]);
  });

  it("finds a tournament renamed by the sync, in full or embedded in a match, by its new name and league", async () => {
    await writeBatch(handle.db, { tournaments: [tournament({ name: "Frostline Masters - Playoffs", leagueName: "Frostline Masters" })] });
    expect((await search("frostline")).tournaments.map((t) => t.id)).toEqual([42]);

    await writeBatch(handle.db, { tournaments: [tournament({ name: "Harbor Cup - Finals", leagueName: "Harbor Cup" })] });
    expect((await search("harbor cup")).tournaments.map((t) => t.name)).toEqual(["Harbor Cup - Finals"]);
    expect((await search("frostline")).tournaments).toEqual([]);

    // A tournament embedded in a match keeps the stored league (null there) and takes the new name.
    await writeBatch(handle.db, { embeddedTournaments: [tournament({ name: "Harbor Cup - Grand Final", leagueName: null })] });
    expect((await search("grand final")).tournaments.map((t) => t.name)).toEqual(["Harbor Cup - Grand Final"]);
    expect((await search("finals")).tournaments.map((t) => t.name)).toEqual(["Harbor Cup - Grand Final"]);
  });

  it("stores every row's search text as eb_search_text of its names", async () => {
    await writeBatch(handle.db, {
      teams: [team({ name: "Équipe Élan", acronym: "ÉLN" })],
      tournaments: [tournament({ name: "Copa Açaí", leagueName: null })],
    });
    await handle.db.update(tournaments).set({ leagueName: "Liga Niño" }).where(eq(tournaments.id, 42));
    const rows = await queryRows<{ text: string; expected: string }>(
      handle.db,
      "test.search-text",
      sql`select search_text as text, eb_search_text(name || ' ' || coalesce(acronym, '')) as expected from teams
        union all select search_text, eb_search_text(name || ' ' || coalesce(league_name, '')) from tournaments`,
    );
    expect(rows).toEqual([
      { text: "equipe elan eln", expected: "equipe elan eln" },
      { text: "copa acai liga nino", expected: "copa acai liga nino" },
    ]);
  });
});
