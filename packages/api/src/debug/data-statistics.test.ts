import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import { signedInAdmin } from "../identity/test-support";
import { tournamentTier } from "../shared/tournament-tier";
import { TIER_EXAMPLES } from "../shared/tournament-tier-examples";
import { rowsOf } from "../testing/rows";
import { tournamentTierSql } from "./tier-sql";

type Game = "cs2" | "lol" | "valorant" | "dota2";

describe.each(testDrivers())("Debug Tools data filters and statistics (%s)", (driver) => {
  let handle: DbHandle;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let nextId = 1;
  const tournament = (game: Game, name: string) => ({ id: nextId++, game, name });
  const match = (game: Game, tournamentName: string | null) => ({ id: nextId++, game, status: "not_started", tournamentName });

  beforeEach(async () => {
    handle = await createTestDb(driver);
    admin = await signedInAdmin(handle.db, { now: new Date("2026-03-01T10:00:00Z") });
  });
  afterEach(() => handle.close());

  it("the SQL expression gives every example name the same tier as tournamentTier()", async () => {
    const names = [...TIER_EXAMPLES.map(([name]) => name), "iem COLOGNE", "Masters Qualifiers Cup", "LEC/LCS crossover", "Électric Cup"];
    await handle.db.insert(tournaments).values(names.map((name) => tournament("cs2", name)));
    const rows = rowsOf<{ name: string; tier: string }>(await handle.db.execute(sql`select name, ${tournamentTierSql(sql`name`)} as tier from tournaments`));
    expect(rows).toHaveLength(names.length);
    for (const row of rows) expect({ name: row.name, tier: row.tier }).toEqual({ name: row.name, tier: tournamentTier(row.name) });
    // And the examples' expected tiers, so a change to both sides at once is still caught.
    for (const [name, tier] of TIER_EXAMPLES) expect(rows.find((r) => r.name === name)?.tier).toBe(tier);
  });

  it("counts tournaments by name and matches by tournament name, per tier and under the filters", async () => {
    await handle.db
      .insert(tournaments)
      .values([
        tournament("cs2", "PGL Major Copenhagen"),
        tournament("cs2", "Harbor Series Autumn"),
        tournament("lol", "LEC Spring"),
        tournament("lol", "Academy League"),
        tournament("valorant", "Weekly Scrims"),
        tournament("dota2", "The International"),
      ]);
    await handle.db
      .insert(matches)
      .values([
        match("cs2", "PGL Major Copenhagen"),
        match("cs2", "PGL Major Copenhagen"),
        match("cs2", "Harbor Series Autumn"),
        match("lol", "LEC Spring"),
        match("valorant", "Weekly Scrims"),
        match("dota2", null),
      ]);
    const stats = (tier: "all" | "tier1" | "tier2" | "tier3", game: "all" | Game) => admin.browser.api.debug.dataStatistics({ tier, game });

    const all = await stats("all", "all");
    expect(all).toEqual({
      byTier: { tier1: { tournaments: 3, matches: 3 }, tier2: { tournaments: 2, matches: 1 }, tier3: { tournaments: 1, matches: 2 } },
      total: { tournaments: 6, matches: 6 },
      filtered: { tournaments: 6, matches: 6 },
    });
    expect((await stats("tier1", "all")).filtered).toEqual({ tournaments: 3, matches: 3 });
    expect((await stats("tier1", "cs2")).filtered).toEqual({ tournaments: 1, matches: 2 });
    expect((await stats("all", "lol")).filtered).toEqual({ tournaments: 2, matches: 1 });
    expect((await stats("tier3", "dota2")).filtered).toEqual({ tournaments: 0, matches: 1 });
    // The per-tier counts stay whole-site whatever the filters.
    expect((await stats("tier2", "valorant")).byTier).toEqual(all.byTier);
  });

  it("answers zeros on an empty database and refuses a filter outside the lists", async () => {
    expect(await admin.browser.api.debug.dataStatistics({})).toEqual({
      byTier: { tier1: { tournaments: 0, matches: 0 }, tier2: { tournaments: 0, matches: 0 }, tier3: { tournaments: 0, matches: 0 } },
      total: { tournaments: 0, matches: 0 },
      filtered: { tournaments: 0, matches: 0 },
    });
    await expect(admin.browser.api.debug.dataStatistics({ tier: "tier4" as "tier1" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin.browser.api.debug.dataStatistics({ game: "chess" as "cs2" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
