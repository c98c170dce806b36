import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_LICENCES } from "@eb/db/seed";
import { licenceRevision } from "./licence-revision";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { bookmakerJurisdictionUrls, bookmakerLicences, bookmakers } from "@eb/db/schema";
import { ABSOLUTE_URL } from "../contracts/bookmakers";
import { jurisdictionUrlTwice, LICENCE_BOOKMAKER_NOT_FOUND, STALE_LICENCE, unknownJurisdiction } from "../contracts/jurisdictions";
import { addDemoBookmakers } from "../bookmakers/demo-bookmakers";
import { contentAnnouncements } from "../testing/content-announcements";
import { refusalOf } from "../testing/refusal";
import { raceForRow } from "../testing/row-lock-race";
import { jurisdictionAuditRows, jurisdictionsTab } from "./test-support";

describe.each(testDrivers())("the Jurisdictions tab's bookmaker licences (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof jurisdictionsTab>>;
  let houseId: number;

  const stored = async (bookmakerId: number) => ({
    licence:
      (
        await handle.db
          .select({ mode: bookmakerLicences.mode, jurisdictions: bookmakerLicences.jurisdictions })
          .from(bookmakerLicences)
          .where(eq(bookmakerLicences.bookmakerId, bookmakerId))
      )[0] ?? null,
    urls: await handle.db
      .select({ code: bookmakerJurisdictionUrls.code, targetUrl: bookmakerJurisdictionUrls.targetUrl })
      .from(bookmakerJurisdictionUrls)
      .where(eq(bookmakerJurisdictionUrls.bookmakerId, bookmakerId))
      .orderBy(bookmakerJurisdictionUrls.code),
  });

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    [{ id: houseId }] = (await handle.db
      .insert(bookmakers)
      .values({ name: "House Bet", rating: 4, displayOrder: 1, publishStatus: "draft" })
      .returning({ id: bookmakers.id })) as [{ id: number }];
    await addDemoBookmakers(handle.db, clock.now);
    tab = await jurisdictionsTab(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("lists every bookmaker in display order with its licence; one without a row is offered nowhere (issue 36)", async () => {
    const list = await tab.api().licences();
    expect(list.map((l) => l.name)).toEqual(["House Bet", "Vortex Bet", "Nordic Odds", "PixelPlay", "GridWager", "Apex Sportsbook", "Lucky Frag"]);
    expect(list[0]).toMatchObject({ bookmakerId: houseId, listed: false, mode: "only_in", jurisdictions: [], urls: [], offeredNowhere: true });
    expect(list.find((l) => l.name === "Apex Sportsbook")).toMatchObject({
      listed: true,
      mode: "only_in",
      jurisdictions: DEMO_LICENCES["apex-sportsbook"]!.jurisdictions,
      offeredNowhere: false,
      urls: [
        { code: "CA-ON", targetUrl: "https://on.apexsportsbook.example/" },
        { code: "US-NJ", targetUrl: "https://nj.apexsportsbook.example/offer?aff=esb-demo" },
      ],
    });
    // No row and an empty "only in" are offered alike (nowhere), so they are the same version.
    expect(list[0]!.revision).toBe(licenceRevision({ mode: "only_in", jurisdictions: [] }, []));
  });

  it("saves the licence and URLs together with canonical, de-duplicated codes, audited, and tells the public site", async () => {
    const announcements = await contentAnnouncements(handle);
    const house = await tab.licenceOf("House Bet");
    const saved = await tab.api().saveLicence({
      bookmakerId: houseId,
      loaded: house.revision,
      mode: "only_in",
      jurisdictions: ["gb", " uk", "us-nj", "GB", "se"],
      urls: [{ code: "uk", targetUrl: " https://house.example.uk/ " }],
    });
    expect(saved).toMatchObject({ mode: "only_in", jurisdictions: ["GB", "US-NJ", "SE"], urls: [{ code: "GB", targetUrl: "https://house.example.uk/" }] });
    expect(saved.revision).not.toBe(house.revision);
    expect(await stored(houseId)).toEqual({
      licence: { mode: "only_in", jurisdictions: ["GB", "US-NJ", "SE"] },
      urls: [{ code: "GB", targetUrl: "https://house.example.uk/" }],
    });
    expect(await announcements.next()).toBe("jurisdictions");
    await announcements.stop();
    expect(await jurisdictionAuditRows(handle.db)).toEqual([
      {
        userId: tab.admin.userId,
        action: "update_bookmaker_licence",
        resourceType: "bookmaker_licence",
        resourceId: String(houseId),
        eventData: {
          name: "House Bet",
          before: { jurisdictions: [], urls: [] },
          after: { jurisdictions: ["GB", "US-NJ", "SE"], urls: ["GB https://house.example.uk/"] },
        },
      },
    ]);

    // Back to everywhere, keeping the URL: only the changed fields are audited.
    const again = await tab.api().saveLicence({ bookmakerId: houseId, loaded: saved.revision, mode: "everywhere_except", jurisdictions: [], urls: saved.urls });
    expect(again).toMatchObject({ mode: "everywhere_except", jurisdictions: [] });
    expect((await jurisdictionAuditRows(handle.db)).at(-1)!.eventData).toEqual({
      name: "House Bet",
      before: { mode: "only_in", jurisdictions: ["GB", "US-NJ", "SE"] },
      after: { mode: "everywhere_except", jurisdictions: [] },
    });
  });

  it("records nothing for a save that changes nothing", async () => {
    const nordic = await tab.licenceOf("Nordic Odds");
    const same = await tab.api().saveLicence({
      bookmakerId: nordic.bookmakerId,
      loaded: nordic.revision,
      mode: nordic.mode,
      jurisdictions: nordic.jurisdictions.map((c) => c.toLowerCase()),
      urls: nordic.urls,
    });
    expect(same).toEqual(nordic);
    expect(await jurisdictionAuditRows(handle.db)).toEqual([]);
  });

  it("refuses unknown codes, bad URLs, a place with two URLs, too long lists and a missing bookmaker, writing nothing", async () => {
    const grid = await tab.licenceOf("GridWager");
    const save = (change: { jurisdictions?: string[]; urls?: { code: string; targetUrl: string }[]; bookmakerId?: number }) =>
      refusalOf(tab.api().saveLicence({ bookmakerId: grid.bookmakerId, loaded: grid.revision, mode: "only_in", jurisdictions: ["GB"], urls: [], ...change }));
    expect(await save({ jurisdictions: ["GB", "XX"] })).toEqual({ code: "BAD_REQUEST", messages: [unknownJurisdiction("XX")] });
    expect(await save({ jurisdictions: ["other"] })).toEqual({ code: "BAD_REQUEST", messages: [unknownJurisdiction("other")] });
    expect(await save({ jurisdictions: Array.from({ length: 301 }, () => "GB") })).toEqual({ code: "BAD_REQUEST", messages: ["At most 300 jurisdictions"] });
    expect(await save({ urls: [{ code: "GB", targetUrl: "javascript:alert(1)" }] })).toEqual({ code: "BAD_REQUEST", messages: [ABSOLUTE_URL] });
    expect(await save({ urls: [{ code: "ZZ", targetUrl: "https://a.example/" }] })).toEqual({ code: "BAD_REQUEST", messages: [unknownJurisdiction("ZZ")] });
    expect(
      await save({
        urls: [
          { code: "GB", targetUrl: "https://a.example/" },
          { code: "uk", targetUrl: "https://b.example/" },
        ],
      }),
    ).toEqual({
      code: "BAD_REQUEST",
      messages: [jurisdictionUrlTwice("GB")],
    });
    const many = Array.from({ length: 51 }, (_, i) => ({ code: "GB", targetUrl: `https://a.example/${i}` }));
    expect(await save({ urls: many })).toMatchObject({ code: "BAD_REQUEST", messages: expect.arrayContaining(["At most 50 jurisdiction URLs"]) });
    expect(await save({ bookmakerId: 999_999 })).toEqual({ code: "NOT_FOUND", messages: [LICENCE_BOOKMAKER_NOT_FOUND] });
    expect(await tab.licenceOf("GridWager")).toEqual(grid);
    expect(await jurisdictionAuditRows(handle.db)).toEqual([]);
  });

  it("refuses a save from a form loaded before another admin's save, keeping theirs", async () => {
    const second = await jurisdictionsTab(handle.db, clock, "second@example.com");
    const mine = await tab.licenceOf("House Bet");
    const theirs = await second.licenceOf("House Bet");
    await second.api().saveLicence({ bookmakerId: houseId, loaded: theirs.revision, mode: "only_in", jurisdictions: ["IE"], urls: [] });
    expect(
      await refusalOf(tab.api().saveLicence({ bookmakerId: houseId, loaded: mine.revision, mode: "everywhere_except", jurisdictions: ["US"], urls: [] })),
    ).toEqual({
      code: "CONFLICT",
      messages: [STALE_LICENCE],
    });
    expect((await stored(houseId)).licence).toEqual({ mode: "only_in", jurisdictions: ["IE"] });
    expect((await jurisdictionAuditRows(handle.db)).map((r) => r.userId)).toEqual([second.admin.userId]);
  });

  it.each([
    ["one with a licence row", "Nordic Odds", "select 1 from bookmaker_licences where bookmaker_id = $1 for update"],
    ["one without (offered nowhere until now)", "House Bet", "insert into bookmaker_licences (bookmaker_id) values ($1)"],
  ])("of two saves of %s from the same form at the same moment, one is saved and the other refused", async (_, name, lockRow) => {
    const loaded = await tab.licenceOf(name);
    const { saved, refused } = await raceForRow(handle, lockRow, [loaded.bookmakerId], () =>
      ["IE", "SE"].map((code) =>
        tab.api().saveLicence({ bookmakerId: loaded.bookmakerId, loaded: loaded.revision, mode: "only_in", jurisdictions: [code], urls: [] }),
      ),
    );
    expect(saved).toHaveLength(1);
    expect(refused).toEqual([STALE_LICENCE]);
    expect((await stored(loaded.bookmakerId)).licence).toEqual({ mode: "only_in", jurisdictions: saved[0]!.jurisdictions });
    expect(await jurisdictionAuditRows(handle.db)).toHaveLength(1);
  });
});
