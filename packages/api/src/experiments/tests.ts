import { abTests, abTestVariants } from "@eb/db/schema";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { AB_TEST_NOT_FOUND } from "../contracts";
import { type DbOrTx, DomainError } from "../platform";

export const testColumns = {
  id: abTests.id,
  name: abTests.name,
  description: abTests.description,
  place: abTests.place,
  targetMetric: abTests.targetMetric,
  confidenceLevel: abTests.confidenceLevel,
  status: abTests.status,
  startDate: abTests.startDate,
  endDate: abTests.endDate,
  createdAt: abTests.createdAt,
};

export const variantColumns = {
  id: abTestVariants.id,
  testId: abTestVariants.testId,
  name: abTestVariants.name,
  description: abTestVariants.description,
  config: abTestVariants.config,
  allocation: abTestVariants.trafficAllocation,
  isControl: abTestVariants.isControl,
  position: abTestVariants.position,
};

type TestRow = Pick<typeof abTests.$inferSelect, keyof typeof testColumns>;
type VariantRow = Pick<typeof abTestVariants.$inferSelect, Exclude<keyof typeof variantColumns, "allocation">> & { allocation: number };
export type AbTestWithVariants = TestRow & { variants: VariantRow[] };

async function withVariants(db: DbOrTx, tests: TestRow[]): Promise<AbTestWithVariants[]> {
  if (tests.length === 0) return [];
  const variants = await db
    .select(variantColumns)
    .from(abTestVariants)
    .where(
      inArray(
        abTestVariants.testId,
        tests.map((t) => t.id),
      ),
    )
    .orderBy(asc(abTestVariants.testId), asc(abTestVariants.position));
  return tests.map((t) => ({ ...t, variants: variants.filter((v) => v.testId === t.id) }));
}

/** Spec: tests ordered by created_at, newest first, each with its variants in order. */
export async function listAbTests(db: DbOrTx): Promise<AbTestWithVariants[]> {
  const tests = await db.select(testColumns).from(abTests).orderBy(desc(abTests.createdAt), desc(abTests.id));
  return withVariants(db, tests);
}

export async function getAbTest(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<AbTestWithVariants> {
  const query = db.select(testColumns).from(abTests).where(eq(abTests.id, id));
  const [test] = opts.lock ? await query.for("update") : await query;
  if (!test) throw new DomainError("not_found", AB_TEST_NOT_FOUND);
  return (await withVariants(db, [test]))[0]!;
}
