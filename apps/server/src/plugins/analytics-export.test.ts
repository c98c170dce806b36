import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { testDrivers } from "@eb/db/testing";
import { sql } from "@eb/db";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { createSession } from "../../../../packages/api/src/identity/sessions/sessions";
import { createUser, grantRole } from "../../../../packages/api/src/identity/team/users";
import { insertAnalyticsEvents } from "../../../../packages/api/src/analytics/ingest";
import { catchUpRollups } from "../../../../packages/api/src/analytics/rollup/run-rollup";
import { rowsOf } from "../../../../packages/api/src/testing/rows";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-06-20T12:00:00Z");
const URL = "/api/admin/analytics/export.csv";
const EXPORT_HEADER = ["id", "created_at", "event_type", "page_url", "referrer", "session_id", "user_agent", "country", "bookmaker", "event_data"];

describe.each(testDrivers())("the analytics CSV export (%s)", (driver) => {
  let t: TestApp;
  let cookie: string;
  const cookieFor = async (email: string, admin: boolean, mfaPending: boolean) => {
    const user = await createUser(t.handle.db, { email, password: "long enough password" });
    if (admin) await grantRole(t.handle.db, user.id, "admin");
    return `${sessionCookieName(false)}=${(await createSession(t.handle.db, { userId: user.id, mfaPending }, now)).token}`;
  };

  const exportAudits = async () =>
    Number(rowsOf<{ n: unknown }>(await t.handle.db.execute(sql`select count(*) as n from audit_logs where resource_id = 'export'`))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp({ driver, now, seed: false, env: { SITE_URL: "http://127.0.0.1" } });
    cookie = `${sessionCookieName(false)}=${(await signedInAdmin(t.handle.db, { now })).browser.token}`;
    const at = (iso: string) => new Date(iso);
    await insertAnalyticsEvents(t.handle.db, [
      { eventType: "page_view", eventData: { page: "/" }, sessionId: "s1", pageUrl: "/", country: "GB", createdAt: at("2026-06-01T00:00:00Z") },
      {
        eventType: "bookmaker_click",
        eventData: { bookmaker: 'Bet, "Best"', href: "/go/x" },
        sessionId: "s1",
        pageUrl: "/bonuses",
        createdAt: at("2026-06-02T10:00:00Z"),
      },
      {
        eventType: "custom_event",
        eventData: { label: '=HYPERLINK("http://evil.example")' },
        sessionId: "s2",
        pageUrl: "-2+3",
        referrer: "@SUM(A1)",
        createdAt: at("2026-06-03T23:59:59Z"),
      },
      { eventType: "page_view", eventData: {}, sessionId: "s3", pageUrl: "/late", createdAt: at("2026-06-04T00:00:00Z") }, // the day after the range
      { eventType: "page_view", eventData: {}, sessionId: "s0", pageUrl: "/early", createdAt: at("2026-05-31T23:59:59Z") }, // the day before
    ]);
    // Part rolled up, part still raw tail: the export reads both.
    await catchUpRollups(t.handle.db, { batchSize: 2, now: () => now, maxBatches: 1 });
  });
  afterAll(() => t.close());

  it("streams the range's events as CSV, quoted as the spec says and with formulas made inert", async () => {
    const res = await t.app.inject({ method: "GET", url: `${URL}?from=2026-06-01&to=2026-06-03`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="analytics-events-2026-06-01-to-2026-06-03.csv"');
    expect(res.headers["cache-control"]).toBe("no-store");
    // An independent RFC 4180 parser reads the file as a spreadsheet import would.
    const [header, ...rows] = parse(res.body, { relax_column_count: false });
    expect(header).toEqual(EXPORT_HEADER);
    // The country dimension: the sender's country where the server placed it, empty where it could not.
    expect(rows.map((r) => [r[1], r[2], r[3], r[4], r[7], r[8]])).toEqual([
      ["2026-06-01T00:00:00.000Z", "page_view", "/", "", "GB", ""],
      ["2026-06-02T10:00:00.000Z", "bookmaker_click", "/bonuses", "", "", 'Bet, "Best"'],
      ["2026-06-03T23:59:59.000Z", "custom_event", "'-2+3", "'@SUM(A1)", "", ""],
    ]);
    expect(JSON.parse(rows[1]![9]!)).toEqual({ bookmaker: 'Bet, "Best"', href: "/go/x" });
    expect(res.body).toContain('"Bet, ""Best"""');

    // Other tests of this file export other ranges: this download's own audit row names its range.
    const audits = rowsOf<{ event_data: unknown }>(
      await t.handle.db.execute(sql`select event_data from audit_logs where action = 'view_analytics' and resource_id = 'export'`),
    ).map((a) => (typeof a.event_data === "string" ? JSON.parse(a.event_data) : a.event_data));
    expect(audits).toContainEqual(expect.objectContaining({ export: { from: "2026-06-01", to: "2026-06-03" } }));
  });

  it("refuses a bad range with a clear message", async () => {
    const res = await t.app.inject({ method: "GET", url: `${URL}?from=2026-06-05&to=2026-06-01`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: "The start date must not be after the end date" } });
  });

  it.each([
    ["a day past the month's end", "2026-02-30", "2026-03-01", "Use a date like 2026-01-31"],
    ["February 29th of a common year", "2025-02-29", "2025-03-01", "Use a date like 2026-01-31"],
    ["month 13", "2026-13-01", "2026-12-31", "Use a date like 2026-01-31"],
    ["day 00", "2026-06-00", "2026-06-03", "Use a date like 2026-01-31"],
    ["year 0000", "0000-01-01", "0000-01-02", "Pick dates from 2024-01-01 on"],
    ["a day before 2024", "2023-12-31", "2024-01-02", "Pick dates from 2024-01-01 on"],
    ["the last day of year 9999", "9999-12-31", "9999-12-31", "Pick dates up to 9999-12-30"],
    ["a date with a time", "2026-06-01T00:00", "2026-06-03", "Use a date like 2026-01-31"],
  ])("refuses %s with 400 and the usual body, before writing anything", async (_label, from, to, message) => {
    const audits = await exportAudits();
    const res = await t.app.inject({ method: "GET", url: `${URL}?${new URLSearchParams({ from, to })}`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { message, data: { code: "invalid_input", httpStatus: 400 } } });
    expect(await exportAudits()).toBe(audits);
  });

  it("exports the first possible day and a leap day", async () => {
    const res = await t.app.inject({ method: "GET", url: `${URL}?from=2024-01-01&to=2024-02-29`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(parse(res.body)).toEqual([[...EXPORT_HEADER]]);
  });

  it("refuses anonymous, non-admin and pending callers", async () => {
    const url = `${URL}?from=2026-06-01&to=2026-06-03`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: await cookieFor("plain@example.com", false, false) } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: await cookieFor("pending@example.com", true, true) } })).statusCode).toBe(401);
    const unenrolled = await t.app.inject({ method: "GET", url, headers: { cookie: await cookieFor("new@example.com", true, false) } });
    expect(unenrolled.statusCode).toBe(403);
    expect(unenrolled.body).not.toContain("page_view");
  });
});
