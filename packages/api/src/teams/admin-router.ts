import { saveTeamListInput, teamListOutput, teamListsOutput } from "../contracts";
import { adminProcedure } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { saveTeamList } from "./save-team-list";
import { listTeamLists } from "./team-lists";

/** The Teams tab: each game's team lists by region, saved whole, shown on the game guides. */
export const teamsAdminRouter = createAdminRouter({
  lists: adminProcedure.output(teamListsOutput).query(({ ctx }) => listTeamLists(ctx.db)),
  save: adminProcedure
    .input(saveTeamListInput)
    .use(audited("update_team_list", "team_list"))
    .output(teamListOutput)
    .mutation(({ ctx, input }) => saveTeamList(ctx.db, input, ctx.admin.userId, ctx.audit, ctx.now())),
});
