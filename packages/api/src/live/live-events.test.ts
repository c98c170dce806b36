import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@eb/db";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { liveEventsAfter, pruneLiveEvents, recordLiveChanges } from "./live-events";
import type { LiveState } from "./live-state";
import { liveStateAt } from "../testing/live-states";

const state = liveStateAt;
const states = (...list: LiveState[]) => new Map(list.map((s) => [s.matchId, s]));

describe.each(testDrivers())("the live log (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("logs only the matches whose live state changed, and reads them back after an id, of one match or all, oldest first", async () => {
    const logged = await recordLiveChanges(handle.db, states(state(1, 0), state(2, 0)), states(state(1, 1), state(2, 0), state(3, 0)));
    expect(logged.map((s) => s.matchId)).toEqual([1, 3]);
    await recordLiveChanges(handle.db, states(state(1, 1)), states(state(1, 2, "finished")));
    const all = await liveEventsAfter(handle.db, 0, { limit: 10 });
    expect(all.map((e) => [e.matchId, e.state.scoreA, e.state.status])).toEqual([
      [1, 1, "running"],
      [3, 0, "running"],
      [1, 2, "finished"],
    ]);
    expect(all.every((e, i) => i === 0 || e.id > all[i - 1]!.id)).toBe(true);
    expect((await liveEventsAfter(handle.db, all[0]!.id, { matchId: 1, limit: 10 })).map((e) => e.state.scoreA)).toEqual([2]);
    expect(await liveEventsAfter(handle.db, all[2]!.id, { limit: 10 })).toEqual([]);
    expect(await liveEventsAfter(handle.db, 0, { limit: 2 })).toHaveLength(2);
    // Nothing changed: nothing logged.
    expect(await recordLiveChanges(handle.db, states(state(1, 2)), states(state(1, 2)))).toEqual([]);
  });

  it("a change rolled back is neither logged nor announced", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await recordLiveChanges(tx, states(state(1, 0)), states(state(1, 1)));
        throw new Error("write failed");
      }),
    ).rejects.toThrow("write failed");
    expect(await liveEventsAfter(handle.db, 0, { limit: 10 })).toEqual([]);
  });

  it("keeps a day of changes", async () => {
    // Logged at the database's time (created_at defaults to now()).
    await recordLiveChanges(handle.db, states(state(1, 0)), states(state(1, 1)));
    expect(await pruneLiveEvents(handle.db, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await pruneLiveEvents(handle.db, new Date(Date.now() + 25 * 3_600_000))).toBe(1);
    expect(await liveEventsAfter(handle.db, 0, { limit: 10 })).toEqual([]);
  });
});
