import { abTests, abTestVariants } from "@eb/db/schema";
import { asc, eq } from "drizzle-orm";
import type { AbPlace, AbTargetMetric } from "../contracts";
import type { DbOrTx } from "../platform";
import type { ExperimentAssignment } from "../shared";
import { assignVariant } from "./assignment";

export type RunningVariant = { id: number; allocation: number; isControl: boolean; config: Record<string, string | number> };
export type RunningTest = { id: number; place: AbPlace; targetMetric: AbTargetMetric; variants: RunningVariant[] };

/** The key hashed with the session id; it never changes for a test, so neither does a session's variant. */
export const testKey = (testId: number) => `ab:${testId}`;

/** A session's variant of one test (deterministic: docs/ab-statistics.md, Assignment). */
export function variantFor(test: RunningTest, sessionId: string): RunningVariant | null {
  const id = assignVariant(testKey(test.id), sessionId, test.variants);
  return test.variants.find((v) => v.id === id) ?? null;
}

/** What a consented session sees on every place under test; the control's content is null (the site as it is). */
export function assignmentsFor(tests: readonly RunningTest[], sessionId: string): ExperimentAssignment[] {
  const out: ExperimentAssignment[] = [];
  for (const test of tests) {
    const v = variantFor(test, sessionId);
    if (v) out.push({ testId: test.id, variantId: v.id, place: test.place, config: v.isControl ? null : v.config });
  }
  return out;
}

export async function loadRunningTests(db: DbOrTx): Promise<RunningTest[]> {
  const rows = await db
    .select({
      testId: abTests.id,
      place: abTests.place,
      targetMetric: abTests.targetMetric,
      variantId: abTestVariants.id,
      allocation: abTestVariants.trafficAllocation,
      isControl: abTestVariants.isControl,
      config: abTestVariants.config,
    })
    .from(abTests)
    .innerJoin(abTestVariants, eq(abTestVariants.testId, abTests.id))
    .where(eq(abTests.status, "running"))
    .orderBy(asc(abTests.id), asc(abTestVariants.position));
  const tests = new Map<number, RunningTest>();
  for (const r of rows) {
    let t = tests.get(r.testId);
    if (!t) tests.set(r.testId, (t = { id: r.testId, place: r.place, targetMetric: r.targetMetric, variants: [] }));
    t.variants.push({ id: r.variantId, allocation: r.allocation, isControl: r.isControl, config: r.config });
  }
  return [...tests.values()];
}
