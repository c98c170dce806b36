import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { eq } from "@eb/db";
import { matches, syncBreakers, syncStatus } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { fixtureRoutes, readFixture } from "../../../../tests/fake-pandascore";
import { syncSource } from "./sync-source";
import { countRows } from "./test-support";
import { useProviderTestEnv } from "../testing/provider-test-env";

const TOKEN = "test-token";
const UPCOMING = "/lol/matches/upcoming";

/** A logger whose warnings the test reads back as the JSON lines pino writes (synchronously). */
function capturingLog() {
  const lines: Record<string, any>[] = [];
  const log = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** Real finished CS matches, served as LoL upcoming ones: raw JSON to break on purpose. */
const realMatches = () => z.array(z.record(z.string(), z.any())).parse(readFixture("csgo-matches-past.json")).slice(0, 5);

describe.each(testDrivers())("a sync over bad and partial PandaScore items (%s)", (driver) => {
  const env = useProviderTestEnv(driver, TOKEN);
  afterEach(() => env.fake.setRoute(UPCOMING, fixtureRoutes()[UPCOMING]!));

  it("writes the page's valid items, skips the invalid one and logs its id and issue path", async () => {
    const [noOpponents, unknownStatus, wrongType, extraFields, plain] = realMatches();
    delete noOpponents!.opponents;
    Object.assign(unknownStatus!, { status: "delayed_forever", end_at: null, winner_id: null, winner: null });
    wrongType!.opponents[0].opponent.id = "not-a-number";
    extraFields!.betting_markets = [{ kind: "winner", open: true }];
    env.fake.setRoute(UPCOMING, [noOpponents, unknownStatus, wrongType, extraFields, plain]);
    const { log, lines } = capturingLog();

    const result = await syncSource(env.deps({ log }), "lol", "matches");
    // lol-match-finished.json on /lol/matches/past is the fifth row.
    expect(result).toMatchObject({ success: true, inserted: 5, updated: 0, skipped: 1 });
    const stored = await env.handle.db.select().from(matches);
    expect(stored.map((m) => m.id).sort()).toEqual(
      [noOpponents, unknownStatus, extraFields, plain, readFixture("lol-match-finished.json")].map((m: any) => m.id).sort(),
    );
    const row = (id: number) => stored.find((m) => m.id === id)!;
    expect([row(noOpponents!.id).teamAId, row(noOpponents!.id).teamBName, row(noOpponents!.id).status]).toEqual([null, null, "finished"]);
    expect(row(unknownStatus!.id).status).toBe("not_started");
    expect(row(extraFields!.id).name).toBe(extraFields!.name);

    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "provider items failed validation; skipped",
        game: "lol",
        kind: "matches",
        invalid: [{ index: 2, id: wrongType!.id, issues: ["opponents.0.opponent.id: Invalid input: expected number, received string"] }],
      }),
    ]);
    expect((await env.handle.db.select().from(syncStatus).where(eq(syncStatus.game, "lol")))[0]!.status).toBe("success");
  });

  it("leaves the stored row of a match as it was when the match later arrives invalid", async () => {
    const [match] = realMatches();
    env.fake.setRoute(UPCOMING, [match]);
    await syncSource(env.deps(), "lol", "matches");
    env.fake.setRoute(UPCOMING, [{ ...match, name: "renamed", scheduled_at: "tomorrow" }]);

    const result = await syncSource(env.deps(), "lol", "matches");
    expect(result).toMatchObject({ success: true, inserted: 0, updated: 0, skipped: 2 }); // the invalid one and the unchanged past match
    const [row] = await env.handle.db.select().from(matches).where(eq(matches.id, match!.id));
    expect(row!.name).toBe(match!.name);
  });

  it("fails the sync as a provider failure when a body is not a list, keeping what earlier pages wrote", async () => {
    env.fake.addFault({ path: "/lol/matches/past", times: 1, fault: { type: "status", status: 200, body: JSON.stringify({ matches: [] }) } });
    const result = await syncSource(env.deps(), "lol", "matches");
    expect(result).toMatchObject({ success: false, error: "PandaScore answered with something other than a list", requests: 3 });
    expect(await countRows(env.handle.db, "matches", "game = 'lol'")).toBe(1); // lol-matches.json, from the upcoming page before it
    const [breaker] = await env.handle.db.select().from(syncBreakers).where(eq(syncBreakers.key, "lol:matches"));
    expect(breaker!.failures).toBe(1);
  });
});
