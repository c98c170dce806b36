import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@eb/db";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { DemoProvider } from "./demo/demo-provider";
import { runFullSync } from "./service";
import { countRows, testClock } from "./test-support";

type Line = { msg: string; game?: string; kind?: string; inserted?: number; stored?: Record<string, { inserted: number; updated: number }> };

/**
 * Issue 23: the start-up sync on a fresh database logged "212 matches, 0 tournaments inserted" while
 * the tables held 144 and 20, because a demo step writes teams, tournaments and matches in one batch
 * and all of it was counted as the kind's rows. The log now says what each table received.
 */
describe.each(testDrivers())("what a sync logs is what the tables hold (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => void (handle = await createTestDb(driver)));
  afterEach(() => handle.close());

  it("a full demo sync into an empty database logs per table exactly the rows stored", async () => {
    const lines: Line[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
    const clock = testClock();
    const result = await runFullSync({ db: handle.db, provider: new DemoProvider(handle.db), log, now: clock.now });
    expect(result.success).toBe(true);

    const summary = lines.find((l) => l.msg === "full sync finished")!;
    expect(summary.stored).toEqual({
      matches: { inserted: await countRows(handle.db, "matches"), updated: 0 },
      tournaments: { inserted: await countRows(handle.db, "tournaments"), updated: 0 },
      teams: { inserted: await countRows(handle.db, "teams"), updated: 0 },
      // A demo step also writes its teams' rosters and the archive rows of its finished matches.
      players: { inserted: await countRows(handle.db, "players"), updated: 0 },
      match_results: { inserted: await countRows(handle.db, "match_results"), updated: 0 },
    });
    expect(await countRows(handle.db, "players")).toBeGreaterThan(0);
    // Public results only: a finished match of an untiered tournament is not archived.
    expect(await countRows(handle.db, "match_results")).toBe(
      await countRows(
        handle.db,
        "matches m",
        "status = 'finished' and exists (select 1 from tournaments t where t.id = m.tournament_id and t.tier is not null)",
      ),
    );
    expect(
      await countRows(handle.db, "matches m", "status = 'finished' and exists (select 1 from tournaments t where t.id = m.tournament_id and t.tier is null)"),
    ).toBeGreaterThan(0);
    // A source's own counts are its kind's rows; the rest of what its batch wrote is under `stored`.
    const cs2 = lines.find((l) => l.msg === "sync done" && l.game === "cs2" && l.kind === "matches")!;
    expect(cs2.inserted).toBe(await countRows(handle.db, "matches", "game = 'cs2'"));
    expect(cs2.stored!.tournaments!.inserted).toBe(await countRows(handle.db, "tournaments", "game = 'cs2'"));
    expect(result.results.find((r) => r.game === "cs2" && r.kind === "tournaments")).toMatchObject({ inserted: 0 });
  });
});
