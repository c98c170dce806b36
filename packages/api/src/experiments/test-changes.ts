import { abTests, abTestVariants } from "@eb/db/schema";
import { and, eq, ne } from "drizzle-orm";
import { type AbAction, type CreateAbTestValue, nextStatus, PLACE_BUSY, type UpdateAbVariantsValue, VARIANTS_LOCKED } from "../contracts";
import { announceContentChange, type AuditNote, type DbOrTx, DomainError, isUniqueViolation } from "../platform";
import { getAbTest } from "./tests";
import { checkedVariantConfig } from "./variant-content";

/** Spec: the test is created with two variants, Control (50%, control) and Variant A (50%). */
export async function createAbTest(tx: DbOrTx, userId: string | null, input: CreateAbTestValue, audit: AuditNote, now: Date) {
  const [test] = await tx
    .insert(abTests)
    .values({ ...input, status: "draft", createdBy: userId, createdAt: now, updatedAt: now })
    .returning({ id: abTests.id });
  await tx.insert(abTestVariants).values([
    { testId: test!.id, name: "Control", trafficAllocation: 50, isControl: true, position: 0, config: {}, createdAt: now },
    { testId: test!.id, name: "Variant A", trafficAllocation: 50, isControl: false, position: 1, config: {}, createdAt: now },
  ]);
  const created = await getAbTest(tx, test!.id);
  audit({ resourceId: String(created.id), after: created });
  return created;
}

/** Names, allocations and content of a draft test's variants. The control always shows the site as it is. */
export async function updateAbVariants(tx: DbOrTx, input: UpdateAbVariantsValue, audit: AuditNote, now: Date) {
  const before = await getAbTest(tx, input.id, { lock: true });
  if (before.status !== "draft") throw new DomainError("conflict", VARIANTS_LOCKED);
  const known = new Set(before.variants.map((v) => v.id));
  const sent = new Set(input.variants.map((v) => v.id));
  if (input.variants.length !== known.size || sent.size !== known.size || ![...sent].every((id) => known.has(id))) {
    throw new DomainError("invalid_input", "Send every variant of the test, once each");
  }
  for (const v of input.variants) {
    const current = before.variants.find((b) => b.id === v.id)!;
    // An empty content is allowed while drafting; Start refuses it.
    const config = current.isControl || Object.keys(v.config).length === 0 ? {} : await checkedVariantConfig(tx, before.place, v.name, v.config);
    await tx.update(abTestVariants).set({ name: v.name, trafficAllocation: v.allocation, config }).where(eq(abTestVariants.id, v.id));
  }
  await tx.update(abTests).set({ updatedAt: now }).where(eq(abTests.id, input.id));
  const after = await getAbTest(tx, input.id);
  audit({ resourceId: String(input.id), before: before.variants, after: after.variants });
  return after;
}

/**
 * Spec 4: draft -> running (Start; start_date set if empty), running -> paused (Pause),
 * paused -> running (Resume), running or paused -> completed (Complete; end_date set).
 * Starting checks every variant's content again; a place runs one test at a time.
 */
export async function transitionAbTest(tx: DbOrTx, input: { id: number; action: AbAction }, audit: AuditNote, now: Date) {
  const before = await getAbTest(tx, input.id, { lock: true });
  const status = nextStatus(before.status, input.action);
  if (!status) throw new DomainError("conflict", `A ${before.status} test cannot ${input.action}; reload to see its current status`);
  if (input.action === "start") {
    for (const v of before.variants.filter((v) => !v.isControl)) await checkedVariantConfig(tx, before.place, v.name, v.config);
  }
  if (status === "running") {
    const [busy] = await tx
      .select({ id: abTests.id })
      .from(abTests)
      .where(and(eq(abTests.place, before.place), eq(abTests.status, "running"), ne(abTests.id, before.id)));
    if (busy) throw new DomainError("conflict", PLACE_BUSY);
  }
  await tx
    .update(abTests)
    .set({
      status,
      updatedAt: now,
      ...(input.action === "start" && !before.startDate ? { startDate: now } : {}),
      ...(status === "completed" ? { endDate: now } : {}),
    })
    .where(eq(abTests.id, before.id))
    .catch((err: unknown) => {
      // Two admins starting tests on one place at once: the partial unique index lets one through.
      throw isUniqueViolation(err) ? new DomainError("conflict", PLACE_BUSY) : err;
    });
  // Every instance drops its rendered pages and its copy of the running tests.
  await announceContentChange(tx, "experiments");
  const after = await getAbTest(tx, before.id);
  audit({
    resourceId: String(before.id),
    before: { status: before.status },
    after: { status: after.status, startDate: after.startDate, endDate: after.endDate },
  });
  return after;
}
