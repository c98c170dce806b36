import { eq } from "@eb/db";
import { teamLists } from "@eb/db/schema";
import type { z } from "zod";
import { type saveTeamListInput, STALE_TEAM_LIST, TEAM_LIST_NOT_FOUND } from "../contracts";
import { announceContentChange, type AuditNote, type DbOrTx, DomainError } from "../platform";
import { sameRegions } from "./same-regions";
import type { TeamList } from "./team-lists";

/**
 * Saves one game's whole list as a new version. The row is locked for the rest of the transaction,
 * so of two admins saving from forms of the same version, the second waits, sees the new version
 * and is refused instead of silently overwriting the first one's change.
 */
export async function saveTeamList(tx: DbOrTx, input: z.output<typeof saveTeamListInput>, userId: string, audit: AuditNote, now: Date): Promise<TeamList> {
  const [row] = await tx
    .select({ regions: teamLists.regions, version: teamLists.version, updatedAt: teamLists.updatedAt })
    .from(teamLists)
    .where(eq(teamLists.game, input.game))
    .for("update");
  if (!row) throw new DomainError("not_found", TEAM_LIST_NOT_FOUND);
  if (row.version !== input.version) throw new DomainError("conflict", STALE_TEAM_LIST);
  if (sameRegions(row.regions, input.regions)) {
    audit("skip");
    return { game: input.game, regions: input.regions, version: row.version, updatedAt: row.updatedAt.toISOString() };
  }
  const version = row.version + 1;
  await tx.update(teamLists).set({ regions: input.regions, version, updatedBy: userId, updatedAt: now }).where(eq(teamLists.game, input.game));
  audit({ resourceId: input.game, before: row.regions, after: input.regions, data: { version } });
  await announceContentChange(tx, "teams");
  return { game: input.game, regions: input.regions, version, updatedAt: now.toISOString() };
}
