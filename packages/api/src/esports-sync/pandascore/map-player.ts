import type { Game } from "@eb/db/games";
import type { players } from "@eb/db/schema";
import { httpUrl, text, toDate } from "./map-common";
import type { PsPlayer, PsTeam } from "./types";

export type PlayerRow = typeof players.$inferInsert & { id: number; name: string };

/** ISO 3166-1 alpha-2 as the provider sends it, upper-cased; anything else is not a country code. */
function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** A player of `teamId`'s roster, or null for a blank name. */
export function mapPlayer(game: Game, teamId: number, p: PsPlayer): PlayerRow | null {
  const name = text(p.name);
  if (!name) return null;
  return {
    id: p.id,
    source: "pandascore",
    game,
    teamId,
    name,
    firstName: text(p.first_name),
    lastName: text(p.last_name),
    role: text(p.role)?.trim().toLowerCase() ?? null,
    nationality: countryCode(p.nationality),
    imageUrl: httpUrl(p.image_url),
    providerModifiedAt: toDate(p.modified_at),
  };
}

/**
 * A team's roster from its payload: its players, and whether the payload states the whole roster
 * (so players of the team it does not list have left). It does when `players` is there and every
 * element of it was readable; with an element left out the roster is incomplete, so nobody is
 * taken off the team on its word.
 */
export function mapRoster(game: Game, t: PsTeam): { players: PlayerRow[]; complete: boolean; unusable: number } {
  if (!t.players) return { players: [], complete: false, unusable: 0 };
  const rows = t.players.items.map((p) => mapPlayer(game, t.id, p)).filter((p) => p !== null);
  const unusable = t.players.items.length - rows.length;
  return { players: rows, complete: t.players.invalid.length === 0 && unusable === 0, unusable };
}
