import {
  abTestIdInput,
  abTestTransitionInput,
  createAbTestInput,
  updateAbVariantsInput,
  abTestListOutput,
  abTestOutput,
  abTestResultsOutput,
} from "../contracts";
import { adminProcedure } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { abTestResultsFor } from "./results";
import { createAbTest, transitionAbTest, updateAbVariants } from "./test-changes";
import { listAbTests } from "./tests";

const RESOURCE = "ab_test";

/** Spec: A/B tests, listed and changed by admins only; every change is audited. */
export const abTestsAdminRouter = createAdminRouter({
  list: adminProcedure.output(abTestListOutput).query(({ ctx }) => listAbTests(ctx.db)),
  results: adminProcedure
    .input(abTestIdInput)
    .output(abTestResultsOutput)
    .query(({ ctx, input }) => abTestResultsFor(ctx.db, input.id, ctx.now())),
  create: adminProcedure
    .input(createAbTestInput)
    .use(audited("create_ab_test", RESOURCE))
    .output(abTestOutput)
    .mutation(({ ctx, input }) => createAbTest(ctx.db, ctx.admin.userId, input, ctx.audit, ctx.now())),
  updateVariants: adminProcedure
    .input(updateAbVariantsInput)
    .use(audited("update_ab_test_variants", RESOURCE))
    .output(abTestOutput)
    .mutation(({ ctx, input }) => updateAbVariants(ctx.db, input, ctx.audit, ctx.now())),
  transition: adminProcedure
    .input(abTestTransitionInput)
    .use(audited("update_ab_test_status", RESOURCE))
    .output(abTestOutput)
    .mutation(({ ctx, input }) => transitionAbTest(ctx.db, input, ctx.audit, ctx.now())),
});
