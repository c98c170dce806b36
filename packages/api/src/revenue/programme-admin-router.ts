import {
  affiliateProgrammeIdInput,
  affiliateProgrammeOutput,
  generatedSecretOutput,
  programmePostbacksOutput,
  saveAffiliateProgrammeInput,
} from "../contracts";
import { adminProcedure, requireStepUp } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { programmePostbacks } from "./programme-postbacks";
import { affiliateProgramme, generateProgrammeSecret, saveAffiliateProgramme } from "./programme-settings";

/**
 * A bookmaker's affiliate programme (issue 27): click id parameter, postback key and mode, deal
 * terms. Making a new secret needs a step-up, as the other secret operations do (a password
 * reset link, a factor reset): whoever holds it can report conversions.
 */
export const affiliateProgrammesAdminRouter = createAdminRouter({
  get: adminProcedure
    .input(affiliateProgrammeIdInput)
    .output(affiliateProgrammeOutput)
    .query(({ ctx, input }) => affiliateProgramme(ctx.db, input.bookmakerId)),

  save: adminProcedure
    .input(saveAffiliateProgrammeInput)
    .use(audited("update_affiliate_programme", "bookmaker"))
    .output(affiliateProgrammeOutput)
    .mutation(({ ctx, input }) => saveAffiliateProgramme(ctx.db, input, ctx.now(), ctx.audit)),

  generateSecret: adminProcedure
    .input(affiliateProgrammeIdInput)
    .use(requireStepUp)
    .use(audited("generate_postback_secret", "bookmaker"))
    .output(generatedSecretOutput)
    .mutation(({ ctx, input }) => generateProgrammeSecret(ctx.db, ctx.mfaKeys.secretKey, input.bookmakerId, ctx.now(), ctx.postbackSecretOverlapMs, ctx.audit)),

  /** The programme's last postbacks and the replaced secret's overlap (never a secret). */
  postbacks: adminProcedure
    .input(affiliateProgrammeIdInput)
    .output(programmePostbacksOutput)
    .query(({ ctx, input }) => programmePostbacks(ctx.db, input.bookmakerId, ctx.now())),
});

declare module "../platform" {
  interface AdminRequestContext {
    /**
     * How long a replaced postback secret stays accepted beside the new one, so a programme can
     * switch without losing postbacks: POSTBACK_SECRET_OVERLAP_SECONDS (24 hours by default; the
     * end-to-end tests use a few seconds). Declared here, where it is read: a side-effect-only
     * import of a declaration file is dropped by the server's bundler (the package has no side effects).
     */
    postbackSecretOverlapMs: number;
  }
}
