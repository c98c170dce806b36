import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { createTestApp, type TestApp } from "../../../../apps/server/src/testing/test-app";
import { signedInAdmin } from "../identity/test-support";
import { sessionCookieName } from "../identity/sessions/session-cookie";

const TOKEN = "ps-TOKEN-never-shown-7f3a9c";
const now = new Date("2026-03-01T10:00:00Z");

/** Through the real server: its configuration reaches the Debug Tools card as a yes/no, never as the token. */
describe.each(testDrivers())("the provider token stays on the server (%s)", (driver) => {
  let t: TestApp;
  let cookie: string;
  const get = (path: string) => t.app.inject({ method: "GET", url: `/api/admin/${path}`, headers: { cookie } });

  afterEach(() => t.close());
  const start = async (env: Record<string, string>) => {
    t = await createTestApp({ driver, now, env: { SITE_URL: "http://127.0.0.1:3000", ...env } });
    const admin = await signedInAdmin(t.handle.db, { now: new Date(now) });
    cookie = `${sessionCookieName(false)}=${admin.browser.token}`;
  };

  describe("with a token", () => {
    beforeEach(() => start({ PANDASCORE_TOKEN: TOKEN, PANDASCORE_BASE_URL: "https://ps.example" }));

    it("says PandaScore with a token configured, and no answer of the tab contains the token", async () => {
      const provider = await get("debug.provider");
      expect(provider.statusCode).toBe(200);
      expect(provider.json().result.data).toMatchObject({ provider: "pandascore", tokenConfigured: true, baseUrl: "https://ps.example" });
      for (const path of ["debug.provider", "debug.apiUsage", `debug.dataStatistics?input=${encodeURIComponent("{}")}`]) {
        const res = await get(path);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(TOKEN);
        expect(res.body).not.toContain("TOKEN-never");
      }
    });
  });

  describe("without a token", () => {
    beforeEach(() => start({ PANDASCORE_TOKEN: "" }));

    it("says demo with no token configured", async () => {
      expect((await get("debug.provider")).json().result.data).toMatchObject({ provider: "demo", tokenConfigured: false });
    });
  });

  it("refuses an anonymous caller", async () => {
    await start({ PANDASCORE_TOKEN: TOKEN });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/debug.provider" });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(TOKEN);
  });
});
