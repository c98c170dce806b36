import {
  bookmakerLicenceOutput,
  bookmakerLicencesOutput,
  createRuleInput,
  deleteRuleInput,
  jurisdictionRuleOutput,
  jurisdictionRulesOutput,
  offerPreviewOutput,
  okOutput,
  previewInput,
  saveLicenceInput,
  updateRuleInput,
} from "../contracts";
import { adminProcedure } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { listLicences, saveLicence } from "./licences-admin";
import { previewOffers } from "./offer-preview";
import { createRule, deleteRule, listRules, updateRule } from "./rules-admin";

/**
 * The Jurisdictions tab: the rules per place (age, responsible-gambling line, helpline, bonuses,
 * key terms), each bookmaker's licence and own URLs, and a preview of what a visitor from a place
 * sees. Every change is one audited transaction that tells the public site to refresh.
 */
export const jurisdictionsAdminRouter = createAdminRouter({
  rules: adminProcedure.output(jurisdictionRulesOutput).query(({ ctx }) => listRules(ctx.db)),
  createRule: adminProcedure
    .input(createRuleInput)
    .use(audited("create_jurisdiction_rule", "jurisdiction_rule"))
    .output(jurisdictionRuleOutput)
    .mutation(({ ctx, input }) => createRule(ctx.db, input, ctx.audit, ctx.now())),
  updateRule: adminProcedure
    .input(updateRuleInput)
    .use(audited("update_jurisdiction_rule", "jurisdiction_rule"))
    .output(jurisdictionRuleOutput)
    .mutation(({ ctx, input }) => updateRule(ctx.db, input, ctx.audit, ctx.now())),
  deleteRule: adminProcedure
    .input(deleteRuleInput)
    .use(audited("delete_jurisdiction_rule", "jurisdiction_rule"))
    .output(okOutput)
    .mutation(({ ctx, input }) => deleteRule(ctx.db, input, ctx.audit)),
  licences: adminProcedure.output(bookmakerLicencesOutput).query(({ ctx }) => listLicences(ctx.db)),
  saveLicence: adminProcedure
    .input(saveLicenceInput)
    .use(audited("update_bookmaker_licence", "bookmaker_licence"))
    .output(bookmakerLicenceOutput)
    .mutation(({ ctx, input }) => saveLicence(ctx.db, input, ctx.audit, ctx.now())),
  preview: adminProcedure
    .input(previewInput)
    .output(offerPreviewOutput)
    .query(({ ctx, input }) => previewOffers(ctx.db, input.code)),
});
