/** A map's name and score (rounds or kills, team A's first), as far as anyone said them. */
export type MapDetails = { name?: string | null; scoreA?: number | null; scoreB?: number | null };

/**
 * What is known of a map's name and score, to spread into a map's state or a page's game: only the
 * real-time feed says them, so a map without them keeps its older shape (no keys at all) rather
 * than carrying nulls. Browser-safe: the match page applies live states with it too.
 */
export function knownMapDetails(map: MapDetails): { name?: string; scoreA?: number | null; scoreB?: number | null } {
  return {
    ...(map.name ? { name: map.name } : {}),
    ...(map.scoreA != null || map.scoreB != null ? { scoreA: map.scoreA ?? null, scoreB: map.scoreB ?? null } : {}),
  };
}
