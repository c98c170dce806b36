import type { Game } from "@eb/db/games";
import type { teams } from "@eb/db/schema";
import { httpUrl, text, toDate } from "./map-common";
import type { PsTeam } from "./types";

export type TeamRow = typeof teams.$inferInsert & { id: number; name: string };

/** A team row, or null for a blank name (the schema guarantees a string, the page needs a name). */
export function mapTeam(game: Game, t: PsTeam): TeamRow | null {
  const name = text(t.name);
  if (!name) return null;
  return {
    id: t.id,
    source: "pandascore",
    game,
    name,
    acronym: text(t.acronym),
    slug: text(t.slug),
    imageUrl: httpUrl(t.image_url),
    location: text(t.location),
    providerModifiedAt: toDate(t.modified_at),
  };
}
