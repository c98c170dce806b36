import { hasControlChars, isGame, type Game } from "@eb/api/shared";

export type TournamentLookup = { game: Game | null; id: number | null; name: string | null; slug: string | null };

/** A path segment decoded; a malformed escape is kept as written (and looked up so). */
function decodeUri(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function decodeSegment(value: string | undefined): string | null {
  if (value === undefined) return null;
  const decoded = decodeUri(value).trim();
  return decoded ? decoded.slice(0, 300) : null;
}

/**
 * The detail lookup for the three tournament routes:
 * /tournament/{game}/{id}/{name}, /tournament/{game}/{name} and /tournaments/{slug}.
 * Null when the URL cannot name a tournament (an unknown game, nothing to look up).
 */
export function tournamentLookupFromParams(params: Record<string, string | undefined>): TournamentLookup | null {
  // No tournament's name or slug holds a control character (the API refuses one as invalid input),
  // so a URL with one, in any segment, names nothing: the not-found page (404), never a 200 "Loading".
  if (Object.values(params).some((value) => value !== undefined && hasControlChars(decodeUri(value)))) return null;
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
