// teams/: the admin-curated team lists (regions) the public pages group teams by.

export { teamsAdminRouter } from "./admin-router";
export { teamRegions } from "./team-lists";
