import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { licensedEverywhere } from "../testing/licences";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { asc, sql, type DbHandle } from "@eb/db";
import { bookmakers } from "@eb/db/schema";
import { STALE_ORDER } from "../contracts/bookmakers";
import { bookmakersTab, contentForm } from "./test-support";
import { refusalOf } from "../testing/refusal";

describe.each(testDrivers())("reordering the bookmakers (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;
  let ids: number[];
  const stored = () =>
    handle.db
      .select({ id: bookmakers.id, displayOrder: bookmakers.displayOrder, version: bookmakers.version })
      .from(bookmakers)
      .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id));

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    tab = await bookmakersTab(handle.db, clock);
    const rows = await handle.db
      .insert(bookmakers)
      .values(["Alpha", "Bravo", "Charlie", "Delta"].map((name, i) => ({ name, rating: 4, displayOrder: 10 * (i + 1), version: 3 })))
      .returning({ id: bookmakers.id });
    ids = rows.map((r) => r.id);
    for (const id of ids) await licensedEverywhere(handle.db, id);
  });
  afterEach(() => handle.close());

  it("saves the new order as display_order 1..n, leaves versions alone, and audits before and after", async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    const list = await tab.api().reorder({ ids: [c, a, d, b] });
    expect(list.map((x) => [x.name, x.displayOrder])).toEqual([
      ["Charlie", 1],
      ["Alpha", 2],
      ["Delta", 3],
      ["Bravo", 4],
    ]);
    expect(await stored()).toEqual([c, a, d, b].map((id, i) => ({ id, displayOrder: i + 1, version: 3 })));
    expect((await tab.auditRows()).map((r) => r.eventData)).toEqual([{ change: "order", before: { order: [a, b, c, d] }, after: { order: [c, a, d, b] } }]);
  });

  it("the public list follows the saved order", async () => {
    await handle.db.update(bookmakers).set({ publishStatus: "published" });
    const [a, b, c, d] = ids as [number, number, number, number];
    await tab.api().reorder({ ids: [d, c, b, a] });
    expect((await tab.publicList()).map((x) => x.name)).toEqual(["Delta", "Charlie", "Bravo", "Alpha"]);
  });

  it("refuses a list that is not exactly the stored bookmakers, and keeps the old order", async () => {
    const before = await stored();
    const [a, b, c, d] = ids as [number, number, number, number];
    expect(await refusalOf(tab.api().reorder({ ids: [d, c, b] }))).toEqual({ code: "CONFLICT", messages: [STALE_ORDER] });
    expect(await refusalOf(tab.api().reorder({ ids: [d, c, b, a, a + 100] }))).toEqual({ code: "CONFLICT", messages: [STALE_ORDER] });
    expect(await refusalOf(tab.api().reorder({ ids: [d, c, b, a + 100] }))).toEqual({ code: "CONFLICT", messages: [STALE_ORDER] });
    expect(await refusalOf(tab.api().reorder({ ids: [d, c, b, b] }))).toEqual({ code: "BAD_REQUEST", messages: ["Each bookmaker may appear once"] });
    expect(await stored()).toEqual(before);
    expect(await tab.auditRows()).toEqual([]);
    // A bookmaker added after the list was loaded makes the loaded list stale.
    await tab.api().create({ content: contentForm({ name: "Echo" }) });
    expect(await refusalOf(tab.api().reorder({ ids: [d, c, b, a] }))).toEqual({ code: "CONFLICT", messages: [STALE_ORDER] });
  });

  it("is one transaction: when the audit row cannot be written, the order written before it is rolled back", async () => {
    const before = await stored();
    await handle.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`);
    await handle.db.execute(sql`create trigger refuse_audit before insert on audit_logs for each row execute function refuse_audit()`);
    const [a, b, c, d] = ids as [number, number, number, number];
    await expect(tab.api().reorder({ ids: [d, c, b, a] })).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    expect(await stored()).toEqual(before);
  });
});
