import { isGame, type Game } from "@eb/api/shared";

export type TournamentLookup = { game: Game | null; id: number | null; name: string | null; slug: string | null };

function decodeSegment(value: string | undefined): string | null {
  if (value === undefined) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A malformed escape is looked up as written.
  }
  decoded = decoded.trim();
  return decoded ? decoded.slice(0, 300) : null;
}

/**
 * The detail lookup for the three tournament routes:
 * /tournament/{game}/{id}/{name}, /tournament/{game}/{name} and /tournaments/{slug}.
 * Null when the URL cannot name a tournament (an unknown game, nothing to look up).
 */
export function tournamentLookupFromParams(params: Record<string, string | undefined>): TournamentLookup | null {
  if (params.slug !== undefined) {
    const slug = decodeSegment(params.slug);
    return slug ? { game: null, id: null, name: null, slug } : null;
  }
  if (!isGame(params.game)) return null;
  const name = decodeSegment(params.name);
  const rawId = params.id;
  const id = rawId !== undefined && /^\d{1,15}$/.test(rawId) && Number(rawId) > 0 ? Number(rawId) : null;
  if (id === null && !name) return null;
  return { game: params.game, id, name, slug: null };
}
