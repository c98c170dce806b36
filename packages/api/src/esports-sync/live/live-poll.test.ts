import { afterEach, describe, expect, it } from "vitest";
import { asc, eq } from "@eb/db";
import { listenForNotifications } from "@eb/db/notifications";
import { liveEvents, matches, matchResults } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { readFixture } from "../../../../../tests/fake-pandascore";
import { LIVE_CHANNEL } from "../../live";
import { callsLeftThisHour, DEFAULT_LIMITS, loadBreaker } from "../../platform";
import { useProviderTestEnv } from "../../testing/provider-test-env";
import { countRows } from "../test-support";
import { DemoProvider } from "../demo/demo-provider";
import { liveCallLimits, livePollEveryMs, scheduledCallsPerHour } from "./live-budget";
import { pollLive } from "./live-poll";
import { writeBatch } from "../store/write-batch";
import { mapMatch } from "../pandascore/map-match";
import { matchPayload } from "../pandascore/schemas";

const TOKEN = "live-token";
const RUNNING = "/lol/matches/running";
const LOOKUP = "/lol/matches";
const MATCH_ID = 1000450;
const GEN_G = 2882;
const HLE = 2883;
type Raw = Record<string, any>;

/**
 * The LCK final (a real finished bo5 payload) as PandaScore lists it before and while it is played:
 * `won` are the winners of the maps played so far, the next map running (or none when not started).
 */
function lckFinalAt(state: "not_started" | "running", won: number[], beginAt: string): Raw {
  const m = structuredClone(readFixture("lol-match-finished.json") as Raw);
  m.status = state;
  m.begin_at = state === "running" ? beginAt : null;
  m.scheduled_at = beginAt;
  m.end_at = null;
  m.winner = null;
  m.winner_id = null;
  m.results = [
    { team_id: GEN_G, score: won.filter((w) => w === GEN_G).length },
    { team_id: HLE, score: won.filter((w) => w === HLE).length },
  ];
  m.games = m.games.map((g: Raw, i: number) => ({
    ...g,
    status: i < won.length ? "finished" : i === won.length && state === "running" ? "running" : "not_started",
    winner: i < won.length ? { id: won[i], type: "Team" } : { id: null, type: "Team" },
    end_at: i < won.length ? g.end_at : null,
  }));
  return m;
}

