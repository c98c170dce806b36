import { z } from "zod";
import { GAMES } from "@eb/db/games";
import { singleLine } from "./text";
import { dbId } from "./db-id";

export const REGION_NAME_REQUIRED = "Region name is required";
export const STALE_TEAM_LIST = "These team lists were changed by someone else since you opened them. Reload to see the latest version.";
export const TEAM_LIST_NOT_FOUND = "Team list not found";
export const teamAlreadyIn = (team: string, region: string) => `${team} is already in ${region}`;

export const gameInput = z.enum(GAMES);

/** Spec: team names are trimmed and empty ones ignored; a region holds each team once. */
export const teamRegionInput = z
  .object({
    name: singleLine({ min: 1, max: 60, message: REGION_NAME_REQUIRED }),
    teams: z
      .array(singleLine({ max: 60 }))
      .max(50, "At most 50 teams per region")
      .transform((teams) => teams.filter((t) => t !== "")),
  })
  .superRefine((region, ctx) => {
    const seen = new Set<string>();
    for (const team of region.teams) {
      const key = team.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["teams"], message: teamAlreadyIn(team, region.name) });
      seen.add(key);
    }
  });

/** One game's whole list, saved at once; `version` refuses a save from a stale form. */
export const saveTeamListInput = z.object({
  game: gameInput,
  version: dbId(),
  regions: z
    .array(teamRegionInput)
    .max(20, "At most 20 regions")
    .superRefine((regions, ctx) => {
      const seen = new Set<string>();
      regions.forEach((r, i) => {
        const key = r.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "name"], message: `There is already a region called ${r.name}` });
        seen.add(key);
      });
    }),
});
export type SaveTeamListForm = z.input<typeof saveTeamListInput>;

/** One game's team lists as the Teams tab shows and edits them (`teams.lists`, and `teams.save`'s answer). */
export const teamListOutput = z.object({
  game: z.enum(GAMES),
  regions: z.array(z.object({ name: z.string(), teams: z.array(z.string()) })),
  version: z.number(),
  /** Not on screen; the API's tests read it. */
  updatedAt: z.string(),
});
export const teamListsOutput = z.array(teamListOutput);

/** Adding a team in the editor: trimmed, empty ignored, and not twice in one region. */
export function addTeam(teams: readonly string[], name: string): string[] {
  const team = name.trim();
  if (team === "" || teams.some((t) => t.toLowerCase() === team.toLowerCase())) return [...teams];
  return [...teams, team];
}
