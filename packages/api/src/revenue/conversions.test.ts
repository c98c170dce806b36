import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, rowsOf, testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import { affiliateClicks, affiliatePrograms, bookmakers } from "@eb/db/schema";
import { addDemoBookmakers } from "../bookmakers/demo-bookmakers";
import { ConversionWriter, UNSTORABLE_REASON } from "./conversion-writer";
import { recordConversions } from "./conversions";
import { DELIVERIES_KEPT, recentDeliveries, recordDeliveries } from "./postback-deliveries";
import type { PostbackFields } from "./postback-fields";
import { PostbackProgrammeCache, secretsAt } from "./postback-programme-cache";
import { sealProgrammeSecret } from "./programme-secret";

const at = new Date("2026-05-04T12:00:00.000Z");
const fields = (transactionId: string, clickId: string | null, amount = "10.0000"): PostbackFields => ({
  clickId,
  event: "first_deposit",
  amount,
  currency: "EUR",
  commission: null,
  transactionId,
  occurredAt: at,
});

describe.each(testDrivers())("storing reported conversions (%s)", (driver) => {
  let handle: DbHandle;
  let bookmakerId: number;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    await addDemoBookmakers(handle.db, new Date("2026-01-01T00:00:00Z"));
    // The lowest id, as the tests that need a second bookmaker take the next one: an unordered
    // read could return that one (PostgreSQL gives no order without ORDER BY).
    bookmakerId = (await handle.db.select({ id: bookmakers.id }).from(bookmakers).orderBy(bookmakers.id).limit(1))[0]!.id;
    await handle.db
      .insert(affiliateClicks)
      .values({ clickId: "k1", bookmakerId, slug: "s", page: "/bonuses", placement: "card", country: "SE", createdAt: at });
  });
  afterEach(() => handle.close());

  const stored = () =>
    rowsOf<{ tx: string; page: string | null; amount: string }>(
      handle,
      sql`select transaction_id as tx, page, amount::text as amount from affiliate_conversions order by transaction_id`,
    );

  it("stores a batch once per transaction, the first report of a transaction sent twice in it, with its click's page", async () => {
    const result = await recordConversions(handle.db, [
      { bookmakerId, fields: fields("A", "k1", "1.0000"), receivedAt: at },
      { bookmakerId, fields: fields("B", "unknown"), receivedAt: at },
      { bookmakerId, fields: fields("A", "k1", "2.0000"), receivedAt: at },
    ]);
    expect(result).toEqual([true, true, false]);
    expect(await stored()).toEqual([
      { tx: "A", page: "/bonuses", amount: "1.0000" },
      { tx: "B", page: null, amount: "10.0000" },
    ]);
    expect(await recordConversions(handle.db, [{ bookmakerId, fields: fields("B", null), receivedAt: at }])).toEqual([false]);
  });

  it("answers each of many concurrent postbacks with its own outcome, every one stored once", async () => {
    const writer = new ConversionWriter(handle.db);
    const sent = Array.from({ length: 300 }, (_, n) => `T${n % 200}`);
    const answers = await Promise.all(sent.map((tx) => writer.record({ bookmakerId, fields: fields(tx, "k1"), receivedAt: at })));
    expect(answers.filter((a) => a === "stored")).toHaveLength(200);
    expect(answers.filter((a) => a === "duplicate")).toHaveLength(100);
    // The first of each pair was the stored one.
    expect(answers.slice(0, 200).every((a) => a === "stored")).toBe(true);
    const [row] = await rowsOf<{ n: number; sum: string; fd: string }>(
      handle,
      sql`select (select count(*)::int from affiliate_conversions) as n, (select sum(amount)::text from affiliate_conversions) as sum,
        (select sum(first_deposits)::text from affiliate_conversion_rollups where grain = 'day') as fd`,
    );
    expect(row).toEqual({ n: 200, sum: "2000.0000", fd: "200" });
  });

  it("reuses a programme and its opened secret until a change is announced", async () => {
    const key = Buffer.alloc(32, 7);
    await handle.db
      .insert(affiliatePrograms)
      .values({ bookmakerId, postbackKey: "book", postbackAuth: "hmac", secretCiphertext: sealProgrammeSecret(key, bookmakerId, "first-secret") });
    let clock = 0;
    const cache = new PostbackProgrammeCache(handle.db, key, 30_000, () => clock);
    expect(await cache.get("book")).toEqual({ bookmakerId, auth: "hmac", secret: "first-secret", previous: null });
    expect(await cache.get("nosuch")).toBeNull();
    await handle.db.update(affiliatePrograms).set({ secretCiphertext: sealProgrammeSecret(key, bookmakerId, "second-secret") });
    expect((await cache.get("book"))?.secret).toBe("first-secret");
    cache.clear();
    expect((await cache.get("book"))?.secret).toBe("second-secret");
    await handle.db.update(affiliatePrograms).set({ secretCiphertext: null });
    clock += 30_001;
    expect((await cache.get("book"))?.secret).toBeNull();
  });

  it("sums commissions past numeric(18,4) in the rollup rather than failing the insert (two of 99999999999999.9999 on one day)", async () => {
    const big = (tx: string): PostbackFields => ({ ...fields(tx, null), amount: null, commission: "99999999999999.9999" });
    expect(await recordConversions(handle.db, [{ bookmakerId, fields: big("O-1"), receivedAt: at }])).toEqual([true]);
    expect(await recordConversions(handle.db, [{ bookmakerId, fields: big("O-2"), receivedAt: at }])).toEqual([true]);
    const [row] = await rowsOf<{ reported: string }>(handle, sql`select reported::text from affiliate_conversion_rollups where grain = 'day'`);
    expect(row!.reported).toBe("199999999999999.9998");
  });

  it("stores a failed batch item by item: only the event the database refuses is refused, another programme's 345 beside it are stored", async () => {
    const [, other] = await handle.db.select({ id: bookmakers.id }).from(bookmakers).orderBy(bookmakers.id).limit(2);
    const writer = new ConversionWriter(handle.db);
    // Past numeric(18,4): parsePostbackFields refuses it, but whatever reaches the writer must not fail its neighbours.
    const bad = writer.record({ bookmakerId, fields: fields("BAD", null, "1000000000000000"), receivedAt: at });
    const good = Array.from({ length: 345 }, (_, n) => writer.record({ bookmakerId: other!.id, fields: fields(`G-${n}`, null), receivedAt: at }));
    expect(await bad).toBe("unstorable");
    expect(new Set(await Promise.all(good))).toEqual(new Set(["stored"]));
    const [row] = await rowsOf<{ n: number; fd: string }>(
      handle,
      sql`select (select count(*)::int from affiliate_conversions) as n,
        (select sum(first_deposits)::text from affiliate_conversion_rollups where grain = 'day') as fd`,
    );
    expect(row).toEqual({ n: 345, fd: "345" });
    await writer.deliveriesListed();
    const [refused] = await recentDeliveries(handle.db, bookmakerId);
    expect(refused).toMatchObject({ transactionId: "BAD", outcome: "refused", reason: UNSTORABLE_REASON });
    expect((await recentDeliveries(handle.db, other!.id)).length).toBe(DELIVERIES_KEPT);
  });

  it("keeps the newest 100 deliveries per programme, whatever the batches", async () => {
    const [, other] = await handle.db.select({ id: bookmakers.id }).from(bookmakers).orderBy(bookmakers.id).limit(2);
    const delivery = (b: number, n: number) => ({
      bookmakerId: b,
      receivedAt: at,
      event: "deposit",
      transactionId: `D-${n}`,
      outcome: "stored" as const,
      reason: null,
    });
    await recordDeliveries(handle.db, [delivery(other!.id, 0)]);
    for (const [from, count] of [
      [0, 60],
      [60, 60],
      [120, 130],
    ] as const)
      await recordDeliveries(
        handle.db,
        Array.from({ length: count }, (_, i) => delivery(bookmakerId, from + i)),
      );
    const kept = await recentDeliveries(handle.db, bookmakerId);
    expect(kept.map((d) => d.transactionId)).toEqual(Array.from({ length: 100 }, (_, i) => `D-${249 - i}`));
    const [row] = await rowsOf<{ n: number }>(handle, sql`select count(*)::int as n from affiliate_postback_deliveries`);
    expect(row!.n).toBe(101);
  });

  it("accepts the previous secret until its overlap ends, and keeps it in the cache no longer", async () => {
    const key = Buffer.alloc(32, 7);
    let clock = at.getTime();
    await handle.db.insert(affiliatePrograms).values({
      bookmakerId,
      postbackKey: "book",
      secretCiphertext: sealProgrammeSecret(key, bookmakerId, "new-secret"),
      previousSecretCiphertext: sealProgrammeSecret(key, bookmakerId, "old-secret"),
      previousSecretUntil: new Date(clock + 10_000),
    });
    const cache = new PostbackProgrammeCache(handle.db, key, 30_000, () => clock);
    const programme = (await cache.get("book"))!;
    expect(secretsAt(programme, clock)).toEqual(["new-secret", "old-secret"]);
    expect(secretsAt(programme, clock + 10_000)).toEqual(["new-secret"]);
    clock += 10_000;
    expect((await cache.get("book"))!.previous).toBeNull();
  });
});
