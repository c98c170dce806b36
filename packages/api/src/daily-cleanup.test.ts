import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import {
  adminInvitations,
  analyticsEvents,
  auditLogs,
  matchResults,
  matches,
  players,
  rateLimitCounters,
  securityEvents,
  sessions,
  syncOperations,
  tournaments,
  users,
} from "@eb/db/schema";
import { recordSecurityEvent, writeAudit } from "./platform";
import { catchUpRollups } from "./analytics/rollup/run-rollup";
import { cleanupOldData } from "./daily-cleanup";
import { writeBatch } from "./esports-sync/store/write-batch";

const now = new Date("2026-11-22T12:00:00Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe.each(testDrivers())("daily cleanup on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(async () => handle.close());

  it("deletes cancelled and postponed matches 30 days after their begin time (or last update without one)", async () => {
    await handle.db.insert(matches).values([
      { id: 1, game: "cs2", status: "canceled", beginAt: daysAgo(31) },
      { id: 2, game: "cs2", status: "postponed", beginAt: daysAgo(45) },
      { id: 3, game: "cs2", status: "canceled", beginAt: daysAgo(29) },
      { id: 4, game: "cs2", status: "postponed", beginAt: new Date(now.getTime() + 3 * DAY), updatedAt: daysAgo(60) },
      { id: 5, game: "cs2", status: "canceled", beginAt: null, updatedAt: daysAgo(40) },
      { id: 6, game: "cs2", status: "canceled", beginAt: null, updatedAt: daysAgo(2) },
      { id: 7, game: "cs2", status: "not_started", beginAt: daysAgo(40) },
      { id: 8, game: "cs2", status: "running", beginAt: daysAgo(40) },
    ]);
    const result = await cleanupOldData(handle.db, now);
    expect(result.matches).toBe(3);
    const left = await handle.db.select({ id: matches.id }).from(matches);
    expect(left.map((m) => m.id).sort()).toEqual([3, 4, 6, 7, 8]);
  });

  const finished = (id: number, endAt: Date) => ({
    id,
    source: "pandascore",
    game: "cs2" as const,
    status: "finished",
    beginAt: new Date(endAt.getTime() - 2 * 3_600_000),
    endAt,
    teamAId: 1,
    teamAName: "Alpha",
    teamBId: 2,
    teamBName: "Beta",
    teamAScore: 2,
    teamBScore: 0,
    winnerId: 1,
    numberOfGames: 3,
    tournamentId: 50,
    tournamentName: "Cup",
  });
  /** Tournament 50 has a tier (its results are public), 51 has none; both ended long ago, so the cleanup deletes them too. */
  const addTournaments = () =>
    handle.db.insert(tournaments).values([
      { id: 50, game: "cs2", name: "Cup", tier: "a", endAt: daysAgo(35) },
      { id: 51, game: "cs2", name: "Qualifier", tier: null, endAt: daysAgo(35) },
    ]);
  const archivedIds = async () => (await handle.db.select({ id: matchResults.id }).from(matchResults).orderBy(matchResults.id)).map((r) => r.id);

  it("deletes a match finished over 30 days ago but keeps its archived result (the sync archived it when it finished)", async () => {
    await addTournaments();
    await writeBatch(handle.db, { matches: [finished(1, daysAgo(31)), finished(2, daysAgo(29))] });
    const result = await cleanupOldData(handle.db, now);
    expect(result).toMatchObject({ matches: 1, archivedResults: 0, matchResults: 0 });
    expect((await handle.db.select({ id: matches.id }).from(matches)).map((m) => m.id)).toEqual([2]);
    expect(await archivedIds()).toEqual([1, 2]);
    const [kept] = await handle.db.select().from(matchResults).where(eq(matchResults.id, 1));
    expect(kept).toMatchObject({ teamAName: "Alpha", teamBName: "Beta", teamAScore: 2, teamBScore: 0, winnerId: 1, finishedAt: daysAgo(31) });
  });

  it("archives a finished match the archive lacks before deleting it (its tournament with it), and never a called-off one or an untiered tournament's", async () => {
    // Written straight into matches, as rows stored before the archive existed were.
    await addTournaments();
    await handle.db.insert(matches).values([
      finished(3, daysAgo(40)),
      { ...finished(4, daysAgo(40)), status: "canceled" },
      { ...finished(5, daysAgo(40)), teamBId: null },
      // An untiered tournament's result is never public: not archived, however long it is kept.
      { ...finished(6, daysAgo(40)), tournamentId: 51 },
    ]);
    const result = await cleanupOldData(handle.db, now);
    expect(result).toMatchObject({ matches: 4, archivedResults: 1, tournaments: 2 });
    expect(await archivedIds()).toEqual([3]);
    expect(await handle.db.select().from(matches)).toEqual([]);
  });

  it("prunes archived results after two years (730 days) and keeps younger ones", async () => {
    const row = (id: number, finishedAt: Date) => ({ id, game: "lol" as const, finishedAt, teamAId: 1, teamBId: 2, teamAScore: 1, teamBScore: 0, winnerId: 1 });
    await handle.db.insert(matchResults).values([row(1, daysAgo(800)), row(2, daysAgo(731)), row(3, daysAgo(729)), row(4, daysAgo(40))]);
    const result = await cleanupOldData(handle.db, now);
    expect(result.matchResults).toBe(2);
    expect(result.message).toContain("2 archived results older than 730 days");
    expect(await archivedIds()).toEqual([3, 4]);
  });

  it("deletes players without a team once nothing has updated them for 30 days, and keeps every player with a team", async () => {
    const player = (id: number, teamId: number | null, updatedAt: Date) => ({ id, game: "lol" as const, name: `p${id}`, teamId, updatedAt });
    await handle.db.insert(players).values([player(1, null, daysAgo(31)), player(2, null, daysAgo(29)), player(3, 7, daysAgo(400))]);
    const result = await cleanupOldData(handle.db, now);
    expect(result.players).toBe(1);
    expect(result.message).toContain("1 players without a team");
    expect((await handle.db.select({ id: players.id }).from(players).orderBy(players.id)).map((p) => p.id)).toEqual([2, 3]);
  });

  it("deletes security events after 30 days, as the privacy policy promises", async () => {
    for (const at of [daysAgo(45), daysAgo(31), daysAgo(29), minutesAgo(5)]) {
      await recordSecurityEvent(handle.db, { type: "auth_attempt", success: false }, at);
    }
    const result = await cleanupOldData(handle.db, now);
    expect(result.securityEvents).toBe(2);
    const left = await handle.db.select({ createdAt: securityEvents.createdAt }).from(securityEvents);
    expect(left.map((r) => r.createdAt.toISOString()).sort()).toEqual([daysAgo(29).toISOString(), minutesAgo(5).toISOString()]);
  });

  it("keeps the admins' audit trail for a year, then deletes it", async () => {
    for (const at of [daysAgo(400), daysAgo(366), daysAgo(364), daysAgo(31)]) {
      await writeAudit(handle.db, { userId: null, action: "manual_sync", resourceType: "sync" }, at);
    }
    const result = await cleanupOldData(handle.db, now);
    expect(result.auditLogs).toBe(2);
    const left = await handle.db.select({ createdAt: auditLogs.createdAt }).from(auditLogs);
    expect(left.map((r) => r.createdAt.toISOString()).sort()).toEqual([daysAgo(364).toISOString(), daysAgo(31).toISOString()]);
  });

  it("deletes sessions past their absolute expiry or idle for 30 minutes, and keeps live ones", async () => {
    const [user] = await handle.db.insert(users).values({ email: "admin@example.com", passwordHash: "x" }).returning({ id: users.id });
    const session = (tokenHash: string, lastSeenAt: Date, expiresAt: Date) => ({ tokenHash, userId: user!.id, createdAt: daysAgo(1), lastSeenAt, expiresAt });
    await handle.db
      .insert(sessions)
      .values([
        session("expired", minutesAgo(1), minutesAgo(1)),
        session("idle", minutesAgo(31), new Date(now.getTime() + 3_600_000)),
        session("live", minutesAgo(5), new Date(now.getTime() + 3_600_000)),
      ]);
    const result = await cleanupOldData(handle.db, now);
    expect(result.sessions).toBe(2);
    expect((await handle.db.select({ t: sessions.tokenHash }).from(sessions)).map((s) => s.t)).toEqual(["live"]);
  });

  it("deletes expired admin invitations and keeps live ones", async () => {
    const invitation = (tokenHash: string, expiresAt: Date) => ({ tokenHash, email: `${tokenHash}@example.com`, createdAt: daysAgo(1), expiresAt });
    await handle.db.insert(adminInvitations).values([invitation("expired", minutesAgo(1)), invitation("live", new Date(now.getTime() + 3_600_000))]);
    expect((await cleanupOldData(handle.db, now)).invitations).toBe(1);
    expect((await handle.db.select({ t: adminInvitations.tokenHash }).from(adminInvitations)).map((r) => r.t)).toEqual(["live"]);
  });

  it("deletes manual operations finished over 30 days ago, but always keeps the latest of each kind and unfinished ones", async () => {
    const op = (kind: "full_sync" | "cleanup", finishedAt: Date | null) => ({
      kind,
      status: finishedAt ? ("done" as const) : ("queued" as const),
      requestedAt: daysAgo(60),
      finishedAt,
    });
    await handle.db
      .insert(syncOperations)
      .values([op("full_sync", daysAgo(50)), op("full_sync", daysAgo(40)), op("cleanup", daysAgo(45)), op("full_sync", null)]);
    expect((await cleanupOldData(handle.db, now)).operations).toBe(2);
    const left = await handle.db.select({ kind: syncOperations.kind, finishedAt: syncOperations.finishedAt }).from(syncOperations).orderBy(syncOperations.id);
    expect(left).toEqual([
      { kind: "cleanup", finishedAt: daysAgo(45) },
      { kind: "full_sync", finishedAt: null },
    ]);
  });

  it("deletes rate-limit windows older than a day", async () => {
    await handle.db.insert(rateLimitCounters).values([
      { key: "login:ip:old", windowStart: daysAgo(2), count: 3 },
      { key: "login:ip:new", windowStart: minutesAgo(10), count: 1 },
    ]);
    await cleanupOldData(handle.db, now);
    expect((await handle.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key)).toEqual(["login:ip:new"]);
  });

  it("also prunes analytics past 25 months, so the command line and the scheduled job do the same", async () => {
    await handle.db.insert(analyticsEvents).values([
      { eventType: "page_view", createdAt: daysAgo(800) },
      { eventType: "page_view", createdAt: daysAgo(10) },
    ]);
    // Only events the rollups have counted are pruned (analytics/retention.ts).
    await catchUpRollups(handle.db, { batchSize: 100, now: () => now });
    const result = await cleanupOldData(handle.db, now);
    expect(result.analyticsEvents).toBe(1);
    expect(result.message).toMatch(
      /^Removed 0 matches and 0 tournaments older than 30 days; past retention: .*1 analytics events, 0 redirect hits, 0 affiliate clicks older than 400 days and 0 click rollup rows, 0 prices and 0 price history rows of matches no longer kept, 0 odds feed events and 0 feed bookmaker keys no longer sent, 0 live changes older than a day$/,
    );
  });
});
