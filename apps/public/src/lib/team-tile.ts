/**
 * The colour of a team's initials tile, fixed per name. A grey square of two letters beside the grey
 * "VS" marker could read as the marker itself (Velvet Storm's "VS"); a round tile in the team's own
 * colour cannot. Hues only, at one dark lightness, so the white letters keep over 4.5:1 everywhere.
 */
export function teamTileHue(name: string): number {
  // FNV-1a: cheap, and close names ("Team A", "Team B") land far apart.
  let hash = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash % 360;
}

export const teamTileBackground = (name: string) => `hsl(${teamTileHue(name)} 55% 28%)`;
