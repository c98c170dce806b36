import { afterEach, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { EXPERIMENT_SESSION_COOKIE } from "@eb/api/shared";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ISSUED_PER_ADDRESS } from "./experiment-session";

describe.each(testDrivers())("POST/DELETE /api/experiment-session on %s", (driver) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const accept = (headers: Record<string, string> = { "sec-fetch-site": "same-origin" }, remoteAddress = "192.0.2.10") =>
    t.app.inject({ method: "POST", url: "/api/experiment-session", headers, remoteAddress });
  const cookieOf = (res: Awaited<ReturnType<typeof accept>>) => res.cookies.find((c) => c.name === EXPERIMENT_SESSION_COOKIE);

  it("issues a signed, HttpOnly, SameSite=Lax browser-session cookie (Secure on https), keeps a valid one, and clears it", async () => {
    t = await createTestApp({ driver, seed: false, env: { SITE_URL: "https://esports.example" } });
    const res = await accept();
    expect(res.statusCode).toBe(204);
    const cookie = cookieOf(res)!;
    expect(cookie).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax", secure: true });
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.value).toMatch(/^e_[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);

    const again = await accept({ "sec-fetch-site": "same-origin", cookie: `${EXPERIMENT_SESSION_COOKIE}=${cookie.value}` });
    expect(again.statusCode).toBe(204);
    expect(cookieOf(again)).toBeUndefined();
    // A made-up cookie is replaced by one the server chose.
    const forged = await accept({ "sec-fetch-site": "same-origin", cookie: `${EXPERIMENT_SESSION_COOKIE}=s_attacker_0` });
    expect(cookieOf(forged)?.value).not.toBe("s_attacker_0");

    const cleared = await t.app.inject({
      method: "DELETE",
      url: "/api/experiment-session",
      headers: { origin: "https://esports.example", host: "esports.example" },
    });
    expect(cleared.statusCode).toBe(204);
    expect(cookieOf(cleared)).toMatchObject({ value: "", path: "/", httpOnly: true });
    expect(new Date(cookieOf(cleared)!.expires!).getTime()).toBeLessThan(Date.now());
  });

  it("refuses another site's request to start or end a session: Sec-Fetch-Site, else Origin, must be this site", async () => {
    t = await createTestApp({ driver, seed: false });
    const foreign: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: "https://evil.example" }, {}];
    for (const headers of foreign) {
      const res = await accept(headers);
      expect(res.statusCode).toBe(403);
      expect(cookieOf(res)).toBeUndefined();
      expect((await t.app.inject({ method: "DELETE", url: "/api/experiment-session", headers })).statusCode).toBe(403);
    }
    const ownOrigin = await accept({ origin: "http://localhost:3000", host: "localhost:3000" });
    expect(ownOrigin.statusCode).toBe(204);
  });

  it(`issues at most ${ISSUED_PER_ADDRESS.limit} new sessions per address and hour`, async () => {
    t = await createTestApp({ driver, seed: false });
    const issued = [];
    for (let i = 0; i < ISSUED_PER_ADDRESS.limit; i++) issued.push(cookieOf(await accept())!.value);
    expect(new Set(issued).size).toBe(ISSUED_PER_ADDRESS.limit);
    const over = await accept();
    expect(over.statusCode).toBe(429);
    expect(cookieOf(over)).toBeUndefined();
    expect(cookieOf(await accept(undefined, "198.51.100.7"))).toBeDefined();
  });

  it("does not exist when analytics tracking is off: there is nothing to consent to", async () => {
    t = await createTestApp({ driver, seed: false, env: { ANALYTICS_TRACKING: "false" } });
    expect(cookieOf(await accept())).toBeUndefined();
  });
});
