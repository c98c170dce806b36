import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@eb/db";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

const ADMIN_CALL = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };

describe.each(testDrivers())("tRPC input text over HTTP (%s)", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test" } });
  });
  afterAll(() => t.close());

  it("answers a NUL byte in an admin input with 400 invalid_input naming the field, before any database work", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth.signIn",
      headers: ADMIN_CALL,
      payload: JSON.stringify({ email: "admin\u0000@example.com", password: "whatever it is" }),
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe("Invalid input: email: must not contain control characters");
    expect(error.data).toMatchObject({ code: "invalid_input", httpStatus: 400, issues: [{ path: "email", message: "must not contain control characters" }] });
  });

  it("answers a NUL byte in a public query input with 400 too", async () => {
    const input = encodeURIComponent(JSON.stringify({ name: "Major\u0000" }));
    const res = await t.app.inject({ method: "GET", url: `/api/public/tournaments.detail?input=${input}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data).toMatchObject({ code: "invalid_input", issues: [{ path: "name", message: "must not contain control characters" }] });
  });

  it("hides an unexpected failure's detail behind `internal`", async () => {
    await t.handle.db.execute(sql`drop table bookmaker_redirects, bookmakers cascade`);
    const res = await t.app.inject({ method: "GET", url: "/api/public/bookmakers.list" });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({ message: "Internal server error", data: { code: "internal", httpStatus: 500 } });
  });
});
