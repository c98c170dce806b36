import { describe, expect, it } from "vitest";
import { fullSyncPlan } from "../esports-sync/service";
import { buildStatusGrid } from "./status-grid";

const now = new Date("2026-06-20T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const plan = fullSyncPlan();

describe("sync status grid", () => {
  it("has one row per game and kind, never-synced pairs included", () => {
    const grid = buildStatusGrid(plan, { statuses: [], breakers: [], jobRuns: [] }, now, false);
    expect(grid).toHaveLength(12);
    expect(grid[0]).toMatchObject({
      game: "cs2",
      kind: "matches",
      status: null,
      lastSuccessAt: null,
      nextRunAt: null,
      breaker: { open: false, reopensAt: null },
    });
  });

  it("shows the spec's statuses, anything else as other, with last success, rows changed and the last error", () => {
    const statuses = [
      { game: "cs2" as const, kind: "matches" as const, status: "success", lastSyncAt: minutes(-5), error: null, rowsChanged: 42, updatedAt: minutes(-5) },
      { game: "lol" as const, kind: "matches" as const, status: "error", lastSyncAt: minutes(-60), error: "HTTP 500", rowsChanged: 7, updatedAt: minutes(-1) },
      { game: "valorant" as const, kind: "matches" as const, status: "paused", lastSyncAt: null, error: null, rowsChanged: null, updatedAt: minutes(-1) },
    ];
    const grid = buildStatusGrid(plan, { statuses, breakers: [], jobRuns: [] }, now, false);
    expect(grid.find((r) => r.game === "cs2" && r.kind === "matches")).toMatchObject({
      status: "success",
      rowsChanged: 42,
      lastSuccessAt: minutes(-5).toISOString(),
    });
    expect(grid.find((r) => r.game === "lol" && r.kind === "matches")).toMatchObject({
      status: "error",
      error: "HTTP 500",
      lastSuccessAt: minutes(-60).toISOString(),
    });
    expect(grid.find((r) => r.game === "valorant" && r.kind === "matches")!.status).toBe("other");
  });

  it("gives the breaker's reopen time while it is open, and closed once the 30-minute cool-down is over", () => {
    const breakers = [
      { key: "lol:matches", state: { failures: 1, openedAt: minutes(-10), reason: "rate_limit" as const }, lastError: "HTTP 429" },
      { key: "cs2:teams", state: { failures: 3, openedAt: minutes(-31), reason: "failures" as const }, lastError: "timeout" },
    ];
    const grid = buildStatusGrid(plan, { statuses: [], breakers, jobRuns: [] }, now, false);
    expect(grid.find((r) => r.game === "lol" && r.kind === "matches")!.breaker).toEqual({
      open: true,
      failures: 1,
      reason: "rate_limit",
      reopensAt: minutes(20).toISOString(),
      lastError: "HTTP 429",
    });
    expect(grid.find((r) => r.game === "cs2" && r.kind === "teams")!.breaker).toMatchObject({ open: false, reopensAt: null, failures: 3 });
  });

  it("schedules the next run from the job's last start and interval (15 min for cs2 matches, 30 for dota2, 4 h for teams)", () => {
    const jobRuns = [
      { job: "matches:cs2", lastStartedAt: minutes(-5) },
      { job: "matches:dota2", lastStartedAt: minutes(-5) },
      { job: "teams:lol", lastStartedAt: minutes(-60) },
    ];
    const grid = buildStatusGrid(plan, { statuses: [], breakers: [], jobRuns }, now, true);
    const next = (game: string, kind: string) => grid.find((r) => r.game === game && r.kind === kind)!.nextRunAt;
    expect(next("cs2", "matches")).toBe(minutes(10).toISOString());
    expect(next("dota2", "matches")).toBe(minutes(25).toISOString());
    expect(next("lol", "teams")).toBe(minutes(180).toISOString());
    // Never run yet: due at the scheduler's next tick.
    expect(next("valorant", "tournaments")).toBe(now.toISOString());
  });
});
