import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { teamLists, teams } from "@eb/db/schema";
import { publicRegions, teamsTab } from "./test-support";

/** Names as the guide shows them when none is a synced team: no team page links. */
const unlinked = (names: string[]) => names.map((name) => ({ name, path: null }));

describe.each(testDrivers())("a game guide's team lists by region (%s)", (driver) => {
  let handle: DbHandle;
  const now = new Date("2026-03-01T10:00:00Z");

  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("shows each game's built-in lists: regions with their names and teams, nothing of the editing data", async () => {
    const cs2 = await publicRegions(handle.db, now, "cs2");
    expect(cs2[3]).toEqual({ name: "Asia-Pacific", teams: unlinked(["The MongolZ", "TYLOO", "Lynn Vision", "FlyQuest"]) });
    expect((await publicRegions(handle.db, now, "lol")).map((r) => r.name)).toEqual(["LCK (Korea)", "LPL (China)", "LEC (Europe)", "LTA (Americas)"]);
    expect((await publicRegions(handle.db, now, "valorant"))[0]).toEqual({
      name: "Americas",
      teams: unlinked(["Sentinels", "G2 Esports", "NRG", "100 Thieves", "MIBR", "LOUD"]),
    });
    expect((await publicRegions(handle.db, now, "dota2"))[1]!.teams).toContainEqual({ name: "Team Spirit", path: null });
    for (const region of cs2) expect(Object.keys(region).sort()).toEqual(["name", "teams"]);
  });

  it("shows what an admin saved on the Teams tab", async () => {
    const clock = { now };
    const tab = await teamsTab(handle.db, clock);
    const list = await tab.listOf("valorant");
    const regions = [...list.regions, { name: "Rising Stars", teams: ["Team Nova"] }];
    await tab.api().save({ game: "valorant", version: list.version, regions });
    expect(await publicRegions(handle.db, now, "valorant")).toEqual(regions.map((r) => ({ name: r.name, teams: unlinked(r.teams) })));
  });

  it("shows no regions for a game whose list is missing, and refuses a game outside the four", async () => {
    await handle.db.delete(teamLists).where(eq(teamLists.game, "dota2"));
    expect(await publicRegions(handle.db, now, "dota2")).toEqual([]);
    // @ts-expect-error: an invalid game is exactly what is being tested
    const error = await publicRegions(handle.db, now, "fortnite").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("links a listed name to its team page when a synced team of that game bears it, whatever its case and accents", async () => {
    await handle.db.insert(teams).values([
      { id: 501, game: "valorant", name: "sentinels" },
      { id: 502, game: "valorant", name: "LÖUD" },
      { id: 503, game: "cs2", name: "NRG" },
      // Two teams of one name: the one the provider changed last wins, every time.
      { id: 504, game: "valorant", name: "MIBR", providerModifiedAt: new Date("2026-01-01T00:00:00Z") },
      { id: 505, game: "valorant", name: "mibr", providerModifiedAt: new Date("2026-02-01T00:00:00Z") },
    ]);
    const [americas] = await publicRegions(handle.db, now, "valorant");
    expect(americas!.teams).toEqual([
      { name: "Sentinels", path: "/team/valorant/501/sentinels" },
      { name: "G2 Esports", path: null },
      // Another game's NRG is not this game's team.
      { name: "NRG", path: null },
      { name: "100 Thieves", path: null },
      { name: "MIBR", path: "/team/valorant/505/mibr" },
      { name: "LOUD", path: "/team/valorant/502/loud" },
    ]);
  });
});
