import { asc, eq, type Db } from "@eb/db";
import type { Game } from "@eb/db/games";
import { auditLogs, teamLists } from "@eb/db/schema";
import { advance, signedInAdmin } from "../identity/test-support";
import { publicRouter } from "../public-router";
import { testContext } from "../testing/context";
import { createCallerFactory } from "../platform";

/**
 * A signed-in admin at the Teams tab. `api()` moves the clock 20 s before each call: the server
 * throttles admin mutations (20 per 5 minutes), and these tests make more than that.
 */
export async function teamsTab(db: Db, clock: { now: Date }, email = "admin@example.com") {
  const admin = await signedInAdmin(db, clock, email);
  const api = () => {
    advance(clock, 20_000);
    return admin.browser.api.teams;
  };
  /** One game's list as the tab loads it. */
  const listOf = async (game: Game) => (await api().lists()).find((l) => l.game === game)!;
  return { admin, api, listOf };
}

/** The audit rows of team list saves, oldest first. */
export const teamAuditRows = (db: Db) =>
  db
    .select({ userId: auditLogs.userId, resourceType: auditLogs.resourceType, resourceId: auditLogs.resourceId, eventData: auditLogs.eventData })
    .from(auditLogs)
    .where(eq(auditLogs.action, "update_team_list"))
    .orderBy(asc(auditLogs.id));

/** The stored row of one game, editing columns included. */
export async function storedTeamList(db: Db, game: Game) {
  const [row] = await db
    .select({ regions: teamLists.regions, version: teamLists.version, updatedBy: teamLists.updatedBy, updatedAt: teamLists.updatedAt })
    .from(teamLists)
    .where(eq(teamLists.game, game));
  return row!;
}

/** What a visitor's game guide asks for. */
export const publicRegions = (db: Db, now: Date, game: Game) => createCallerFactory(publicRouter)(testContext(db, now)).teams.regions({ game });
