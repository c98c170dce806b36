import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { bookmakers } from "@eb/db/schema";
import { feedKeyTaken, ODDS_FEED_KEY_FORMAT } from "../contracts/bookmakers";
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

describe.each(testDrivers())("a bookmaker's odds feed key (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await bookmakersTab(handle.db, clock);
  });
  afterEach(() => handle.close());

  const storedKeys = async () =>
    Object.fromEntries((await handle.db.select({ name: bookmakers.name, key: bookmakers.oddsFeedKey }).from(bookmakers)).map((r) => [r.name, r.key]));

  it("is saved trimmed and lower-cased, shown in the list, audited as a changed field and announced to the public site", async () => {
    const announcements = await contentAnnouncements(handle);
    try {
      const b = await tab.api().create({ content: contentForm() });
      expect(b.oddsFeedKey).toBeNull();
      expect(await announcements.next()).toBe("bookmakers");
      const saved = await tab.api().update({ id: b.id, version: b.version, content: contentFormOf(b, { oddsFeedKey: "  Pinnacle " }) });
      expect(saved).toMatchObject({ oddsFeedKey: "pinnacle", version: 2 });
      expect((await tab.api().list()).map((x) => x.oddsFeedKey)).toEqual(["pinnacle"]);
      // The key alone changed: the audit row names it and nothing else; every instance drops its cached pages.
      const [, edit] = await tab.auditRows();
      expect(edit!.eventData).toEqual({ change: "content", name: "Vortex Bet", before: { oddsFeedKey: null }, after: { oddsFeedKey: "pinnacle" } });
      expect(await announcements.next()).toBe("bookmakers");
    } finally {
      await announcements.stop();
    }
  });

  it("is taken when a bookmaker is added with one", async () => {
    const created = await tab.api().create({ content: contentForm({ oddsFeedKey: "WilliamHill_US" }) });
    expect(created.oddsFeedKey).toBe("williamhill_us");
    const [audit] = await tab.auditRows();
    expect(audit!.eventData).toMatchObject({ change: "create", after: expect.objectContaining({ oddsFeedKey: "williamhill_us" }) });
  });

  it("refuses a key of the wrong form with the field's message, before anything is written", async () => {
    const b = await tab.api().create({ content: contentForm() });
    for (const bad of ["william-hill", "bet 365", "x".repeat(61)]) {
      const refusal = await refusalOf(tab.api().update({ id: b.id, version: b.version, content: contentFormOf(b, { oddsFeedKey: bad }) }));
      expect(refusal.code).toBe("BAD_REQUEST");
      expect(refusal.messages).toHaveLength(1);
    }
    expect(await refusalOf(tab.api().update({ id: b.id, version: b.version, content: contentFormOf(b, { oddsFeedKey: "bet.365" }) }))).toEqual({
      code: "BAD_REQUEST",
      messages: [ODDS_FEED_KEY_FORMAT],
    });
    expect(await storedKeys()).toEqual({ "Vortex Bet": null });
  });

  it("maps one bookmaker: another's key is refused on its field, naming the bookmaker that has it, whatever its case", async () => {
    const vortex = await tab.api().create({ content: contentForm({ oddsFeedKey: "pinnacle" }) });
    const nordic = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    const refusal = await domainRefusal(
      tab.api().update({ id: nordic.id, version: nordic.version, content: contentFormOf(nordic, { oddsFeedKey: " PINNACLE" }) }),
    );
    expect(refusal).toEqual({
      code: "CONFLICT",
      message: feedKeyTaken("pinnacle", "Vortex Bet"),
      issues: [{ path: "content.oddsFeedKey", message: "Already used by Vortex Bet" }],
    });
    // Adding a bookmaker with it is refused the same way.
    expect(await domainRefusal(tab.api().create({ content: contentForm({ name: "Pixel", oddsFeedKey: "pinnacle" }) }))).toMatchObject({
      code: "CONFLICT",
      issues: [{ path: "content.oddsFeedKey", message: "Already used by Vortex Bet" }],
    });
    expect(await storedKeys()).toEqual({ "Vortex Bet": "pinnacle", "Nordic Odds": null });
    expect((await tab.api().list()).find((b) => b.id === nordic.id)?.version).toBe(1);
    expect(await tab.auditRows()).toHaveLength(2); // the two creates only

    // A bookmaker saving its own key again is no clash.
    const same = await tab.api().update({ id: vortex.id, version: vortex.version, content: contentFormOf(vortex, { name: "Vortex" }) });
    expect(same).toMatchObject({ name: "Vortex", oddsFeedKey: "pinnacle" });
  });

  it("is cleared by an empty field (unmapped, audited), which frees the key for another bookmaker", async () => {
    const vortex = await tab.api().create({ content: contentForm({ oddsFeedKey: "pinnacle" }) });
    const nordic = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    const cleared = await tab.api().update({ id: vortex.id, version: vortex.version, content: contentFormOf(vortex, { oddsFeedKey: "  " }) });
    expect(cleared.oddsFeedKey).toBeNull();
    const [, , edit] = await tab.auditRows();
    expect(edit!.eventData).toMatchObject({ before: { oddsFeedKey: "pinnacle" }, after: { oddsFeedKey: null } });
    const moved = await tab.api().update({ id: nordic.id, version: nordic.version, content: contentFormOf(nordic, { oddsFeedKey: "pinnacle" }) });
    expect(moved.oddsFeedKey).toBe("pinnacle");
    expect(await storedKeys()).toEqual({ "Vortex Bet": null, "Nordic Odds": "pinnacle" });
  });

  it("has the unique index as its last guard, and its violation is recognised on this driver", async () => {
    await handle.db.insert(bookmakers).values({ name: "A", oddsFeedKey: "pinnacle" });
    const [b] = await handle.db.insert(bookmakers).values({ name: "B" }).returning({ id: bookmakers.id });
    const err = await handle.db
      .update(bookmakers)
      .set({ oddsFeedKey: "pinnacle" })
      .where(eq(bookmakers.id, b!.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err, "bookmakers_odds_feed_key_idx")).toBe(true);
    expect(isUniqueViolation(err, "bookmaker_redirects_slug_idx")).toBe(false);
    expect(isUniqueViolation(new Error("timeout"))).toBe(false);
  });

  it.skipIf(driver !== "pg")("of two saves of one key at once, the second is stopped by the index and answered with the first's bookmaker", async () => {
    const vortex = await tab.api().create({ content: contentForm() });
    const nordic = await tab.api().create({ content: contentForm({ name: "Nordic Odds" }) });
    // Another admin's save gives Nordic Odds the key and has not committed: ours passes the check
    // (it reads committed rows), then waits on the index entry, and fails once the other commits.
    const { saved, refused } = await raceForRow(handle, "update bookmakers set odds_feed_key = 'pinnacle' where id = $1", [nordic.id], () => [
      tab.api().update({ id: vortex.id, version: vortex.version, content: contentFormOf(vortex, { oddsFeedKey: "pinnacle" }) }),
    ]);
    expect(saved).toEqual([]);
    expect(refused).toEqual([feedKeyTaken("pinnacle", "Nordic Odds")]);
    expect(await storedKeys()).toEqual({ "Vortex Bet": null, "Nordic Odds": "pinnacle" });
    expect(await tab.auditRows()).toHaveLength(2);
  });
});
