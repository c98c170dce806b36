import { eq } from "@eb/db";
import { GAMES, type Game } from "@eb/db/games";
import { teamLists, type TeamRegion } from "@eb/db/schema";
import type { DbOrTx } from "../platform";
import type { PublicTeamRegion } from "../shared";
import { teamPagesByName } from "./team-links";

/** One game's team lists as the Teams tab shows and edits them. */
export type TeamList = { game: Game; regions: TeamRegion[]; version: number; updatedAt: string };

/** Keeps only the two fields a region has, whatever else the stored JSON might carry. */
const cleanRegions = (regions: TeamRegion[]): TeamRegion[] => regions.map((r) => ({ name: r.name, teams: [...r.teams] }));

/** The Teams tab: every game's lists, in the tab order (cs2, lol, valorant, dota2). */
export async function listTeamLists(db: DbOrTx): Promise<TeamList[]> {
  const rows = await db
    .select({ game: teamLists.game, regions: teamLists.regions, version: teamLists.version, updatedAt: teamLists.updatedAt })
    .from(teamLists);
  const byGame = new Map(rows.map((r) => [r.game, r]));
  return GAMES.flatMap((game) => {
    const row = byGame.get(game);
    return row ? [{ game, regions: cleanRegions(row.regions), version: row.version, updatedAt: row.updatedAt.toISOString() }] : [];
  });
}

/**
 * What a game guide shows under 'Top Teams by Region': the regions only, none of the editing data,
 * each name with its team page when it names a synced team of the game (issue 24).
 */
export async function teamRegions(db: DbOrTx, game: Game): Promise<PublicTeamRegion[]> {
  const [row] = await db.select({ regions: teamLists.regions }).from(teamLists).where(eq(teamLists.game, game));
  if (!row) return [];
  const regions = cleanRegions(row.regions);
  const pages = await teamPagesByName(
    db,
    game,
    regions.flatMap((r) => r.teams),
  );
  return regions.map((r) => ({ name: r.name, teams: r.teams.map((name) => ({ name, path: pages.get(name) ?? null })) }));
}
