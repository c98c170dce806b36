import { inArray, queryRows, sql } from "@eb/db";
import { matches as matchRows } from "@eb/db/schema";
import type { DbHandle } from "@eb/db/client";
import { announceSyncChange, ODDS_POLL_INTERVAL_MS } from "@eb/api/testing";
import { startFakePandaScore, type FakePandaScore } from "../../fake-pandascore";
import { csFrame } from "../../fake-pandascore/live-frames";
import { startFakeLiveServer, type FakeLiveServer } from "../../fake-pandascore/live-server";
import { market, startFakeStadar, type FakeStadar } from "../../fake-stadar";
import { startCompiledServer, stopCompiledServer, type RunningServer } from "../compiled-server";
import { liveSiteEnv, type PlayedMatch } from "./live-site";

const PANDASCORE_TOKEN = "e2e-pandascore-token";
const STADAR_KEY = "esp_test_e2e";

/** Decimal prices of a match's winner, team A's and team B's. */
export type WinnerPrices = { teamA: number; teamB: number };

/**
 * The site as a deployment with PandaScore's real-time plan and a Stadar key runs it, every outside
 * service a fake on loopback: PandaScore's REST API (empty lists, but for `/lives`), its frames
 * sockets, and Stadar's odds list. The compiled server runs its sync jobs: the start-up sync, the
 * live jobs that open the matches' sockets, the odds polls. The spec plays each match through the
 * fakes only: frames on its socket, prices on Stadar's list.
 */
export type ProviderSite = {
  server: RunningServer;
  live: FakeLiveServer;
  rest: FakePandaScore;
  stadar: FakeStadar;
  /** Sends a Counter-Strike frame of `match` (team A on the terrorists' side) once its socket is open. */
  frame(match: PlayedMatch, f: { gameId: number; map: string; round: number; rounds: [number, number]; series: [number, number]; winner?: "A" }): Promise<void>;
  /** Stadar now lists these winner prices for the match, read at the next odds poll. */
  setPrices(match: PlayedMatch, prices: WinnerPrices): void;
  /**
   * Makes the cs2 odds poll due now (its last run moved back one interval, as if the time had passed)
   * and tells the leader to look, as an admin's operation does: the poll reads Stadar at once.
   */
  pollOddsNow(): Promise<void>;
  stop(): Promise<void>;
};

/** `matches` must be upcoming cs2 matches of the handle's database, in tiered tournaments. */
export async function startProviderSite(handle: DbHandle, port: number, logName: string, matches: readonly PlayedMatch[]): Promise<ProviderSite> {
  const live = await startFakeLiveServer({ token: PANDASCORE_TOKEN });
  // The regular syncs read nothing (every list is empty); `/lives` gives each match's frames socket.
  const rest = await startFakePandaScore({ token: PANDASCORE_TOKEN, routes: {} });
  rest.setRoute(
    "/lives",
    matches.map((m) => ({
      endpoints: [{ match_id: m.id, type: "frames", open: true, url: live.framesUrl(m.id) }],
      match: { id: m.id, status: "not_started", match_type: "best_of", number_of_games: 3 },
    })),
  );
  const stadar = await startFakeStadar({ apiKey: STADAR_KEY });
  // Stadar prices every demo bookmaker mapped on it (the demo seed maps them, as an admin would).
  const bookKeys = (await queryRows<{ key: string }>(handle.db, "e2e.stadar-keys", sql`select key from bookmaker_feed_keys where source = 'stadar'`)).map(
    (r) => r.key,
  );
  const starts = await handle.db
    .select({ id: matchRows.id, beginAt: matchRows.beginAt })
    .from(matchRows)
    .where(
      inArray(
        matchRows.id,
        matches.map((m) => m.id),
      ),
    );
  // Stadar's scheduled_at is the match's start to the second.
  const scheduledAt = new Map(starts.map((r) => [Number(r.id), r.beginAt?.toISOString().replace(/\.\d{3}Z$/, "Z")]));
  const prices = new Map<number, WinnerPrices>();
  const listPrices = () =>
    stadar.setPages("cs2", [
      [...prices].map(([id, p]) => {
        const m = matches.find((x) => x.id === id)!;
        return {
          match_id: `m_e2e_${id}`,
          game: "cs2",
          format: "bo3",
          scheduled_at: scheduledAt.get(id),
          captured_at: new Date().toISOString(),
          home_team: m.teamAName,
          away_team: m.teamBName,
          books: bookKeys.map((bookmaker) => ({
            bookmaker,
            captured_at: new Date().toISOString(),
            markets: [market("moneyline", "home", p.teamA, { side: "home" }), market("moneyline", "away", p.teamB, { side: "away" })],
          })),
        };
      }),
    ]);

  const server = await startCompiledServer(
    {
      ...(await liveSiteEnv(handle, port)),
      PANDASCORE_TOKEN,
      PANDASCORE_BASE_URL: rest.url,
      PANDASCORE_REALTIME: "true",
      STADAR_API_KEY: STADAR_KEY,
      STADAR_API_URL: stadar.url,
      SYNC_JOBS: "true",
    },
    `test-results/${logName}.log`,
  );
  const stop = async () => {
    await stopCompiledServer(server.child);
    await Promise.all([live.close(), rest.close(), stadar.close()]);
  };
  return {
    server,
    live,
    rest,
    stadar,
    frame: async (m, f) => {
      await live.waitForConnection(m.id, 1);
      const a = { id: m.teamAId, name: m.teamAName, rounds: f.rounds[0], series: f.series[0] };
      const b = { id: m.teamBId, name: m.teamBName, rounds: f.rounds[1], series: f.series[1] };
      await live.deliver(
        m.id,
        csFrame({
          matchId: m.id,
          gameId: f.gameId,
          map: f.map,
          round: f.round,
          seconds: 30,
          ct: b,
          t: a,
          ...(f.winner ? { finished: true, winnerId: m.teamAId } : {}),
        }),
      );
    },
    setPrices: (m, p) => {
      prices.set(m.id, p);
      listPrices();
    },
    pollOddsNow: async () => {
      await handle.db.execute(
        sql`update sync_job_runs set last_started_at = last_started_at - ${ODDS_POLL_INTERVAL_MS} * interval '1 millisecond' where job = 'odds:stadar:cs2'`,
      );
      await announceSyncChange(handle.db, "requested");
    },
    stop,
  };
}
