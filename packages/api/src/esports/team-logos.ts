import { and, eq, isNotNull, type Db } from "@eb/db";
import { teams } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import { buildLogoIndex, type LogoIndex, logoUrl } from "../shared";
import { MINUTE_MS } from "../platform";

/** Spec: team logos are cached for 5 minutes. */
const LOGO_TTL_MS = 5 * MINUTE_MS;
const cache = new WeakMap<Db, { at: number; index: LogoIndex }>();

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

/** Name-variant index of every team logo, used to fill logos that a match row lacks. */
export async function teamLogoIndex(db: Db, now: Date): Promise<LogoIndex> {
  const hit = cache.get(db);
  if (hit && now.getTime() - hit.at < LOGO_TTL_MS) return hit.index;
  const index = buildLogoIndex(await listTeamLogos(db, "all"));
  cache.set(db, { at: now.getTime(), index });
  return index;
}

export function forgetTeamLogos(db: Db): void {
  cache.delete(db);
}
