import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { PG_INTEGER_MAX } from "@eb/api/contracts";
import { signedInAdmin } from "../../../../packages/api/src/identity/test-support";
import { sessionCookieName } from "../../../../packages/api/src/identity/sessions/session-cookie";
import { contentForm } from "../../../../packages/api/src/bookmakers/test-support";
import { createTestApp, type TestApp } from "../testing/test-app";

const now = new Date("2026-06-20T12:00:00Z");
const PAST_INTEGER = PG_INTEGER_MAX + 1; // 2^31: one past what an integer/serial column holds
const ADMIN_CALL = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };

/**
 * Every admin input that names a row by a serial id, or carries an integer `version`, with a value
 * one past the column's range: [procedure, the field the 400 must name, input].
 */
const REPORT_MAPPING = { columns: { day: "Date" }, dateFormat: "yyyy-mm-dd", decimalSeparator: ".", fileCurrency: "EUR" };

const OUT_OF_RANGE: [string, string, unknown][] = [
  ["bookmakers.update", "id", { id: PAST_INTEGER, version: 1, content: contentForm() }],
  ["bookmakers.update", "version", { id: 1, version: PAST_INTEGER, content: contentForm() }],
  ["bookmakers.setFeatured", "id", { id: PAST_INTEGER, version: 1, featured: true }],
  ["bookmakers.setActive", "version", { id: 1, version: PAST_INTEGER, active: true }],
  ["bookmakers.setPublishStatus", "id", { id: PAST_INTEGER, version: 1, status: "published" }],
  ["bookmakers.reorder", "ids.0", { ids: [PAST_INTEGER] }],
  ["bookmakers.setRedirectSlug", "id", { id: PAST_INTEGER, version: 1, slug: "vortex" }],
  [
    "affiliateProgrammes.save",
    "bookmakerId",
    {
      bookmakerId: PAST_INTEGER,
      version: 0,
      clickIdParam: "btag",
      postbackKey: "",
      postbackAuth: "hmac",
      cpaAmount: "",
      cpaCurrency: "",
      revenueSharePercent: "",
    },
  ],
  ["affiliateProgrammes.generateSecret", "bookmakerId", { bookmakerId: PAST_INTEGER }],
  ["abTests.transition", "id", { id: PAST_INTEGER, action: "start" }],
  ["abTests.updateVariants", "id", { id: PAST_INTEGER, variants: [] }],
  [
    "abTests.updateVariants",
    "variants.0.id",
    {
      id: 1,
      variants: [
        { id: PAST_INTEGER, name: "Control", allocation: 50 },
        { id: 1, name: "B", allocation: 50 },
      ],
    },
  ],
  ["teams.save", "version", { game: "cs2", version: PAST_INTEGER, regions: [] }],
  ["jurisdictions.updateRule", "version", { code: "other", version: PAST_INTEGER, rule: {} }],
  ["jurisdictions.deleteRule", "version", { code: "GB", version: PAST_INTEGER }],
  ["jurisdictions.saveLicence", "bookmakerId", { bookmakerId: PAST_INTEGER, loaded: "", mode: "only_in", jurisdictions: [], urls: [] }],
  ["revenueReports.previewReport", "bookmakerId", { bookmakerId: PAST_INTEGER, fileName: null, content: "", mapping: REPORT_MAPPING }],
  ["revenueReports.applyReport", "bookmakerId", { bookmakerId: PAST_INTEGER, fileName: null, content: "", mapping: REPORT_MAPPING, digest: "0".repeat(64) }],
];

describe.each(testDrivers())("admin row ids past the integer range (%s)", (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ driver, now, seed: false, env: { NODE_ENV: "test", SITE_URL: "http://127.0.0.1" } });
    cookie = `${sessionCookieName(false)}=${(await signedInAdmin(t.handle.db, { now })).browser.token}`;
  });
  afterAll(() => t.close());

  const mutate = (procedure: string, input: unknown) =>
    t.app.inject({ method: "POST", url: `/api/admin/${procedure}`, headers: { ...ADMIN_CALL, cookie }, payload: JSON.stringify(input) });

  it.each(OUT_OF_RANGE)("%s refuses a %s past the range with 400 invalid_input naming it", async (procedure, field, input) => {
    const res = await mutate(procedure, input);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.data).toMatchObject({ code: "invalid_input", httpStatus: 400 });
    expect(error.data.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });

  it("abTests.results (a query) refuses an id past the range with 400", async () => {
    const input = encodeURIComponent(JSON.stringify({ id: PAST_INTEGER }));
    const res = await t.app.inject({ method: "GET", url: `/api/admin/abTests.results?input=${input}`, headers: { ...ADMIN_CALL, cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data).toMatchObject({ code: "invalid_input", issues: [{ path: "id" }] });
  });

  it("a featured-bookmaker variant naming a bookmaker past the range is refused with 400, as one not listed", async () => {
    const created = await mutate("abTests.create", { name: "Who goes first", place: "featured_bookmaker" });
    expect(created.statusCode).toBe(200);
    const testId = created.json().result.data.id as number;
    const list = await t.app.inject({ method: "GET", url: "/api/admin/abTests.list", headers: { ...ADMIN_CALL, cookie } });
    const variants = (list.json().result.data as { id: number; variants: { id: number; name: string }[] }[]).find((x) => x.id === testId)!.variants;
    const res = await mutate("abTests.updateVariants", {
      id: testId,
      variants: variants.map((v, i) => ({ id: v.id, name: v.name, allocation: 50, config: i === 0 ? {} : { bookmakerId: PAST_INTEGER } })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data).toMatchObject({ code: "invalid_input", httpStatus: 400 });
  });

  it("the largest integer itself is still a well-formed id: a missing row, not a refused input", async () => {
    const res = await mutate("bookmakers.setFeatured", { id: PG_INTEGER_MAX, version: PG_INTEGER_MAX, featured: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.data).toMatchObject({ code: "not_found" });
  });
});