describe.each(testDrivers())("the live poll (%s)", (driver) => {
  const env = useProviderTestEnv(driver, TOKEN);
  const START = "2026-06-20T11:59:30Z"; // the test clock starts at 12:00: the final is due
  afterEach(() => {
    env.fake.setRoute(RUNNING, []);
    env.fake.setRoute(LOOKUP, []);
  });
  const limits = liveCallLimits(DEFAULT_LIMITS);
  /** The final stored as our sync left it: upcoming, due now. */
  const storeUpcoming = async () => {
    const { match } = mapMatch("lol", matchPayload.parse(lckFinalAt("not_started", [], START)));
    await writeBatch(env.handle.db, { matches: [match] });
  };
  const events = () => env.handle.db.select().from(liveEvents).orderBy(asc(liveEvents.id));
  const livePaths = () => env.fake.requests.map((r) => `${r.path}${r.query["filter[id]"] ? `?filter[id]=${r.query["filter[id]"]}` : ""}`);

  it("follows a series: each change of the score, a map or the status is written, logged and announced once; an unchanged poll logs nothing", async () => {
    await storeUpcoming();
    expect(await countRows(env.handle.db, "live_events")).toBe(0); // an upcoming match first stored is no live news
    const announced: string[] = [];
    const listener = listenForNotifications(env.handle, LIVE_CHANNEL, { onNotify: (id) => void announced.push(id) });
    await listener.ready;
    try {
      env.fake.setRoute(RUNNING, [lckFinalAt("running", [], START)]);
      expect(await pollLive(env.deps(), "lol", limits)).toMatchObject({ polled: true, success: true, requests: 1, open: 1, written: 1 });
      let log = await events();
      expect(log.map((e) => [e.matchId, e.kind, (e.state as any).status, (e.state as any).currentMap])).toEqual([[MATCH_ID, "state", "running", 1]]);

      // The same answer again: a request, nothing written to the log.
      env.clock.advance(40_000);
      expect(await pollLive(env.deps(), "lol", limits)).toMatchObject({ requests: 1, success: true });
      expect(await events()).toHaveLength(1);

      // Hanwha take map 1: the score and the maps move, one event.
      env.fake.setRoute(RUNNING, [lckFinalAt("running", [HLE], START)]);
      env.clock.advance(40_000);
      await pollLive(env.deps(), "lol", limits);
      log = await events();
      expect(log).toHaveLength(2);
      expect(log[1]!.state).toMatchObject({
        scoreA: 0,
        scoreB: 1,
        currentMap: 2,
        maps: [{ position: 1, status: "finished", winner: "teamB" }, { position: 2, status: "running", winner: null }, {}, {}, {}],
      });
      await expect.poll(() => announced).toEqual([String(log[0]!.id), String(log[1]!.id)]);

      // The final ends: it leaves the running list, and one lookup by id brings its result.
      env.fake.setRoute(RUNNING, []);
      env.fake.setRoute(LOOKUP, [readFixture("lol-match-finished.json")]);
      env.fake.requests.length = 0;
      env.clock.advance(40_000);
      expect(await pollLive(env.deps(), "lol", limits)).toMatchObject({ requests: 2, success: true, written: 1 });
      expect(livePaths()).toEqual([RUNNING, `${LOOKUP}?filter[id]=${MATCH_ID}`]);
      log = await events();
      expect(log[2]!.state).toMatchObject({ status: "finished", scoreA: 2, scoreB: 3, currentMap: null });
      const [stored] = await env.handle.db.select().from(matches).where(eq(matches.id, MATCH_ID));
      expect(stored).toMatchObject({ status: "finished", winnerId: HLE });
      expect(await env.handle.db.select().from(matchResults).where(eq(matchResults.id, MATCH_ID))).toHaveLength(1);

      // Nothing open: no request at all.
      env.fake.requests.length = 0;
      env.clock.advance(40_000);
      expect(await pollLive(env.deps(), "lol", limits)).toMatchObject({ polled: false, requests: 0 });
      expect(env.fake.requests).toHaveLength(0);
    } finally {
      await listener.close();
    }
  });

  it("never takes the esports sync over its hourly limit: it spends only what the plan leaves after the scheduled syncs", async () => {
    await storeUpcoming();
    env.fake.setRoute(RUNNING, [lckFinalAt("running", [], START)]);
    const reserved = scheduledCallsPerHour();
    const plan = { perKeyPerHour: 100, perHour: reserved + 3 };
    const tight = liveCallLimits(plan);
    expect(tight).toMatchObject({ perHour: 3, reservedForSyncs: reserved });
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(await pollLive(env.deps(), "lol", tight));
      env.clock.advance(40_000);
    }
    expect(results.map((r) => [r.requests, r.success])).toEqual([
      [1, true],
      [1, true],
      [1, true],
      [0, false],
      [0, false],
    ]);
    expect(results[3]!.error).toBe("Rate limited - sync skipped");
    expect(env.fake.requests).toHaveLength(3);
    // What the scheduled syncs may need in an hour is left to them.
    expect(await callsLeftThisHour(env.handle.db, env.clock.now(), plan.perHour)).toBe(reserved);
    // Each game's poll paces itself inside its key's limit: an hour of polls stays under it.
    expect(Math.floor(3_600_000 / livePollEveryMs(plan))).toBeLessThanOrEqual(plan.perKeyPerHour);
    expect(livePollEveryMs({ perKeyPerHour: 1000, perHour: 10_000 })).toBe(30_000);
  });

  it("opens the game's live breaker when the provider fails, leaving its sync's alone", async () => {
    await storeUpcoming();
    env.fake.addFault({ path: RUNNING, fault: { type: "status", status: 500 } });
    for (let i = 0; i < 3; i++) {
      expect(await pollLive(env.deps(), "lol", limits)).toMatchObject({ success: false });
      env.clock.advance(40_000);
    }
    expect(await loadBreaker(env.handle.db, "lol:live")).toMatchObject({ failures: 3, reason: "failures" });
    expect(await loadBreaker(env.handle.db, "lol:matches")).toMatchObject({ failures: 0 });
    // Open: the next poll makes no request.
    env.fake.requests.length = 0;
    expect(await pollLive(env.deps(), "lol", limits)).toMatchObject({ success: false, requests: 0 });
    expect(env.fake.requests).toHaveLength(0);
  });

  it("plays the demo's running series map by map through the same path, with no request", async () => {
    await storeUpcoming();
    // Stored as the demo's: 45 minutes into a bo5 (24 minutes a map) that stands at 0-0 with map 1 running.
    await env.handle.db
      .update(matches)
      .set({ source: "demo", status: "running", beginAt: new Date(env.clock.now().getTime() - 45 * 60_000), teamAScore: 0, teamBScore: 0 })
      .where(eq(matches.id, MATCH_ID));
    const demo = { ...env.deps(), provider: new DemoProvider(env.handle.db, () => 0.25) };
    expect(await pollLive(demo, "lol", limits)).toMatchObject({ polled: true, success: true, requests: 0, written: 1 });
    const [row] = await env.handle.db.select().from(matches).where(eq(matches.id, MATCH_ID));
    expect([row!.status, row!.teamAScore, row!.teamBScore]).toEqual(["running", 1, 0]);
    expect((await events()).map((e) => (e.state as any).scoreA)).toEqual([1]);
    // Nothing more is due yet: no change, no event.
    env.clock.advance(60_000);
    expect(await pollLive(demo, "lol", limits)).toMatchObject({ written: 0 });
    expect(await events()).toHaveLength(1);
    expect(env.fake.requests).toHaveLength(0);
  });
});
