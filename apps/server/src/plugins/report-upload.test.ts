import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { eq } from "@eb/db";
import { affiliateReportRows, bookmakers } from "@eb/db/schema";
import { MAX_REPORT_CHARS } from "@eb/api/contracts";
import type { AddressInfo } from "node:net";
import { createUser, grantRole } from "@eb/api";
import { signedInAdmin, TestBrowser } from "../../../../packages/api/src/identity/test-support";
import { rawClient, requestOn } from "../testing/raw-socket";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-06-20T12:00:00Z");
const ADMIN_CALL = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };
const MAPPING = { columns: { day: "Date", subId: "Sub", commission: "Commission" }, dateFormat: "yyyy-mm-dd", decimalSeparator: ".", fileCurrency: "EUR" };

/** A report well past the server's 64 KB body limit: 6,000 sub-ids over two days. */
function bigReport(): string {
  const lines = ["Date,Sub,Commission"];
  for (let i = 0; i < 6_000; i++) lines.push(`2026-06-0${1 + (i % 2)},sub-id-number-${String(i).padStart(6, "0")},${i}.25`);
  return lines.join("\n");
}

/**
 * The report import's two procedures take a whole CSV file: they get their own routes with a body
 * limit that fits 5 MB, while every other admin call keeps the server's 64 KB.
 */
describe.each(testDrivers())("report upload routes (%s)", (driver) => {
  let t: TestApp;
  let cookie: string;
  let bookmakerId: number;
  beforeAll(async () => {
    t = await createTestApp({ driver, now, seed: false, env: { NODE_ENV: "test", SITE_URL: "http://127.0.0.1" } });
    cookie = `${sessionCookieName(false)}=${(await signedInAdmin(t.handle.db, { now })).browser.token}`;
    [{ id: bookmakerId }] = (await t.handle.db
      .insert(bookmakers)
      .values({ name: "House Bet", rating: 4, displayOrder: 1, publishStatus: "draft" })
      .returning({ id: bookmakers.id })) as [{ id: number }];
  });
  afterAll(() => t.close());

  const call = (procedure: string, input: unknown, headers: Record<string, string> = { ...ADMIN_CALL, cookie }) =>
    t.app.inject({ method: "POST", url: `/api/admin/${procedure}`, headers, payload: JSON.stringify(input) });

  it("previews and applies a report larger than 64 KB over HTTP", async () => {
    const content = bigReport();
    expect(content.length).toBeGreaterThan(64 * 1024);
    const input = { bookmakerId, fileName: "june.csv", content, mapping: MAPPING };
    const preview = await call("revenueReports.previewReport", input);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().result.data;
    expect(data).toMatchObject({ rowsParsed: 6_000, fromDay: "2026-06-01", toDay: "2026-06-02", canApply: true });
    const applied = await call("revenueReports.applyReport", { ...input, digest: data.digest });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().result.data).toMatchObject({ rowsImported: 6_000 });
    expect(await t.handle.db.$count(affiliateReportRows, eq(affiliateReportRows.bookmakerId, bookmakerId))).toBe(6_000);
  });

  it("keeps 64 KB for every other admin call", async () => {
    const res = await call("jurisdictions.createRule", { pad: "x".repeat(70_000) });
    expect(res.statusCode).toBe(413);
  });

  it("refuses a file over 5 MB, and an anonymous upload", async () => {
    const tooLarge = await call("revenueReports.previewReport", { bookmakerId, fileName: null, content: "x".repeat(MAX_REPORT_CHARS + 1), mapping: MAPPING });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toContain("The file is larger than 5 MB");
    const anonymous = await call("revenueReports.previewReport", { bookmakerId, fileName: null, content: "Date\n", mapping: MAPPING }, ADMIN_CALL);
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a password-only admin (no verified second factor) before reading a byte of the body", { timeout: 15_000 }, async () => {
    const user = await createUser(t.handle.db, { email: "new-admin@example.com", password: "long enough password" });
    await grantRole(t.handle.db, user.id, "admin");
    const browser = new TestBrowser(t.handle.db, { now });
    await browser.api.auth.signIn({ email: "new-admin@example.com", password: "long enough password" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const client = rawClient((t.app.server.address() as AddressInfo).port);
    try {
      // 9 MB announced (within the upload limit) and none of it sent: the answer comes without it.
      const head = await requestOn(
        client,
        "POST /api/admin/revenueReports.previewReport HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\n" +
          `Content-Type: application/json\r\nX-Eb-Admin: 1\r\nCookie: ${sessionCookieName(false)}=${browser.token}\r\nContent-Length: 9000000\r\n\r\n`,
      );
      expect(head).toMatch(/^HTTP\/1\.1 403/);
    } finally {
      client.socket.destroy();
    }
  });

  it("applies the admin host and CSRF checks to the upload routes", async () => {
    const crossSite = await call(
      "revenueReports.previewReport",
      { bookmakerId, fileName: null, content: "Date\n", mapping: MAPPING },
      { ...ADMIN_CALL, cookie, "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});
