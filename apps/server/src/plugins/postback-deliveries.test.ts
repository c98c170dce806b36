import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressInfo } from "node:net";
import { testDrivers } from "@eb/db/testing";
import { sql } from "@eb/db";
import { affiliatePostbackDeliveries, securityEvents } from "@eb/db/schema";
import { POSTBACK_RATE_LIMIT } from "@eb/api";
import { generateProgrammeSecret, programmePostbacks } from "@eb/api/testing";
import { createTestApp, type TestApp } from "../testing/test-app";
import { addProgrammeBookmaker, testServerKeys } from "../testing/affiliate-programmes";
import { fakeAffiliate } from "../../../../tests/fake-affiliate";

const SECRET = "0b9e8d7c6a5f4e3d0b9e8d7c6a5f4e3d0b9e8d7c6a5f4e3d0b9e8d7c6a5f4e3d";
const HOUR = 3_600_000;

describe.each(testDrivers())("postback answers, limits, secret overlap and the delivery list (%s)", (driver) => {
  let t: TestApp;
  let clock: Date;
  let bookmakerId: number;
  let baseUrl: string;
  const keys = testServerKeys();

  beforeEach(async () => {
    clock = new Date("2026-06-01T10:00:00.000Z");
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test" }, deps: { mfaKeys: keys, now: () => clock } });
    ({ bookmakerId } = await addProgrammeBookmaker(t.handle, keys, {
      name: "Book",
      slug: "book",
      target: "https://book.example/?a=1",
      clickIdParam: "btag",
      postbackKey: "book",
      auth: "hmac",
      secret: SECRET,
    }));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => t.close());

  const securityCount = async (reason: string) =>
    (
      await t.handle.db
        .select({ n: sql<number>`coalesce(sum(${securityEvents.count}), 0)::int` })
        .from(securityEvents)
        .where(sql`${securityEvents.detail}->>'reason' = ${reason}`)
    )[0]!.n;

  it("names the refused field and its rule in the answer", async () => {
    const programme = fakeAffiliate({ baseUrl, key: "book", secret: SECRET, mode: "hmac" });
    const res = await programme.send({ fields: { txid: "F-1", event: "deposit", amount: "10" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        message: "currency: required with amount (ISO 4217)",
        data: { code: "invalid_input", issues: [{ path: "currency", message: "required with amount (ISO 4217)" }] },
      },
    });
    const far = await programme.send({ fields: { txid: "F-2", event: "deposit", event_time: "2026-06-03T10:00:00Z" } });
    expect((far.body as { error: { message: string } }).error.message).toBe("event_time: not more than 1 day ahead of the server's clock");
  });

  it("holds the documented 3,000 postbacks a minute per address: the 3,001st is refused and counted, the next minute is open again", async () => {
    expect(POSTBACK_RATE_LIMIT).toEqual({ limit: 3_000, windowMs: 60_000 });
    // A key no programme can have costs no lookup: the limit is what is under test.
    const send = () => t.app.inject({ url: "/api/postbacks/X?txid=1", remoteAddress: "198.51.100.7" });
    for (let i = 0; i < 3_000; i++) expect((await send()).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 59_999);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(await securityCount("postback:rate_limited")).toBe(1);
    // Another address is not held back by this one.
    expect((await t.app.inject({ url: "/api/postbacks/X?txid=1", remoteAddress: "198.51.100.8" })).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 60_000);
    expect((await send()).statusCode).toBe(401);
  }, 120_000);

  it("accepts the replaced secret beside the new one until the overlap ends, then only the new one", async () => {
    const old = fakeAffiliate({ baseUrl, key: "book", secret: SECRET, mode: "hmac" });
    expect((await old.send({ fields: { txid: "S-0", event: "registration" } })).status).toBe(200);
    const made = await t.handle.db.transaction((tx) => generateProgrammeSecret(tx, keys.secretKey, bookmakerId, clock, 24 * HOUR, () => {}));
    expect(made.previousSecretUntil).toEqual(new Date(clock.getTime() + 24 * HOUR));
    const next = fakeAffiliate({ baseUrl, key: "book", secret: made.secret, mode: "hmac" });
    // The new secret works once the change reaches the programme cache (announced; waited for).
    await vi.waitFor(async () => expect((await next.send({ fields: { txid: "S-1", event: "registration" } })).status).toBe(200));
    expect((await old.send({ fields: { txid: "S-2", event: "registration" } })).status).toBe(200);
    clock = new Date(clock.getTime() + 24 * HOUR - 1);
    expect((await old.send({ fields: { txid: "S-3", event: "registration" } })).status).toBe(200);
    clock = new Date(clock.getTime() + 1);
    expect((await old.send({ fields: { txid: "S-4", event: "registration" } })).status).toBe(401);
    expect((await next.send({ fields: { txid: "S-5", event: "registration" } })).status).toBe(200);
    expect((await programmePostbacks(t.handle.db, bookmakerId, clock)).previousSecretUntil).toBeNull();
  });

  it("lists the programme's deliveries with their outcome and reason, never a secret; a stranger's key adds none", async () => {
    const programme = fakeAffiliate({ baseUrl, key: "book", secret: SECRET, mode: "hmac" });
    expect((await programme.send({ fields: { txid: "D-1", event: "ftd", amount: "5", currency: "EUR" } })).status).toBe(200);
    expect((await programme.send({ fields: { txid: "D-1", event: "ftd", amount: "5", currency: "EUR" }, method: "POST" })).status).toBe(200);
    expect((await programme.send({ fields: { txid: "D-2", event: "ftd", amount: "5", currency: "ABC" } })).status).toBe(400);
    expect((await programme.send({ fields: { txid: "D-3", event: "deposit" }, secret: "guessed" })).status).toBe(401);
    expect((await programme.send({ fields: { txid: "D-4", event: "deposit" }, key: "not-a-book" })).status).toBe(401);
    // The lists are written beside the answers: waited for.
    await vi.waitFor(async () => expect((await programmePostbacks(t.handle.db, bookmakerId, clock)).deliveries).toHaveLength(4));
    const { deliveries } = await programmePostbacks(t.handle.db, bookmakerId, clock);
    expect(deliveries.map((d) => [d.transactionId, d.event, d.outcome, d.reason])).toEqual([
      ["D-3", "deposit", "refused", "signature or token does not match the secret"],
      // A refused postback's event as sent.
      ["D-2", "ftd", "refused", "currency: an ISO 4217 code (EUR, GBP, USD)"],
      ["D-1", "first_deposit", "duplicate", null],
      ["D-1", "first_deposit", "stored", null],
    ]);
    const [all] = await t.handle.db
      .select({ n: sql<number>`count(*)::int`, text: sql<string>`string_agg(t::text, ' ')` })
      .from(sql`${affiliatePostbackDeliveries} t`);
    expect(all!.n).toBe(4);
    expect(all!.text).not.toContain(SECRET);
    expect(all!.text).not.toContain("127.0.0.1");
  });
});
