import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, type DbHandle } from "@eb/db";
import { teams } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { findLogo } from "../shared";
import { MINUTE_MS } from "../platform";
import { forgetTeamLogos, teamLogoIndex, teamLogoRefresh } from "./team-logos";

/** The logo index is rebuilt off the request path: a stale index is answered while one refresh runs. */
describe.each(testDrivers())("team logo index on %s", (driver) => {
  let handle: DbHandle;
  const start = new Date("2026-11-22T12:00:00Z");
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);

  beforeEach(async () => {
    handle = await createTestDb(driver);
    forgetTeamLogos(handle.db);
    await handle.db.insert(teams).values({ id: 1, game: "cs2", name: "Ember Clan", imageUrl: "/logos/ember.svg" });
  });
  afterEach(() => handle.close());

  it("answers the last index at once past its 5 minutes, and the refreshed one once the single refresh is done", async () => {
    expect(findLogo(await teamLogoIndex(handle.db, start), "Ember Clan")).toBe("/logos/ember.svg");
    await handle.db.update(teams).set({ imageUrl: "/logos/ember-2026.svg" }).where(eq(teams.id, 1));

    // Within 5 minutes: the same index, no refresh.
    expect(findLogo(await teamLogoIndex(handle.db, at(4)), "Ember Clan")).toBe("/logos/ember.svg");
    expect(teamLogoRefresh(handle.db)).toBeNull();

    // Past them: still the last index, with one refresh started however many calls come.
    const stale = await Promise.all([teamLogoIndex(handle.db, at(6)), teamLogoIndex(handle.db, at(6))]);
    for (const index of stale) expect(findLogo(index, "Ember Clan")).toBe("/logos/ember.svg");
    const refresh = teamLogoRefresh(handle.db);
    expect(refresh).not.toBeNull();
    await refresh;
    expect(findLogo(await teamLogoIndex(handle.db, at(7)), "Ember Clan")).toBe("/logos/ember-2026.svg");
    expect(teamLogoRefresh(handle.db)).toBeNull();
  });
});
