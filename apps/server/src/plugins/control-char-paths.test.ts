import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * Paths holding encoded control characters. Line breaks (%0A, %0D, U+2028/2029) used to match no
 * route at all, since the router decodes the path and its catch-all pattern is `.*`: an empty 200 page.
 */
const CONTROL_PATHS = [
  "/%00",
  "/%1F",
  "/%7F",
  "/foo%0Abar",
  "/%0A",
  "/foo%0Dbar",
  "/about%0A",
  "/%0Aabout",
  "/tournaments%0D%0A",
  "/foo%E2%80%A8bar",
  "/foo%E2%80%A9",
];

/**
 * Public routes with path parameters, given a control character in a parameter. The API refuses
 * such a name or slug as invalid input; the page used to be a 200 "Loading tournament...".
 */
const CONTROL_PARAMS = [
  "/tournaments/a%00b",
  "/tournaments/%1F",
  "/tournaments/esl-pro-league%0A",
  "/tournaments/%0Desl",
  "/tournaments/a%7Fb",
  "/tournament/cs2/Major%00",
  "/tournament/cs2/42/Major%09Finals",
  "/tournament/lol/1/%00",
];

describe.each(testDrivers())("unknown paths with encoded control characters on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, env: { NODE_ENV: "test" } });
  });
  afterAll(() => t.close());

  it.each(CONTROL_PATHS)("%s gets the 404 not-found page", async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("Oops! Page not found");
    expect(res.body).toContain("<title>Page not found | EsportsBetHub</title>");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("and so does a plain unknown path, while known pages still answer 200", async () => {
    expect((await t.app.inject({ url: "/no-such-page" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/about" })).statusCode).toBe(200);
  });

  it.each(CONTROL_PARAMS)("%s gets the tournament's not-found page (404), never a 200 'Loading'", async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("Tournament Not Found");
    expect(res.body).not.toContain("Loading tournament...");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
