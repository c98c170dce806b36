import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { asc, eq, type DbHandle } from "@eb/db";
import { bookmakerFeedKeys, bookmakers } from "@eb/db/schema";
import { feedKeyTaken, ODDS_FEED_KEY_FORMAT, type BookmakerContentForm } from "../contracts/bookmakers";
import { isUniqueViolation } from "../platform";
import { bookmakersTab, contentForm, contentFormOf } from "./test-support";
import { refusalOf } from "../testing/refusal";
import { raceForRow } from "../testing/row-lock-race";
import { contentAnnouncements } from "../testing/content-announcements";

/** A refused call's domain error: its message, and the fields it names for the form. */
async function domainRefusal(call: Promise<unknown>) {
  const err = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { code: string; cause?: { message: string; issues?: { path: string; message: string }[] } } | null;
  if (!err) throw new Error("expected the call to be refused");
  return { code: err.code, message: err.cause?.message, issues: err.cause?.issues };
}

/** The Edit Content form's feed key fields, empty unless given. */
const keys = (typed: Partial<BookmakerContentForm["feedKeys"]>): BookmakerContentForm["feedKeys"] => ({
  "the-odds-api": "",
  stadar: "",
  "odds-api-io": "",
  ...typed,
});
const UNMAPPED = { "the-odds-api": null, stadar: null, "odds-api-io": null };

