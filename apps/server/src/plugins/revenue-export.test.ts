import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { testDrivers } from "@eb/db/testing";
import { sql } from "@eb/db";
import { affiliateClicks, affiliateConversions, affiliateDealTerms, affiliateReportRows, bookmakers } from "@eb/db/schema";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { createSession } from "../../../../packages/api/src/identity/sessions/sessions";
import { createUser, grantRole } from "../../../../packages/api/src/identity/team/users";
import { rowsOf } from "../../../../packages/api/src/testing/rows";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-06-20T12:00:00Z");
const URL = "/api/admin/analytics/revenue.csv";
const HEADER = [
  "day",
  "bookmaker_id",
  "bookmaker",
  "attribution",
  "currency",
  "go_clicks",
  "registrations",
  "first_deposits",
  "commission_reported",
  "commission_estimated",
];

describe.each(testDrivers())("the revenue CSV export (%s)", (driver) => {
  let t: TestApp;
  let cookie: string;
  let a: number;

  beforeAll(async () => {
    t = await createTestApp({ driver, now, seed: false, env: { SITE_URL: "http://127.0.0.1" } });
    cookie = `${sessionCookieName(false)}=${(await signedInAdmin(t.handle.db, { now })).browser.token}`;
    const [row] = await t.handle.db
      .insert(bookmakers)
      .values({ name: 'Bet, "Best"', affiliateUrl: "https://example.com/a", rating: 4.5 })
      .returning({ id: bookmakers.id });
    a = row!.id;
    await t.handle.db.insert(affiliateDealTerms).values({ bookmakerId: a, effectiveFrom: "2000-01-01", cpaAmount: "40.00", cpaCurrency: "EUR" });
    const at = (iso: string) => new Date(iso);
    await t.handle.db.insert(affiliateClicks).values([
      { clickId: "c1", bookmakerId: a, slug: "bet-best", createdAt: at("2026-06-01T08:00:00Z") },
      { clickId: "c2", bookmakerId: a, slug: "bet-best", createdAt: at("2026-06-01T09:00:00Z") },
      { clickId: "c3", bookmakerId: a, slug: "bet-best", createdAt: at("2026-06-04T09:00:00Z") }, // the day after the range
    ]);
    const conv = (
      transactionId: string,
      clickId: string | null,
      clickAt: string | null,
      event: "registration" | "first_deposit",
      occurredAt: string,
      commission: string | null,
      currency: string | null,
    ) => ({
      bookmakerId: a,
      transactionId,
      clickId,
      clickAt: clickAt ? at(clickAt) : null,
      event,
      commission,
      currency,
      occurredAt: at(occurredAt),
      receivedAt: at(occurredAt),
    });
    await t.handle.db.insert(affiliateConversions).values([
      conv("t1", "c1", "2026-06-01T08:00:00Z", "registration", "2026-06-01T08:30:00Z", null, null),
      // Days late, on the click's day; no commission reported: the CPA estimate.
      conv("t2", "c1", "2026-06-01T08:00:00Z", "first_deposit", "2026-06-05T08:30:00Z", null, "GBP"),
      conv("t3", "c2", "2026-06-01T09:00:00Z", "first_deposit", "2026-06-02T10:00:00Z", "30.10", "USD"),
      conv("t4", "zz", null, "first_deposit", "2026-06-03T10:00:00Z", "5.05", "EUR"),
    ]);
    await t.handle.db.insert(affiliateReportRows).values({ bookmakerId: a, day: "2026-06-02", subId: "", currency: "EUR", commission: "12.3456", importId: 1 });
  });
  afterAll(() => t.close());

  it("writes counts and per-currency commission per day, bookmaker and attribution, audited", async () => {
    const res = await t.app.inject({ method: "GET", url: `${URL}?from=2026-06-01&to=2026-06-03`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="analytics-revenue-2026-06-01-to-2026-06-03.csv"');
    expect(res.headers["cache-control"]).toBe("no-store");
    const [header, ...rows] = parse(res.body, { relax_column_count: false });
    expect(header).toEqual(HEADER);
    const id = String(a);
    const name = 'Bet, "Best"';
    expect(rows).toEqual([
      ["2026-06-01", id, name, "click", "", "2", "1", "2", "", ""],
      ["2026-06-01", id, name, "click", "EUR", "", "", "", "0.0000", "40.0000"],
      ["2026-06-01", id, name, "click", "USD", "", "", "", "30.1000", "0.0000"],
      ["2026-06-02", id, name, "click", "EUR", "", "", "", "12.3456", "0.0000"],
      ["2026-06-03", id, name, "unattributed", "", "0", "0", "1", "", ""],
      ["2026-06-03", id, name, "unattributed", "EUR", "", "", "", "5.0500", "0.0000"],
    ]);
    const audits = rowsOf<{ n: unknown }>(await t.handle.db.execute(sql`select count(*) as n from audit_logs where resource_id = 'revenue-export'`));
    expect(Number(audits[0]!.n)).toBeGreaterThanOrEqual(1);
  });

  it("refuses a bad range and callers who are not verified admins", async () => {
    const bad = await t.app.inject({ method: "GET", url: `${URL}?from=2026-06-05&to=2026-06-01`, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: "The start date must not be after the end date" } });
    const url = `${URL}?from=2026-06-01&to=2026-06-03`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const user = await createUser(t.handle.db, { email: "plain@example.com", password: "long enough password" });
    const plain = `${sessionCookieName(false)}=${(await createSession(t.handle.db, { userId: user.id, mfaPending: false }, now)).token}`;
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: plain } })).statusCode).toBe(403);
    const unenrolledUser = await createUser(t.handle.db, { email: "new@example.com", password: "long enough password" });
    await grantRole(t.handle.db, unenrolledUser.id, "admin");
    const unenrolled = `${sessionCookieName(false)}=${(await createSession(t.handle.db, { userId: unenrolledUser.id, mfaPending: false }, now)).token}`;
    const res = await t.app.inject({ method: "GET", url, headers: { cookie: unenrolled } });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain("30.1000");
  });
});
