import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { sql } from "@eb/db";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { contentForm } from "../../../../packages/api/src/bookmakers/test-support";
import { rowsOf } from "../../../../packages/api/src/testing/rows";
import { createTestApp, type TestApp } from "../testing/test-app";

const SITE = "https://bets.example";
const JSON_TYPE = { "content-type": "application/json" };
const ADMIN_HEADER = { "x-eb-admin": "1" };
const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };

/** Mutations that write rows (and an audit row) when they pass, with a valid input for each. */
const WRITES = [
  { path: "bookmakers.create", body: { content: contentForm({ name: "Forged Bet" }) } },
  { path: "abTests.create", body: { name: "Forged test", place: "home_hero" } },
];

const json = (v: unknown) => JSON.stringify(v);
const form = (v: { path: string; body: unknown }) => `input=${encodeURIComponent(json(v.body))}`;

/**
 * A signed-in admin's browser, made to send a request by another site (or by a page that is not
 * the admin app): each variant is one way a forged request can look. The session cookie is sent
 * with every one (as a lax or missing SameSite would allow).
 */
const VARIANTS: { name: string; method?: "POST" | "GET"; headers: Record<string, string>; payload: (w: (typeof WRITES)[number]) => string; query?: string }[] =
  [
    { name: "no Origin and no fetch metadata", headers: { ...JSON_TYPE, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    { name: "a foreign Origin", headers: { origin: "https://evil.example", ...JSON_TYPE, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    { name: "Origin: null (sandboxed frame, data: URL)", headers: { origin: "null", ...JSON_TYPE, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    { name: "a same-site Referer only", headers: { referer: `${SITE}/admin/bookmakers`, ...JSON_TYPE, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    { name: "a look-alike Origin", headers: { origin: "https://bets.example.evil.example", ...JSON_TYPE, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    { name: "the site's Origin over http", headers: { origin: "http://bets.example", ...JSON_TYPE, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    { name: "Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site", ...JSON_TYPE, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    {
      name: "Sec-Fetch-Site: same-site (a sibling host)",
      headers: { "sec-fetch-site": "same-site", ...JSON_TYPE, ...ADMIN_HEADER },
      payload: (w) => json(w.body),
    },
    { name: "Sec-Fetch-Site: none (typed or bookmarked)", headers: { "sec-fetch-site": "none", ...JSON_TYPE, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    {
      name: "cross-site fetch metadata with the admin Origin",
      headers: { "sec-fetch-site": "cross-site", origin: SITE, ...JSON_TYPE, ...ADMIN_HEADER },
      payload: (w) => json(w.body),
    },
    {
      name: "a text/plain JSON body (a simple request)",
      headers: { ...SAME_ORIGIN, "content-type": "text/plain", ...ADMIN_HEADER },
      payload: (w) => json(w.body),
    },
    {
      name: "a cross-site text/plain JSON body (a simple request)",
      headers: { "sec-fetch-site": "cross-site", "content-type": "text/plain", ...ADMIN_HEADER },
      payload: (w) => json(w.body),
    },
    {
      name: "a cross-site urlencoded form post",
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      payload: form,
    },
    {
      name: "a same-origin urlencoded form post",
      headers: { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...ADMIN_HEADER },
      payload: form,
    },
    {
      name: "a multipart form post",
      headers: { "sec-fetch-site": "cross-site", "content-type": "multipart/form-data; boundary=x" },
      payload: (w) => `--x\r\nContent-Disposition: form-data; name="input"\r\n\r\n${json(w.body)}\r\n--x--\r\n`,
    },
    {
      name: "a JSON-looking content type",
      headers: { ...SAME_ORIGIN, "content-type": "text/plain; application/json", ...ADMIN_HEADER },
      payload: (w) => json(w.body),
    },
    { name: "no content type", headers: { ...SAME_ORIGIN, ...ADMIN_HEADER }, payload: (w) => json(w.body) },
    { name: "same-origin JSON without the client header", headers: { ...SAME_ORIGIN, ...JSON_TYPE }, payload: (w) => json(w.body) },
    { name: "the client header set to 0", headers: { ...SAME_ORIGIN, ...JSON_TYPE, "x-eb-admin": "0" }, payload: (w) => json(w.body) },
    {
      name: "a cross-site batch",
      headers: { "sec-fetch-site": "cross-site", ...JSON_TYPE, ...ADMIN_HEADER },
      payload: (w) => json({ 0: w.body }),
      query: "?batch=1",
    },
    { name: "a mutation by GET (a link or an image)", method: "GET", headers: { "sec-fetch-site": "cross-site" }, payload: () => "" },
    { name: "a same-origin mutation by GET", method: "GET", headers: { ...SAME_ORIGIN, ...JSON_TYPE, ...ADMIN_HEADER }, payload: () => "" },
  ];

describe.each(testDrivers())("forged admin writes (CSRF variants) on %s", (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: SITE } });
    cookie = `${sessionCookieName(true)}=${(await signedInAdmin(t.handle.db, { now: new Date() })).browser.token}`;
  });
  afterAll(() => t.close());

  /** Rows the writes above would leave: bookmakers, A/B tests, and the audit rows of any change. */
  const rows = async () => {
    const [row] = rowsOf<{ n: unknown }>(
      await t.handle.db.execute(sql`select (select count(*) from bookmakers) + (select count(*) from ab_tests) + (select count(*) from audit_logs) as n`),
    );
    return Number(row?.n);
  };

  it("writes not one row, whichever way the request is forged", async () => {
    const before = await rows();
    const passed: string[] = [];
    for (const variant of VARIANTS) {
      for (const write of WRITES) {
        const method = variant.method ?? "POST";
        const query = method === "GET" ? `?input=${encodeURIComponent(json(write.body))}` : (variant.query ?? "");
        const res = await t.app.inject({
          method,
          url: `/api/admin/${write.path}${query}`,
          headers: { ...variant.headers, cookie },
          ...(method === "POST" ? { payload: variant.payload(write) } : {}),
        });
        if (res.statusCode < 400) passed.push(`${variant.name} ${write.path}: ${res.statusCode}`);
      }
    }
    const written = (await rows()) - before;
    console.info(`CSRF variants: ${VARIANTS.length} x ${WRITES.length} writes = ${VARIANTS.length * WRITES.length} requests, rows written: ${written}`);
    expect(passed).toEqual([]);
    expect(written).toBe(0);
  });

  it("while the admin app's own request writes (so the payloads above are valid)", async () => {
    const before = await rows();
    for (const write of WRITES) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/admin/${write.path}`,
        headers: { ...SAME_ORIGIN, ...JSON_TYPE, ...ADMIN_HEADER, cookie },
        payload: json(write.body),
      });
      expect(res.statusCode, write.path).toBe(200);
    }
    expect((await rows()) - before).toBeGreaterThanOrEqual(WRITES.length * 2);
  });
});
