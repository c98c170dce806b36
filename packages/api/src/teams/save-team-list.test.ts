import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { addTeam, REGION_NAME_REQUIRED, STALE_TEAM_LIST } from "../contracts/teams";
import { NO_CONTROL_CHARS } from "../contracts/text";
import { refusalOf } from "../testing/refusal";
import { publicRegions, storedTeamList, teamAuditRows, teamsTab } from "./test-support";
import { raceForRow } from "../testing/row-lock-race";

const CS2_EUROPE = { name: "Europe", teams: ["Team Vitality", "Natus Vincere", "MOUZ", "Team Spirit", "FaZe Clan", "G2 Esports", "Aurora"] };

describe.each(testDrivers())("the Teams tab's lists and saves (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof teamsTab>>;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await teamsTab(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("lists the four games' built-in team lists (the guides' former ones) in tab order, at version 1", async () => {
    const lists = await tab.api().lists();
    expect(lists.map((l) => l.game)).toEqual(["cs2", "lol", "valorant", "dota2"]);
    for (const list of lists)
      expect(list).toMatchObject({ version: 1, regions: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]) });
    expect(lists[0]!.regions.map((r) => r.name)).toEqual(["Europe", "CIS and Eastern Europe", "Americas", "Asia-Pacific"]);
    expect(lists[0]!.regions[0]).toEqual(CS2_EUROPE);
    expect(lists[3]!.regions.map((r) => r.name)).toEqual(["Western Europe", "Eastern Europe", "MENA and Southeast Asia", "China and the Americas"]);
  });

  it("saves a team added, a team removed, a region renamed and a region added as one new version, audited before and after", async () => {
    const before = await tab.listOf("cs2");
    const regions = structuredClone(before.regions);
    regions[0] = { name: "Western Europe", teams: addTeam(regions[0]!.teams, "  Team Falcons ") };
    regions[2]!.teams = regions[2]!.teams.filter((t) => t !== "MIBR");
    regions.push({ name: "Middle East", teams: ["Team Falcons"] });

    const saved = await tab.api().save({ game: "cs2", version: before.version, regions });
    const savedAt = clock.now;
    expect(saved).toEqual({ game: "cs2", regions, version: 2, updatedAt: savedAt.toISOString() });
    expect(regions[0].teams.at(-1)).toBe("Team Falcons");
    expect(await tab.listOf("cs2")).toEqual(saved);
    expect(await storedTeamList(handle.db, "cs2")).toEqual({ regions, version: 2, updatedBy: tab.admin.userId, updatedAt: savedAt });
    expect(await teamAuditRows(handle.db)).toEqual([
      { userId: tab.admin.userId, resourceType: "team_list", resourceId: "cs2", eventData: { version: 2, before: before.regions, after: regions } },
    ]);
    // The game guide shows the saved list (no synced team here, so no name links a team page); the other games' lists are untouched.
    expect(await publicRegions(handle.db, clock.now, "cs2")).toEqual(
      regions.map((r) => ({ name: r.name, teams: r.teams.map((name) => ({ name, path: null })) })),
    );
    expect((await tab.api().lists()).filter((l) => l.game !== "cs2").map((l) => l.version)).toEqual([1, 1, 1]);
  });

  it("trims region and team names and ignores empty team names (spec)", async () => {
    const saved = await tab.api().save({ game: "lol", version: 1, regions: [{ name: "  LCK (Korea) ", teams: ["  T1 ", "", "   ", "Gen.G"] }] });
    expect(saved.regions).toEqual([{ name: "LCK (Korea)", teams: ["T1", "Gen.G"] }]);
    expect((await storedTeamList(handle.db, "lol")).regions).toEqual([{ name: "LCK (Korea)", teams: ["T1", "Gen.G"] }]);
  });

  it("saving an unchanged list (after trimming) writes no new version and no audit row", async () => {
    const before = await tab.listOf("valorant");
    const padded = before.regions.map((r) => ({ name: ` ${r.name} `, teams: [...r.teams, ""] }));
    expect(await tab.api().save({ game: "valorant", version: 1, regions: padded })).toMatchObject({ version: 1, regions: before.regions });
    expect(await storedTeamList(handle.db, "valorant")).toMatchObject({ version: 1, updatedBy: null });
    expect(await teamAuditRows(handle.db)).toEqual([]);
  });

  it("refuses each rule with its message and leaves the list as it was", async () => {
    const save = (regions: { name: string; teams: string[] }[]) => refusalOf(tab.api().save({ game: "cs2", version: 1, regions }));
    expect(await save([{ name: "  ", teams: ["MOUZ"] }])).toEqual({ code: "BAD_REQUEST", messages: [REGION_NAME_REQUIRED] });
    expect(await save([{ name: "Europe", teams: ["MOUZ", " mouz "] }])).toEqual({ code: "BAD_REQUEST", messages: ["mouz is already in Europe"] });
    expect(await save([CS2_EUROPE, { name: " europe", teams: [] }])).toEqual({ code: "BAD_REQUEST", messages: ["There is already a region called europe"] });
    const many = Array.from({ length: 51 }, (_, i) => `Team ${i}`);
    expect(await save([{ name: "Europe", teams: many }])).toEqual({ code: "BAD_REQUEST", messages: ["At most 50 teams per region"] });
    const regions = Array.from({ length: 21 }, (_, i) => ({ name: `Region ${i}`, teams: [] }));
    expect(await save(regions)).toEqual({ code: "BAD_REQUEST", messages: ["At most 20 regions"] });
    expect(await save([{ name: "Europe", teams: ["x".repeat(61)] }])).toMatchObject({ code: "BAD_REQUEST" });
    expect(await save([{ name: "x".repeat(61), teams: [] }])).toMatchObject({ code: "BAD_REQUEST" });
    expect(await save([{ name: "Europe", teams: ["Team\u0000Liquid"] }])).toEqual({ code: "BAD_REQUEST", messages: [NO_CONTROL_CHARS] });
    expect(await save([{ name: "Eu\nrope", teams: [] }])).toEqual({ code: "BAD_REQUEST", messages: [NO_CONTROL_CHARS] });
    // @ts-expect-error: a game outside the four is what is being tested
    expect(await refusalOf(tab.api().save({ game: "fortnite", version: 1, regions: [CS2_EUROPE] }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await refusalOf(tab.api().save({ game: "cs2", version: 0, regions: [CS2_EUROPE] }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await storedTeamList(handle.db, "cs2")).toMatchObject({ version: 1, updatedBy: null });
    expect((await storedTeamList(handle.db, "cs2")).regions[0]).toEqual(CS2_EUROPE);
    expect(await teamAuditRows(handle.db)).toEqual([]);
  });

  it("refuses the second admin's save from a stale form with a clear message, keeping the first admin's change", async () => {
    const second = await teamsTab(handle.db, clock, "second@example.com");
    const mine = await tab.listOf("lol");
    const theirs = await second.listOf("lol");
    const withPcs = [...theirs.regions, { name: "PCS", teams: ["CTBC Flying Oyster"] }];
    await second.api().save({ game: "lol", version: theirs.version, regions: withPcs });

    const renamed = mine.regions.map((r, i) => (i === 0 ? { ...r, name: "LCK" } : r));
    expect(await refusalOf(tab.api().save({ game: "lol", version: mine.version, regions: renamed }))).toEqual({
      code: "CONFLICT",
      messages: [STALE_TEAM_LIST],
    });
    expect(await storedTeamList(handle.db, "lol")).toMatchObject({ regions: withPcs, version: 2, updatedBy: second.admin.userId });
    expect((await teamAuditRows(handle.db)).map((r) => r.userId)).toEqual([second.admin.userId]);

    // Reloaded, the first admin saves on top of the other's change.
    const reloaded = await tab.listOf("lol");
    const both = reloaded.regions.map((r, i) => (i === 0 ? { ...r, name: "LCK" } : r));
    expect(await tab.api().save({ game: "lol", version: reloaded.version, regions: both })).toMatchObject({ version: 3, regions: both });
    expect((await teamAuditRows(handle.db)).map((r) => r.userId)).toEqual([second.admin.userId, tab.admin.userId]);
  });

  it("of two saves from the same form at the same moment, one is saved and the other refused", async () => {
    const { saved, refused } = await raceForRow(handle, "select 1 from team_lists where game = $1 for update", ["dota2"], () =>
      ["First admin's team", "Second admin's team"].map((team) =>
        tab.api().save({ game: "dota2", version: 1, regions: [{ name: "Western Europe", teams: [team] }] }),
      ),
    );
    expect(saved).toHaveLength(1);
    expect(refused).toEqual([STALE_TEAM_LIST]);
    expect(await storedTeamList(handle.db, "dota2")).toMatchObject({ regions: saved[0]!.regions, version: 2 });
    expect(await teamAuditRows(handle.db)).toHaveLength(1);
  });
});
