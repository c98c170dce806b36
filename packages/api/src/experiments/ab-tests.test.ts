import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { abTests } from "@eb/db/schema";
import { abTestsLab } from "./test-support";
import { auditRows, type TestAdmin } from "../identity/team/test-support";
import { refusalOf } from "../testing/refusal";
import { contentAnnouncements } from "../testing/content-announcements";
import {
  ALLOCATION_TOTAL,
  AB_TEST_NAME_REQUIRED,
  AB_TEST_NOT_FOUND,
  BOOKMAKER_NOT_LISTED,
  PLACE_BUSY,
  VARIANTS_LOCKED,
  CONFIDENCE_RANGE,
} from "../contracts/experiments";
import { bookmakersTab } from "../bookmakers/test-support";

const HERO = { headline: "Bet smarter on esports in {year}", text: "Ratings, bonuses and every match in one place." };

describe.each(testDrivers())("A/B tests (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: TestAdmin;
  let lab: Awaited<ReturnType<typeof abTestsLab>>;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    lab = await abTestsLab(handle.db, clock);
    admin = lab.admin;
  });
  afterEach(() => handle.close());

  const api = () => lab.api();
  const heroTest = async (name = "Hero copy") => {
    const test = await api().create({ name, place: "home_hero" });
    const [control, variant] = test.variants;
    return api().updateVariants({
      id: test.id,
      variants: [
        { id: control!.id, name: "Control", allocation: 50, config: {} },
        { id: variant!.id, name: "Variant A", allocation: 50, config: HERO },
      ],
    });
  };

  it("creates a draft with the spec's defaults, Control and Variant A at 50% each, audited", async () => {
    const test = await api().create({ name: "  Hero copy ", description: "", place: "home_hero" });
    expect(test).toMatchObject({
      name: "Hero copy",
      description: null,
      targetMetric: "bookmaker_clicks",
      confidenceLevel: 95,
      status: "draft",
      startDate: null,
      endDate: null,
    });
    expect(test.variants.map((v) => [v.name, v.allocation, v.isControl])).toEqual([
      ["Control", 50, true],
      ["Variant A", 50, false],
    ]);
    const audit = await auditRows(handle.db, "create_ab_test");
    expect(audit).toMatchObject([{ userId: admin.userId, resourceType: "ab_test", resourceId: String(test.id) }]);
  });

  it("refuses a blank name and a confidence level outside 80 to 99", async () => {
    expect(await refusalOf(api().create({ name: "   ", place: "home_hero" }))).toEqual({ code: "BAD_REQUEST", messages: [AB_TEST_NAME_REQUIRED] });
    expect(await refusalOf(api().create({ name: "x", place: "home_hero", confidenceLevel: 79 }))).toEqual({
      code: "BAD_REQUEST",
      messages: [CONFIDENCE_RANGE],
    });
    expect(await refusalOf(api().create({ name: "x", place: "home_hero", confidenceLevel: 100 }))).toEqual({
      code: "BAD_REQUEST",
      messages: [CONFIDENCE_RANGE],
    });
    expect(await handle.db.select().from(abTests)).toEqual([]);
  });

  it("lists tests newest first", async () => {
    await api().create({ name: "First", place: "home_hero" });
    await api().create({ name: "Second", place: "bookmaker_cta", targetMetric: "page_views", confidenceLevel: 90 });
    expect((await api().list()).map((t) => [t.name, t.targetMetric, t.confidenceLevel])).toEqual([
      ["Second", "page_views", 90],
      ["First", "bookmaker_clicks", 95],
    ]);
  });

  it("edits allocations and the place's content before the start, and checks both", async () => {
    const test = await heroTest();
    expect(test.variants.map((v) => v.config)).toEqual([{}, HERO]);
    const [control, variant] = test.variants;
    const edit = (a: number, b: number, config: Record<string, string | number>) =>
      api().updateVariants({
        id: test.id,
        variants: [
          { id: control!.id, name: "Control", allocation: a, config: {} },
          { id: variant!.id, name: "Bold", allocation: b, config },
        ],
      });
    expect(await refusalOf(edit(30, 60, HERO))).toEqual({ code: "BAD_REQUEST", messages: [ALLOCATION_TOTAL] });
    expect((await refusalOf(edit(50, 50, { headline: "Hi", text: HERO.text }))).messages[0]).toMatch(/^Bold: Enter a headline of 3 to 90 characters$/);
    expect((await refusalOf(edit(50, 50, { ctaText: "Go now" }))).code).toBe("BAD_REQUEST");
    // The same variant twice adds up to 100 but would leave the other at its old share.
    const twice = api().updateVariants({
      id: test.id,
      variants: [
        { id: variant!.id, name: "Bold", allocation: 30, config: HERO },
        { id: variant!.id, name: "Bold", allocation: 70, config: HERO },
      ],
    });
    expect(await refusalOf(twice)).toEqual({ code: "BAD_REQUEST", messages: ["Send every variant of the test, once each"] });
    const edited = await edit(40, 60, HERO);
    expect(edited.variants.map((v) => [v.name, v.allocation])).toEqual([
      ["Control", 40],
      ["Bold", 60],
    ]);
    expect(await auditRows(handle.db, "update_ab_test_variants")).toHaveLength(2);
  });

  it("offers the featured place only bookmakers that visitors can see", async () => {
    const tab = await bookmakersTab(handle.db, clock);
    const listed = await tab.published("listed-bet");
    const hidden = await tab.api().create({ content: (await import("../bookmakers/test-support")).contentForm({ name: "Draft Bet" }) });
    const test = await api().create({ name: "Who goes first", place: "featured_bookmaker" });
    const [control, variant] = test.variants;
    const pick = (bookmakerId: number) =>
      api().updateVariants({
        id: test.id,
        variants: [
          { id: control!.id, name: "Control", allocation: 50, config: {} },
          { id: variant!.id, name: "Variant A", allocation: 50, config: { bookmakerId } },
        ],
      });
    expect(await refusalOf(pick(hidden.id))).toEqual({ code: "BAD_REQUEST", messages: [`Variant A: ${BOOKMAKER_NOT_LISTED}`] });
    expect((await pick(listed.id)).variants[1]!.config).toEqual({ bookmakerId: listed.id });
  });

  it("runs the lifecycle of spec 4, each step audited and announced to every instance", async () => {
    const announcements = await contentAnnouncements(handle);
    try {
      const test = await heroTest();
      const step = (action: "start" | "pause" | "resume" | "complete") => api().transition({ id: test.id, action });
      const started = await step("start");
      expect(started).toMatchObject({ status: "running", startDate: clock.now, endDate: null });
      expect(await announcements.next()).toBe("experiments");
      const startedAt = started.startDate;
      expect(await refusalOf(api().updateVariants({ id: test.id, variants: test.variants.map((v) => ({ ...v, config: v.config })) }))).toEqual({
        code: "CONFLICT",
        messages: [VARIANTS_LOCKED],
      });
      expect((await step("pause")).status).toBe("paused");
      expect(await refusalOf(step("pause"))).toMatchObject({ code: "CONFLICT" });
      const resumed = await step("resume");
      expect(resumed).toMatchObject({ status: "running", startDate: startedAt });
      const completed = await step("complete");
      expect(completed).toMatchObject({ status: "completed", endDate: clock.now });
      for (const action of ["start", "pause", "resume", "complete"] as const) expect((await refusalOf(step(action))).code).toBe("CONFLICT");
      const audit = await auditRows(handle.db, "update_ab_test_status");
      expect(audit.map((r) => (r.eventData as { after: { status: string } }).after.status)).toEqual(["running", "paused", "running", "completed"]);
      await announcements.next();
      await announcements.next();
      expect(await announcements.next()).toBe("experiments");
    } finally {
      await announcements.stop();
    }
  });

  it("will not start a variant without content, nor a second test on a running place", async () => {
    const empty = await api().create({ name: "Empty", place: "home_hero" });
    expect((await refusalOf(api().transition({ id: empty.id, action: "start" }))).messages[0]).toMatch(/^Variant A: /);
    const first = await heroTest("First");
    const second = await heroTest("Second");
    await api().transition({ id: first.id, action: "start" });
    expect(await refusalOf(api().transition({ id: second.id, action: "start" }))).toEqual({ code: "CONFLICT", messages: [PLACE_BUSY] });
    await api().transition({ id: first.id, action: "pause" });
    await api().transition({ id: second.id, action: "start" });
    expect(await refusalOf(api().transition({ id: first.id, action: "resume" }))).toEqual({ code: "CONFLICT", messages: [PLACE_BUSY] });
    expect(await refusalOf(api().transition({ id: 999_999, action: "start" }))).toEqual({ code: "NOT_FOUND", messages: [AB_TEST_NOT_FOUND] });
  });
});
