import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { STALE_BOOKMAKER } from "../contracts/bookmakers";
import { visibilityOf } from "../contracts/bookmaker-visibility";
import { refusalOf } from "../testing/refusal";
import { resolveRedirect } from "./redirects";
import { bookmakersTab, contentForm } from "./test-support";
import { createCallerFactory } from "../platform";
import { publicRouter } from "../public-router";
import { testContext } from "../testing/context";
import { offerPoliciesOf, type JurisdictionCode } from "../jurisdictions";

describe.each(testDrivers())("a bookmaker's visibility, one state for publish status and active (%s)", (driver) => {
  let handle: DbHandle;
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;
  const visible = async () => (await tab.publicList()).map((b) => b.name);

  beforeEach(async () => {
    handle = await createTestDb(driver);
    tab = await bookmakersTab(handle.db, { now: new Date("2026-03-01T10:00:00Z") });
  });
  afterEach(() => handle.close());

  it("each state is one new version and one audit row, and only live reaches visitors and /go", async () => {
    const b = await tab.published("vortex-bet");
    const paused = await tab.api().setVisibility({ id: b.id, version: b.version, visibility: "paused" });
    expect(paused).toMatchObject({ publishStatus: "published", active: false, version: b.version + 1 });
    expect(await visible()).toEqual([]);
    expect(await resolveRedirect(handle.db, "vortex-bet")).toBeNull();

    const draft = await tab.api().setVisibility({ id: b.id, version: paused.version, visibility: "draft" });
    expect(visibilityOf(draft)).toBe("draft");
    // From a paused draft, going live switches it on and publishes it, in one change.
    const live = await tab.api().setVisibility({ id: b.id, version: draft.version, visibility: "live" });
    expect(live).toMatchObject({ publishStatus: "published", active: true, version: draft.version + 1 });
    expect(await visible()).toEqual(["Vortex Bet"]);
    expect(await resolveRedirect(handle.db, "vortex-bet")).not.toBeNull();

    const archived = await tab.api().setVisibility({ id: b.id, version: live.version, visibility: "archived" });
    expect(visibilityOf(archived)).toBe("archived");
    expect(await visible()).toEqual([]);

    expect((await tab.auditRows()).slice(-4).map((r) => r.eventData)).toEqual([
      { change: "visibility", name: "Vortex Bet", before: { active: true }, after: { active: false } },
      { change: "visibility", name: "Vortex Bet", before: { publishStatus: "published" }, after: { publishStatus: "draft" } },
      { change: "visibility", name: "Vortex Bet", before: { publishStatus: "draft", active: false }, after: { publishStatus: "published", active: true } },
      { change: "visibility", name: "Vortex Bet", before: { publishStatus: "published" }, after: { publishStatus: "archived" } },
    ]);
  });

  it("choosing the state it is in changes and records nothing; a stale card is refused", async () => {
    const b = await tab.published("vortex-bet");
    const rows = (await tab.auditRows()).length;
    expect(await tab.api().setVisibility({ id: b.id, version: b.version, visibility: "live" })).toMatchObject({ version: b.version });
    expect(await tab.auditRows()).toHaveLength(rows);
    await tab.api().setVisibility({ id: b.id, version: b.version, visibility: "draft" });
    expect(await refusalOf(tab.api().setVisibility({ id: b.id, version: b.version, visibility: "paused" }))).toEqual({
      code: "CONFLICT",
      messages: [STALE_BOOKMAKER],
    });
  });

  it("a bookmaker made live without a licence is offered nowhere, and the tab says so, until a licence places it (issue 36)", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const listFor = async (code: JurisdictionCode) =>
      (await createCallerFactory(publicRouter)(testContext(handle.db, now, { jurisdiction: code })).bookmakers.list()).map((b) => b.name);
    const created = await tab.api().create({ content: contentForm({ name: "New Book" }) });
    expect(created.offeredNowhere).toBe(true);
    const slugged = await tab.api().setRedirectSlug({ id: created.id, version: created.version, slug: "new-book" });
    const live = await tab.api().setVisibility({ id: created.id, version: slugged.version, visibility: "live" });
    expect(live).toMatchObject({ publishStatus: "published", active: true, offeredNowhere: true });
    for (const place of ["US-TX", "CA-ON", "GB", "unknown"] as const) expect(await listFor(place)).toEqual([]);
    expect(await resolveRedirect(handle.db, "new-book")).not.toBeNull();

    const licences = await tab.admin.browser.api.jurisdictions.licences();
    const licence = licences.find((l) => l.bookmakerId === created.id)!;
    expect(licence).toMatchObject({ mode: "only_in", jurisdictions: [], offeredNowhere: true });
    await tab.admin.browser.api.jurisdictions.saveLicence({
      bookmakerId: created.id,
      loaded: licence.revision,
      mode: "only_in",
      jurisdictions: ["GB"],
      urls: [],
    });
    // On a server the save's announcement drops the offer cache; here nothing listens.
    offerPoliciesOf(handle.db).clear();
    expect(await listFor("GB")).toEqual(["New Book"]);
    for (const place of ["US-TX", "CA-ON", "unknown"] as const) expect(await listFor(place)).toEqual([]);
    expect((await tab.api().list()).find((b) => b.id === created.id)!.offeredNowhere).toBe(false);
  });
});
