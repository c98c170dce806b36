import { and, eq, isNotNull, type Db } from "@eb/db";
import { teams } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import { buildLogoIndex, type LogoIndex, logoUrl } from "../shared";
import { MINUTE_MS } from "../platform";

/** Spec: team logos are cached for 5 minutes. */
const LOGO_TTL_MS = 5 * MINUTE_MS;
type Cached = { at: number; index: LogoIndex; refreshing: Promise<LogoIndex> | null };
const cache = new WeakMap<Db, Cached>();

/** Teams with a logo; a stored logo that is not safe on a page (see logoUrl) counts as none. */
export async function listTeamLogos(db: Db, game: Game | "all") {
  const rows = await db
    .select({ name: teams.name, imageUrl: teams.imageUrl, game: teams.game })
    .from(teams)
    .where(and(isNotNull(teams.imageUrl), game === "all" ? undefined : eq(teams.game, game)));
  return rows.flatMap((row) => {
    const imageUrl = logoUrl(row.imageUrl);
    return imageUrl ? [{ ...row, imageUrl }] : [];
  });
}

/**
 * Name-variant index of every team logo, used to fill logos that a match row lacks. Off the request
 * path once built: past its 5 minutes the last index is still answered at once while one refresh
 * runs in the background (at 100 times the demo's teams a build took 50 ms, every 5 minutes, on
 * whichever request came first). Only the very first call waits for a build.
 */
export async function teamLogoIndex(db: Db, now: Date): Promise<LogoIndex> {
  const hit = cache.get(db);
  if (!hit) {
    const index = buildLogoIndex(await listTeamLogos(db, "all"));
    // A concurrent first call may have stored one meanwhile; either is current.
    if (!cache.has(db)) cache.set(db, { at: now.getTime(), index, refreshing: null });
    return index;
  }
  if (now.getTime() - hit.at >= LOGO_TTL_MS && !hit.refreshing) {
    hit.refreshing = listTeamLogos(db, "all")
      .then((rows) => {
        const index = buildLogoIndex(rows);
        if (cache.get(db) === hit) cache.set(db, { at: now.getTime(), index, refreshing: null });
        return index;
      })
      // A failed refresh keeps the last index and tries again on a later call.
      .catch(() => {
        hit.refreshing = null;
        return hit.index;
      });
  }
  return hit.index;
}

/** The refresh running for this database, if any (for tests that wait for it). */
export const teamLogoRefresh = (db: Db): Promise<LogoIndex> | null => cache.get(db)?.refreshing ?? null;

export function forgetTeamLogos(db: Db): void {
  cache.delete(db);
}
