import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { jurisdictionRules } from "@eb/db/schema";
import { ABSOLUTE_URL } from "../contracts/bookmakers";
import { KEPT_RULE, MINIMUM_AGE_CHOICES, RULE_CODE_FORMAT, RULE_NOT_FOUND, ruleExists, STALE_RULE } from "../contracts/jurisdictions";
import { NO_CONTROL_CHARS } from "../contracts/text";
import { DEFAULT_BONUS_GUIDE } from "../shared";
import { contentAnnouncements } from "../testing/content-announcements";
import { refusalOf } from "../testing/refusal";
import { GB_RULE, jurisdictionAuditRows, jurisdictionsTab } from "./test-support";

const storedRule = async (handle: DbHandle, code: string) => (await handle.db.select().from(jurisdictionRules).where(eq(jurisdictionRules.code, code)))[0];

describe.each(testDrivers())("the Jurisdictions tab's rules (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof jurisdictionsTab>>;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await jurisdictionsTab(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("lists the two rows every deployment has, named, at version 1, after the places' own rules", async () => {
    expect((await tab.api().rules()).map((r) => [r.code, r.name, r.version])).toEqual([
      ["other", "Other countries", 1],
      ["unknown", "Unknown location", 1],
    ]);
    await tab.api().createRule({ code: "se", rule: GB_RULE });
    await tab.api().createRule({ code: "US-NJ", rule: { ...GB_RULE, minimumAge: 21 } });
    expect((await tab.api().rules()).map((r) => r.code)).toEqual(["SE", "US-NJ", "other", "unknown"]);
  });

  it("adds a rule under its canonical code, audited with its fields, and tells the public site", async () => {
    const announcements = await contentAnnouncements(handle);
    const created = await tab.api().createRule({ code: " uk ", rule: { ...GB_RULE, helplineName: "  National Gambling Helpline " } });
    // A new rule starts with the default /bonuses explainers.
    expect(created).toEqual({ code: "GB", name: "United Kingdom", ...GB_RULE, bonusGuide: DEFAULT_BONUS_GUIDE, licensedHereOnly: false, version: 1 });
    expect(await storedRule(handle, "GB")).toMatchObject({ ...GB_RULE, version: 1, updatedAt: clock.now });
    expect(await announcements.next()).toBe("jurisdictions");
    await announcements.stop();
    expect(await jurisdictionAuditRows(handle.db)).toEqual([
      {
        userId: tab.admin.userId,
        action: "create_jurisdiction_rule",
        resourceType: "jurisdiction_rule",
        resourceId: "GB",
        eventData: { change: "create", name: "United Kingdom (GB)", after: GB_RULE },
      },
    ]);
  });

  it("refuses each field's rule with its message, and a code that already has a rule, writing nothing", async () => {
    const create = (code: string, rule: Partial<typeof GB_RULE> = {}) => refusalOf(tab.api().createRule({ code, rule: { ...GB_RULE, ...rule } }));
    for (const code of ["XX", "EU", "US-ZZ", "GB-NJ", "", "GBR", "US-"])
      expect(await create(code)).toEqual({ code: "BAD_REQUEST", messages: [RULE_CODE_FORMAT] });
    // @ts-expect-error: an age outside the three is what is being tested
    expect(await create("GB", { minimumAge: 20 })).toEqual({ code: "BAD_REQUEST", messages: [MINIMUM_AGE_CHOICES] });
    expect(await create("GB", { helplineName: "  " })).toEqual({ code: "BAD_REQUEST", messages: ["Enter the helpline's name"] });
    expect(await create("GB", { helplineUrl: "javascript:alert(1)" })).toEqual({ code: "BAD_REQUEST", messages: [ABSOLUTE_URL] });
    expect(await create("GB", { helplineUrl: "//gamcare.org.uk" })).toEqual({ code: "BAD_REQUEST", messages: [ABSOLUTE_URL] });
    expect(await create("GB", { responsibleGamblingText: "" })).toMatchObject({ code: "BAD_REQUEST" });
    expect(await create("GB", { responsibleGamblingText: "x".repeat(301) })).toEqual({ code: "BAD_REQUEST", messages: ["Enter at most 300 characters"] });
    expect(await create("GB", { helplinePhone: "0808\u0000" })).toEqual({ code: "BAD_REQUEST", messages: [NO_CONTROL_CHARS] });
    expect(await jurisdictionAuditRows(handle.db)).toEqual([]);
    expect(await storedRule(handle, "GB")).toBeUndefined();

    await tab.api().createRule({ code: "GB", rule: GB_RULE });
    expect(await create("gb")).toEqual({ code: "CONFLICT", messages: [ruleExists("GB")] });
    expect(await create("Other")).toEqual({ code: "CONFLICT", messages: [ruleExists("other")] });
    expect(await jurisdictionAuditRows(handle.db)).toHaveLength(1);
  });

  it("saves an edit as a new version, auditing only the fields that changed; an unchanged save records nothing", async () => {
    await tab.api().createRule({ code: "CA-ON", rule: GB_RULE });
    const ontario = { ...GB_RULE, minimumAge: 19 as const, bonusesAllowed: false, helplinePhone: "" };
    const saved = await tab.api().updateRule({ code: "ca-on", version: 1, rule: ontario });
    expect(saved).toEqual({
      code: "CA-ON",
      name: "Ontario, Canada",
      ...ontario,
      helplinePhone: null,
      bonusGuide: DEFAULT_BONUS_GUIDE,
      licensedHereOnly: false,
      version: 2,
    });
    expect(await storedRule(handle, "CA-ON")).toMatchObject({ minimumAge: 19, bonusesAllowed: false, helplinePhone: null, version: 2 });
    expect((await jurisdictionAuditRows(handle.db)).at(-1)).toEqual({
      userId: tab.admin.userId,
      action: "update_jurisdiction_rule",
      resourceType: "jurisdiction_rule",
      resourceId: "CA-ON",
      eventData: {
        name: "Ontario, Canada (CA-ON)",
        before: { minimumAge: 18, bonusesAllowed: true, helplinePhone: "0808 8020 133" },
        after: { minimumAge: 19, bonusesAllowed: false, helplinePhone: null },
      },
    });

    expect(await tab.api().updateRule({ code: "CA-ON", version: 2, rule: { ...ontario, helplineName: ` ${ontario.helplineName} ` } })).toMatchObject({
      version: 2,
    });
    expect(await jurisdictionAuditRows(handle.db)).toHaveLength(2);
  });

  it("edits the unknown location's conservative default like any other rule", async () => {
    const saved = await tab.api().updateRule({ code: "unknown", version: 1, rule: { ...GB_RULE, minimumAge: 21 } });
    expect(saved).toMatchObject({ code: "unknown", minimumAge: 21, keyTermsInFull: true, version: 2 });
    expect(await storedRule(handle, "unknown")).toMatchObject({ minimumAge: 21, version: 2 });
  });

  it("refuses the second admin's save from a stale form with a clear message, keeping the first one's change", async () => {
    const second = await jurisdictionsTab(handle.db, clock, "second@example.com");
    await second.api().updateRule({ code: "other", version: 1, rule: { ...GB_RULE, minimumAge: 21 } });
    expect(await refusalOf(tab.api().updateRule({ code: "other", version: 1, rule: GB_RULE }))).toEqual({ code: "CONFLICT", messages: [STALE_RULE] });
    expect(await storedRule(handle, "other")).toMatchObject({ minimumAge: 21, version: 2 });
    expect((await jurisdictionAuditRows(handle.db)).map((r) => r.userId)).toEqual([second.admin.userId]);
    expect(await refusalOf(tab.api().updateRule({ code: "GB", version: 1, rule: GB_RULE }))).toEqual({ code: "NOT_FOUND", messages: [RULE_NOT_FOUND] });
  });

  it("deletes a place's rule, audited with what it was; never other or unknown, nor from a stale form", async () => {
    await tab.api().createRule({ code: "SE", rule: GB_RULE });
    await tab.api().updateRule({ code: "SE", version: 1, rule: { ...GB_RULE, keyTermsInFull: false } });
    expect(await refusalOf(tab.api().deleteRule({ code: "SE", version: 1 }))).toEqual({ code: "CONFLICT", messages: [STALE_RULE] });
    for (const code of ["other", "unknown", "UNKNOWN"])
      expect(await refusalOf(tab.api().deleteRule({ code, version: 1 }))).toEqual({ code: "BAD_REQUEST", messages: [KEPT_RULE] });
    expect(await storedRule(handle, "other")).toBeDefined();
    expect(await storedRule(handle, "unknown")).toBeDefined();
    expect(await jurisdictionAuditRows(handle.db)).toHaveLength(2);

    const announcements = await contentAnnouncements(handle);
    expect(await tab.api().deleteRule({ code: "se", version: 2 })).toEqual({ ok: true });
    expect(await announcements.next()).toBe("jurisdictions");
    await announcements.stop();
    expect(await storedRule(handle, "SE")).toBeUndefined();
    expect((await jurisdictionAuditRows(handle.db)).at(-1)).toEqual({
      userId: tab.admin.userId,
      action: "delete_jurisdiction_rule",
      resourceType: "jurisdiction_rule",
      resourceId: "SE",
      eventData: {
        change: "delete",
        name: "Sweden (SE)",
        before: { ...GB_RULE, keyTermsInFull: false, bonusGuide: DEFAULT_BONUS_GUIDE, licensedHereOnly: false },
      },
    });
    expect(await refusalOf(tab.api().deleteRule({ code: "SE", version: 2 }))).toEqual({ code: "NOT_FOUND", messages: [RULE_NOT_FOUND] });
  });

  it("announces nothing for a refused change: the next announcement is the next saved change's", async () => {
    const announcements = await contentAnnouncements(handle);
    await refusalOf(tab.api().updateRule({ code: "other", version: 7, rule: GB_RULE }));
    await refusalOf(tab.api().deleteRule({ code: "other", version: 1 }));
    await tab.api().createRule({ code: "IE", rule: GB_RULE });
    expect(await announcements.next()).toBe("jurisdictions");
    expect(announcements.received).toEqual(["jurisdictions"]);
    await announcements.stop();
  });
});
