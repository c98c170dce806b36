import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { securityEvents } from "@eb/db/schema";
import { createUser, grantRole } from "@eb/api";
import { buildApp } from "../app";
import { loadConfig } from "@eb/config";

const SITE = "https://bets.example";
const EMAIL = "admin@example.com";
const PASSWORD = "correct horse battery staple";
const SAME_ORIGIN = { "sec-fetch-site": "same-origin", "content-type": "application/json", "x-eb-admin": "1" };
const signInBody = JSON.stringify({ email: EMAIL, password: PASSWORD });

describe.each(testDrivers())("/api/admin on %s", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    const user = await createUser(handle.db, { email: EMAIL, password: PASSWORD });
    await grantRole(handle.db, user.id, "admin");
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE }), handle, renderCacheMs: 0 });
  });
  afterEach(async () => {
    await app.close();
    await handle.close();
  });

  const signIn = (headers: Record<string, string>, body = signInBody) => app.inject({ method: "POST", url: "/api/admin/auth.signIn", headers, payload: body });
  const suspicious = async () => (await handle.db.select().from(securityEvents).where(eq(securityEvents.type, "suspicious_activity"))).length;

  it("signs in from the admin app and sets a __Host- Secure HttpOnly SameSite=Strict cookie", async () => {
    const res = await signIn(SAME_ORIGIN);
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^__Host-eb_admin_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a cross-origin mutation before tRPC sees it, and records it", async () => {
    const before = await suspicious();
    const res = await signIn({ ...SAME_ORIGIN, "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await suspicious()).toBe(before + 1);
    const sameSite = await signIn({ ...SAME_ORIGIN, "sec-fetch-site": "same-site" });
    expect(sameSite.statusCode).toBe(403);
  });

  it("without fetch metadata, accepts only the admin Origin", async () => {
    const { "sec-fetch-site": _omit, ...noFetchMeta } = SAME_ORIGIN;
    expect((await signIn({ ...noFetchMeta, origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await signIn(noFetchMeta)).statusCode).toBe(403);
    expect((await signIn({ ...noFetchMeta, origin: SITE })).statusCode).toBe(200);
  });

  it("refuses a mutation without the custom header", async () => {
    const { "x-eb-admin": _omit, ...noHeader } = SAME_ORIGIN;
    const res = await signIn(noHeader);
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a form-style post (no JSON content type)", async () => {
    const res = await signIn({ ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" }, `email=${EMAIL}&password=x`);
    expect(res.statusCode).toBe(403);
    expect((await signIn({ ...SAME_ORIGIN, "content-type": "text/plain" })).statusCode).toBe(403);
  });

  it("answers session queries (GET) without a session, and refuses admin queries", async () => {
    const session = await app.inject({ method: "GET", url: "/api/admin/auth.session" });
    expect(session.statusCode).toBe(200);
    expect(session.json().result.data).toEqual({ status: "signed_out" });
    const stats = await app.inject({ method: "GET", url: `/api/admin/security.stats?input=${encodeURIComponent(JSON.stringify({ days: 7 }))}` });
    expect(stats.statusCode).toBe(401);
    expect(stats.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("serves /auth and /admin with noindex, HSTS and a nonce CSP", async () => {
    for (const url of ["/auth", "/admin"]) {
      const res = await app.inject({ method: "GET", url });
      expect([200, 503]).toContain(res.statusCode);
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
    }
  });
});

describe.each(testDrivers())("ADMIN_HOST on %s", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE, ADMIN_HOST: "admin.bets.example" });
    app = await buildApp({ config, handle, renderCacheMs: 0 });
  });
  afterEach(async () => {
    await app.close();
    await handle.close();
  });

  it("serves the back office only on the admin host", async () => {
    for (const url of ["/auth", "/admin", "/api/admin/auth.session"]) {
      expect((await app.inject({ method: "GET", url, headers: { host: "bets.example" } })).statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url, headers: { host: "admin.bets.example" } })).statusCode).not.toBe(404);
    }
  });

  it("accepts the admin host as the Origin of a mutation", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/auth.signOut",
      headers: { host: "admin.bets.example", origin: "https://admin.bets.example", "content-type": "application/json", "x-eb-admin": "1" },
    });
    expect(res.statusCode).toBe(200);
    const cross = await app.inject({
      method: "POST",
      url: "/api/admin/auth.signOut",
      headers: { host: "admin.bets.example", origin: SITE, "content-type": "application/json", "x-eb-admin": "1" },
    });
    expect(cross.statusCode).toBe(403);
  });
});
