import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { teamLists } from "@eb/db/schema";
import { publicRegions, teamsTab } from "./test-support";

describe.each(testDrivers())("a game guide's team lists by region (%s)", (driver) => {
  let handle: DbHandle;
  const now = new Date("2026-03-01T10:00:00Z");

  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("shows each game's built-in lists: regions with their names and teams, nothing of the editing data", async () => {
    const cs2 = await publicRegions(handle.db, now, "cs2");
    expect(cs2[3]).toEqual({ name: "Asia-Pacific", teams: ["The MongolZ", "TYLOO", "Lynn Vision", "FlyQuest"] });
    expect((await publicRegions(handle.db, now, "lol")).map((r) => r.name)).toEqual(["LCK (Korea)", "LPL (China)", "LEC (Europe)", "LTA (Americas)"]);
    expect((await publicRegions(handle.db, now, "valorant"))[0]).toEqual({
      name: "Americas",
      teams: ["Sentinels", "G2 Esports", "NRG", "100 Thieves", "MIBR", "LOUD"],
    });
    expect((await publicRegions(handle.db, now, "dota2"))[1]!.teams).toContain("Team Spirit");
    for (const region of cs2) expect(Object.keys(region).sort()).toEqual(["name", "teams"]);
  });

  it("shows what an admin saved on the Teams tab", async () => {
    const clock = { now };
    const tab = await teamsTab(handle.db, clock);
    const list = await tab.listOf("valorant");
    const regions = [...list.regions, { name: "Rising Stars", teams: ["Team Nova"] }];
    await tab.api().save({ game: "valorant", version: list.version, regions });
    expect(await publicRegions(handle.db, now, "valorant")).toEqual(regions);
  });

  it("shows no regions for a game whose list is missing, and refuses a game outside the four", async () => {
    await handle.db.delete(teamLists).where(eq(teamLists.game, "dota2"));
    expect(await publicRegions(handle.db, now, "dota2")).toEqual([]);
    // @ts-expect-error: an invalid game is exactly what is being tested
    const error = await publicRegions(handle.db, now, "fortnite").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });
});
