import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, rowsOf, testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import { affiliateClicks, affiliatePrograms, bookmakers } from "@eb/db/schema";
import { addDemoBookmakers } from "../bookmakers/demo-bookmakers";
import { ConversionWriter } from "./conversion-writer";
import { recordConversions } from "./conversions";
import type { PostbackFields } from "./postback-fields";
import { PostbackProgrammeCache } from "./postback-programme-cache";
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
    bookmakerId = (await handle.db.select({ id: bookmakers.id }).from(bookmakers).limit(1))[0]!.id;
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
    expect(answers.filter(Boolean)).toHaveLength(200);
    // The first of each pair was the stored one.
    expect(answers.slice(0, 200).every(Boolean)).toBe(true);
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
    expect(await cache.get("book")).toEqual({ bookmakerId, auth: "hmac", secret: "first-secret" });
    expect(await cache.get("nosuch")).toBeNull();
    await handle.db.update(affiliatePrograms).set({ secretCiphertext: sealProgrammeSecret(key, bookmakerId, "second-secret") });
    expect((await cache.get("book"))?.secret).toBe("first-secret");
    cache.clear();
    expect((await cache.get("book"))?.secret).toBe("second-secret");
    await handle.db.update(affiliatePrograms).set({ secretCiphertext: null });
    clock += 30_001;
    expect((await cache.get("book"))?.secret).toBeNull();
  });
});