describe.each(testDrivers())("a bookmaker's odds feed keys (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await bookmakersTab(handle.db, clock);
  });
  afterEach(() => handle.close());

  /** Every stored mapping, as [bookmaker name, feed, key]. */
  const storedKeys = async () =>
    (
      await handle.db
        .select({ name: bookmakers.name, source: bookmakerFeedKeys.source, key: bookmakerFeedKeys.key })
        .from(bookmakerFeedKeys)
        .innerJoin(bookmakers, eq(bookmakers.id, bookmakerFeedKeys.bookmakerId))
        .orderBy(asc(bookmakers.name), asc(bookmakerFeedKeys.source))
    ).map((r) => [r.name, r.source, r.key]);

  it("are saved per feed trimmed and lower-cased, shown in the list, audited as a changed field and announced to the public site", async () => {
    const announcements = await contentAnnouncements(handle);
    try {
      const b = await tab.api().create({ content: contentForm() });
      expect(b.feedKeys).toEqual(UNMAPPED);
      expect(await announcements.next()).toBe("bookmakers");
      const saved = await tab.api().update({
        id: b.id,
        version: b.version,
        content: contentFormOf(b, { feedKeys: keys({ "the-odds-api": "  Pinnacle ", "odds-api-io": "Vortex_Bet" }) }),
      });
      const feedKeys = { "the-odds-api": "pinnacle", stadar: null, "odds-api-io": "vortex_bet" };
      expect(saved).toMatchObject({ feedKeys, version: 2 });
      expect((await tab.api().list()).map((x) => x.feedKeys)).toEqual([feedKeys]);
      expect(await storedKeys()).toEqual([
        ["Vortex Bet", "odds-api-io", "vortex_bet"],
        ["Vortex Bet", "the-odds-api", "pinnacle"],
      ]);
      // The keys alone changed: the audit row names them and nothing else; every instance drops its cached pages.
      const [, edit] = await tab.auditRows();
      expect(edit!.eventData).toEqual({ change: "content", name: "Vortex Bet", before: { feedKeys: UNMAPPED }, after: { feedKeys } });
      expect(await announcements.next()).toBe("bookmakers");
    } finally {
      await announcements.stop();
    }
  });

  it("are taken when a bookmaker is added with them", async () => {
    const created = await tab.api().create({ content: contentForm({ feedKeys: keys({ stadar: "WilliamHill_US" }) }) });
    expect(created.feedKeys).toEqual({ ...UNMAPPED, stadar: "williamhill_us" });
    const [audit] = await tab.auditRows();
    expect(audit!.eventData).toMatchObject({ change: "create", after: expect.objectContaining({ feedKeys: { ...UNMAPPED, stadar: "williamhill_us" } }) });
  });

  it("refuses a key of the wrong form with the field's message, before anything is written", async () => {
    const b = await tab.api().create({ content: contentForm() });
    for (const bad of ["william-hill", "bet 365", "x".repeat(61)]) {
      const refusal = await refusalOf(tab.api().update({ id: b.id, version: b.version, content: contentFormOf(b, { feedKeys: keys({ stadar: bad }) }) }));
      expect(refusal.code).toBe("BAD_REQUEST");
      expect(refusal.messages).toHaveLength(1);
    }
    expect(
      await refusalOf(tab.api().update({ id: b.id, version: b.version, content: contentFormOf(b, { feedKeys: keys({ "odds-api-io": "bet.365" }) }) })),
    ).toEqual({ code: "BAD_REQUEST", messages: [ODDS_FEED_KEY_FORMAT] });
    expect(await storedKeys()).toEqual([]);
  });

  it("map one bookmaker per feed: another's key on that feed is refused on its field, naming the bookmaker that has it, whatever its case", async () => {
    const vortex = await tab.api().create({ content: contentForm({ feedKeys: keys({ "the-odds-api": "pinnacle" }) }) });
    const nordic = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    const refusal = await domainRefusal(
      tab.api().update({ id: nordic.id, version: nordic.version, content: contentFormOf(nordic, { feedKeys: keys({ "the-odds-api": " PINNACLE" }) }) }),
    );
    expect(refusal).toEqual({
      code: "CONFLICT",
      message: feedKeyTaken("the-odds-api", "pinnacle", "Vortex Bet"),
      issues: [{ path: "content.feedKeys.the-odds-api", message: "Already used by Vortex Bet" }],
    });
    expect(refusal.message).toBe("The key pinnacle is already used by Vortex Bet on The Odds API");
    // Adding a bookmaker with it is refused the same way.
    expect(await domainRefusal(tab.api().create({ content: contentForm({ name: "Pixel", feedKeys: keys({ "the-odds-api": "pinnacle" }) }) }))).toMatchObject({
      code: "CONFLICT",
      issues: [{ path: "content.feedKeys.the-odds-api", message: "Already used by Vortex Bet" }],
    });
    expect(await storedKeys()).toEqual([["Vortex Bet", "the-odds-api", "pinnacle"]]);
    expect((await tab.api().list()).find((b) => b.id === nordic.id)?.version).toBe(1);
    expect(await tab.auditRows()).toHaveLength(2); // the two creates only

    // The same word on another feed names another bookmaker there: no clash.
    const elsewhere = await tab
      .api()
      .update({ id: nordic.id, version: nordic.version, content: contentFormOf(nordic, { feedKeys: keys({ stadar: "pinnacle" }) }) });
    expect(elsewhere.feedKeys).toEqual({ ...UNMAPPED, stadar: "pinnacle" });
    // A bookmaker saving its own key again is no clash.
    const same = await tab.api().update({ id: vortex.id, version: vortex.version, content: contentFormOf(vortex, { name: "Vortex" }) });
    expect(same).toMatchObject({ name: "Vortex", feedKeys: { ...UNMAPPED, "the-odds-api": "pinnacle" } });
  });

  it("names every feed whose key another bookmaker has, each under its own field", async () => {
    await tab.api().create({ content: contentForm({ feedKeys: keys({ "the-odds-api": "pinnacle", "odds-api-io": "pinnacle" }) }) });
    const nordic = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    const refusal = await domainRefusal(
      tab.api().update({
        id: nordic.id,
        version: nordic.version,
        content: contentFormOf(nordic, { feedKeys: keys({ "the-odds-api": "pinnacle", stadar: "free", "odds-api-io": "pinnacle" }) }),
      }),
    );
    expect(refusal.issues).toEqual([
      { path: "content.feedKeys.the-odds-api", message: "Already used by Vortex Bet" },
      { path: "content.feedKeys.odds-api-io", message: "Already used by Vortex Bet" },
    ]);
    expect((await storedKeys()).filter(([name]) => name === "Nordic Odds")).toEqual([]);
  });

  it("is cleared by an empty field (unmapped on that feed, audited), which frees the key for another bookmaker", async () => {
    const vortex = await tab.api().create({ content: contentForm({ feedKeys: keys({ "the-odds-api": "pinnacle", stadar: "vortex" }) }) });
    const nordic = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    const cleared = await tab.api().update({
      id: vortex.id,
      version: vortex.version,
      content: contentFormOf(vortex, { feedKeys: keys({ "the-odds-api": "  ", stadar: "vortex" }) }),
    });
    expect(cleared.feedKeys).toEqual({ ...UNMAPPED, stadar: "vortex" });
    const [, , edit] = await tab.auditRows();
    expect(edit!.eventData).toMatchObject({
      before: { feedKeys: { ...UNMAPPED, "the-odds-api": "pinnacle", stadar: "vortex" } },
      after: { feedKeys: { ...UNMAPPED, stadar: "vortex" } },
    });
    const moved = await tab
      .api()
      .update({ id: nordic.id, version: nordic.version, content: contentFormOf(nordic, { feedKeys: keys({ "the-odds-api": "pinnacle" }) }) });
    expect(moved.feedKeys["the-odds-api"]).toBe("pinnacle");
    expect(await storedKeys()).toEqual([
      ["Nordic Odds", "the-odds-api", "pinnacle"],
      ["Vortex Bet", "stadar", "vortex"],
    ]);
  });

  it("leaves the demo feed's keys alone: Edit Content does not show or change them", async () => {
    const vortex = await tab.api().create({ content: contentForm() });
    await handle.db.insert(bookmakerFeedKeys).values({ bookmakerId: vortex.id, source: "demo", key: "vortex_bet" });
    await tab.api().update({ id: vortex.id, version: vortex.version, content: contentFormOf(vortex, { feedKeys: keys({ stadar: "vortex" }) }) });
    expect(await storedKeys()).toEqual([
      ["Vortex Bet", "demo", "vortex_bet"],
      ["Vortex Bet", "stadar", "vortex"],
    ]);
  });

  it("has the unique index as its last guard, and its violation is recognised on this driver", async () => {
    const [a, b] = await handle.db
      .insert(bookmakers)
      .values([{ name: "A" }, { name: "B" }])
      .returning({ id: bookmakers.id });
    await handle.db.insert(bookmakerFeedKeys).values({ bookmakerId: a!.id, source: "stadar", key: "pinnacle" });
    const err = await handle.db
      .insert(bookmakerFeedKeys)
      .values({ bookmakerId: b!.id, source: "stadar", key: "pinnacle" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err, "bookmaker_feed_keys_source_key_idx")).toBe(true);
    expect(isUniqueViolation(err, "bookmaker_redirects_slug_idx")).toBe(false);
    expect(isUniqueViolation(new Error("timeout"))).toBe(false);
  });

  it.skipIf(driver !== "pg")("of two saves of one key at once, the second is stopped by the index and answered with the first's bookmaker", async () => {
    const vortex = await tab.api().create({ content: contentForm() });
    const nordic = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    // Another admin's save gives Nordic Odds the key and has not committed: ours passes the check
    // (it reads committed rows), then waits on the index entry, and fails once the other commits.
    const { saved, refused } = await raceForRow(
      handle,
      "insert into bookmaker_feed_keys (bookmaker_id, source, key) values ($1, 'the-odds-api', 'pinnacle')",
      [nordic.id],
      () => [tab.api().update({ id: vortex.id, version: vortex.version, content: contentFormOf(vortex, { feedKeys: keys({ "the-odds-api": "pinnacle" }) }) })],
    );
    expect(saved).toEqual([]);
    expect(refused).toEqual([feedKeyTaken("the-odds-api", "pinnacle", "Nordic Odds")]);
    expect(await storedKeys()).toEqual([["Nordic Odds", "the-odds-api", "pinnacle"]]);
    expect(await tab.auditRows()).toHaveLength(2);
  });
});
