import { queryRows, sql } from "@eb/db";
import type { Game } from "@eb/db/games";
import { teamPath } from "../shared";
import type { DbOrTx } from "../platform";

/**
 * The team page of each name a game guide lists, when a synced team of that game bears the name:
 * compared case- and accent-insensitively in SQL (eb_search_text: lower(unaccent(x)), the same on
 * both drivers), so "ASTRALIS" finds Astralis and "Leviatan" finds Leviatán. Two stored teams of
 * one name: the one the provider changed last (then the lower id), every time.
 */
export async function teamPagesByName(db: DbOrTx, game: Game, names: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  const listed = sql.join(
    unique.map((n) => sql`(${n}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ listed: string; id: number | string; name: string }>(
    db,
    "teams.guide-team-pages",
    sql`select distinct on (l.name) l.name as listed, t.id, t.name
        from (values ${listed}) as l(name)
        join teams t on t.game = ${game} and eb_search_text(t.name) = eb_search_text(l.name)
        order by l.name, t.provider_modified_at desc nulls last, t.updated_at desc, t.id`,
  );
  return new Map(rows.map((r) => [r.listed, teamPath(game, Number(r.id), r.name)]));
}
