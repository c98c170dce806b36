import type { TeamRegion } from "@eb/db/schema";

/** Whether two team lists are the same: region names and teams, in the same order (order is shown). */
export function sameRegions(a: readonly TeamRegion[], b: readonly TeamRegion[]): boolean {
  return (
    a.length === b.length &&
    a.every((region, i) => {
      const other = b[i]!;
      return region.name === other.name && region.teams.length === other.teams.length && region.teams.every((team, j) => team === other.teams[j]);
    })
  );
}
