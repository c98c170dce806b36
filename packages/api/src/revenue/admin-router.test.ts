import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { affiliatePrograms, bookmakers } from "@eb/db/schema";
import { signedInAdmin, testKeys } from "../identity/test-support";
import { auditRows, stepUp, type TestAdmin } from "../identity/team/test-support";
import { refusalOf } from "../testing/refusal";
import { POSTBACK_KEY_MESSAGE, STEP_UP_REQUIRED, TERMS_DATE_MESSAGE, TERMS_TOO_FAR_MESSAGE } from "../contracts";
import { openProgrammeSecret } from "./programme-secret";
import { postbackAuthentic } from "./postback-auth";
import { POSTBACK_KEY_TAKEN, STALE_PROGRAMME } from "./programme-settings";

const form = { clickIdParam: "btag", postbackKey: "vortex", postbackAuth: "hmac" as const, cpaAmount: "150.50", cpaCurrency: "EUR", revenueSharePercent: "25" };

describe.each(testDrivers())("affiliate programme settings in the back office (%s)", (driver) => {
  let handle: DbHandle;
  let admin: TestAdmin;
  let bookmakerId: number;
  let otherId: number;
  const clock = { now: new Date("2026-06-20T12:00:00Z") };
  beforeEach(async () => {
    handle = await createTestDb(driver);
    admin = await signedInAdmin(handle.db, clock);
    [{ id: bookmakerId }, { id: otherId }] = (await handle.db
      .insert(bookmakers)
      .values([
        { name: "Vortex", rating: 4.5, redirectSlug: "vortex" },
        { name: "Other", rating: 4, redirectSlug: "other" },
      ])
      .returning({ id: bookmakers.id })) as [{ id: number }, { id: number }];
  });
  afterEach(() => handle.close());
  const api = () => admin.browser.api.affiliateProgrammes;

  it("reads defaults, saves the settings with their version, refuses a stale version and a key another bookmaker has", async () => {
    expect(await api().get({ bookmakerId })).toMatchObject({ clickIdParam: null, postbackKey: null, hasSecret: false, version: 0 });
    const saved = await api().save({ bookmakerId, version: 0, ...form });
    const terms = { cpaAmount: "150.50", cpaCurrency: "EUR", revenueSharePercent: "25.00" };
    expect(saved).toEqual({
      bookmakerId,
      ...form,
      ...terms,
      termsEffectiveFrom: "2026-06-20",
      termsHistory: [{ effectiveFrom: "2026-06-20", ...terms }],
      hasSecret: false,
      version: 1,
    });
    expect(await api().get({ bookmakerId })).toEqual(saved);
    expect(await refusalOf(api().save({ bookmakerId, version: 0, ...form, clickIdParam: "subid" }))).toMatchObject({ messages: [STALE_PROGRAMME] });
    expect(await refusalOf(api().save({ bookmakerId: otherId, version: 0, ...form }))).toMatchObject({ messages: [POSTBACK_KEY_TAKEN] });
    expect(await refusalOf(api().save({ bookmakerId, version: 1, ...form, postbackKey: "Not A Key" }))).toMatchObject({ messages: [POSTBACK_KEY_MESSAGE] });
    expect((await auditRows(handle.db, "update_affiliate_programme")).map((r) => r.resourceId)).toEqual([String(bookmakerId)]);
  });

  it("dates each change of the deal terms (today unless told), keeps the earlier ones, and adds none for unchanged terms", async () => {
    await api().save({ bookmakerId, version: 0, ...form, termsEffectiveFrom: "2026-01-01" });
    // Same terms, another day, another click id parameter: the deal is not dated again.
    const same = await api().save({ bookmakerId, version: 1, ...form, clickIdParam: "subid", termsEffectiveFrom: "2026-03-01" });
    expect(same.termsHistory.map((t) => t.effectiveFrom)).toEqual(["2026-01-01"]);
    const changed = await api().save({ bookmakerId, version: 2, ...form, cpaAmount: "", cpaCurrency: "", revenueSharePercent: "30" });
    expect(changed).toMatchObject({ cpaAmount: null, revenueSharePercent: "30.00", termsEffectiveFrom: "2026-06-20" });
    expect(changed.termsHistory).toEqual([
      { effectiveFrom: "2026-06-20", cpaAmount: null, cpaCurrency: null, revenueSharePercent: "30.00" },
      { effectiveFrom: "2026-01-01", cpaAmount: "150.50", cpaCurrency: "EUR", revenueSharePercent: "25.00" },
    ]);
    expect(await refusalOf(api().save({ bookmakerId, version: 3, ...form, termsEffectiveFrom: "2028-01-01" }))).toMatchObject({
      messages: [TERMS_TOO_FAR_MESSAGE],
    });
    expect(await refusalOf(api().save({ bookmakerId, version: 3, ...form, termsEffectiveFrom: "2026-02-30" }))).toMatchObject({
      messages: [TERMS_DATE_MESSAGE],
    });
    const audit = await auditRows(handle.db, "update_affiliate_programme");
    expect(audit.map((r) => (r.eventData?.after as { termsChangedFrom?: string } | undefined)?.termsChangedFrom)).toContain("2026-06-20");
  });

  it("makes a secret only after a step-up, shows it once, stores it sealed so that it signs postbacks, and never answers it again", async () => {
    expect(await refusalOf(api().generateSecret({ bookmakerId }))).toMatchObject({ messages: [STEP_UP_REQUIRED] });
    await stepUp(admin, clock);
    const { secret } = await api().generateSecret({ bookmakerId });
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await handle.db.select().from(affiliatePrograms).where(eq(affiliatePrograms.bookmakerId, bookmakerId));
    expect(row!.secretCiphertext).not.toContain(secret);
    expect(openProgrammeSecret(testKeys.secretKey, bookmakerId, row!.secretCiphertext!)).toBe(secret);
    // Bound to its bookmaker: copied onto another row it opens nothing.
    expect(openProgrammeSecret(testKeys.secretKey, otherId, row!.secretCiphertext!)).toBeNull();
    expect(postbackAuthentic("token", secret, { signature: undefined, token: secret, signed: "" })).toBe(true);
    const read = await api().get({ bookmakerId });
    expect(read.hasSecret).toBe(true);
    expect(JSON.stringify(read)).not.toContain(secret);
    const audit = await auditRows(handle.db, "generate_postback_secret");
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });
});
