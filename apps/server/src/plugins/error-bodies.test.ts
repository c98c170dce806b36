import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { DomainError, type DomainErrorCode } from "@eb/api";
import { createTestApp, type TestApp } from "../testing/test-app";
import { errorRepliesPlugin, errorReplyFor } from "./error-replies";
import { goRedirectPlugin } from "./go-redirect";

const SITE_HOST = "bets.example";
const ADMIN_HOST = "admin.bets.example";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "*/*" };
const BEACON = JSON.stringify({ sessionId: "sess_12345678", events: [{ type: "page_view", pageUrl: "/" }] });

/** The REST error body: exactly `{ error: { message, data: { code, httpStatus, issues? } } }`, as JSON. */
function expectErrorBody(res: LightMyRequestResponse, status: number, code: DomainErrorCode) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json<{ error: { message: unknown; data: Record<string, unknown> } }>();
  expect(Object.keys(body)).toEqual(["error"]);
  expect(Object.keys(body.error).sort()).toEqual(["data", "message"]);
  expect(typeof body.error.message).toBe("string");
  expect((body.error.message as string).length).toBeGreaterThan(0);
  expect(body.error.data).toMatchObject({ code, httpStatus: status });
  expect(Object.keys(body.error.data).every((k) => ["code", "httpStatus", "issues"].includes(k))).toBe(true);
  return body.error;
}

describe.each(testDrivers())("REST error bodies on %s", (driver) => {
  let t: TestApp;
  let address = 0;
  /** A fresh client address per beacon test, so the per-address rate limit only bites where meant to. */
  const nextAddress = () => `10.9.0.${++address}`;
  const beacon = (payload: string, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      payload,
      remoteAddress,
      headers: { host: SITE_HOST, "content-type": "text/plain", ...BROWSER, ...headers },
    });

  beforeAll(async () => {
    t = await createTestApp({
      driver,
      seed: false,
      env: { NODE_ENV: "test", SITE_URL: `https://${SITE_HOST}`, ADMIN_HOST },
      deps: { eventsRateLimit: { limit: 3, windowMs: 60_000 } },
    });
    // Routes that fail the way a bug or a service would, to see what the shared error handler sends.
    t.app.get("/test-only/unexpected", async () => {
      throw new Error("connection string postgres://user:secret@db/prod");
    });
    t.app.get("/test-only/domain", async () => {
      throw new DomainError("conflict", "That slug is already taken", [{ path: "slug", message: "taken" }]);
    });
  });
  afterAll(() => t.close());

  describe("/api/events", () => {
    it("400 for invalid events, with the issues", async () => {
      const error = expectErrorBody(await beacon(JSON.stringify({ sessionId: "x", events: [] })), 400, "invalid_input");
      expect(error.message).toBe("Invalid events");
      expect(error.data.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: "sessionId", message: expect.any(String) })]));
    });
    it("400 for a text/plain body that is not JSON", async () => {
      expectErrorBody(await beacon("{not json"), 400, "invalid_input");
    });
    it("400 for an application/json body that is not JSON (Fastify's parser)", async () => {
      expectErrorBody(await beacon("{not json", { "content-type": "application/json" }), 400, "invalid_input");
    });
    it("403 cross_origin for a cross-site beacon", async () => {
      expectErrorBody(await beacon(BEACON, { origin: "https://evil.example" }), 403, "cross_origin");
    });
    it("413 for a body over the limit", async () => {
      expectErrorBody(await beacon(JSON.stringify({ sessionId: "sess_12345678", pad: "x".repeat(20_000) })), 413, "payload_too_large");
    });
    it("415 for an unsupported content type", async () => {
      expectErrorBody(await beacon(BEACON, { "content-type": "application/xml" }), 415, "unsupported_media_type");
    });
    it("429 rate_limited past the per-address limit, with Retry-After", async () => {
      const from = nextAddress();
      for (let i = 0; i < 3; i++) expect((await beacon(BEACON, {}, from)).statusCode).toBe(204);
      const res = await beacon(BEACON, {}, from);
      expectErrorBody(res, 429, "rate_limited");
      expect(res.headers["retry-after"]).toBe("60");
    });
  });

  describe("admin API and admin app", () => {
    it("403 cross_origin for a cross-site admin mutation", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/auth.signOut",
        headers: { host: ADMIN_HOST, origin: "https://evil.example", "content-type": "application/json", "x-eb-admin": "1" },
      });
      expectErrorBody(res, 403, "cross_origin");
    });
    it("404 not_found for the admin API and the admin app off the admin host", async () => {
      expectErrorBody(await t.app.inject({ url: "/api/admin/auth.session", headers: { host: SITE_HOST } }), 404, "not_found");
      expectErrorBody(await t.app.inject({ url: "/admin", headers: { host: SITE_HOST } }), 404, "not_found");
    });
  });

  describe("Fastify's own errors and the not-found handler", () => {
    it("404 not_found as JSON for a path no route serves", async () => {
      expectErrorBody(await t.app.inject({ method: "POST", url: "/no-such-endpoint", headers: { host: SITE_HOST } }), 404, "not_found");
      expectErrorBody(await t.app.inject({ url: "/api/no-such-api", headers: { host: SITE_HOST } }), 404, "not_found");
    });
    it("413 payload_too_large past the global body limit", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/public/matches.upcoming",
        payload: JSON.stringify({ pad: "x".repeat(70_000) }),
        headers: { host: SITE_HOST, "content-type": "application/json" },
      });
      expectErrorBody(res, 413, "payload_too_large");
    });
    it("a domain error keeps its code, message and issues", async () => {
      const error = expectErrorBody(await t.app.inject({ url: "/test-only/domain", headers: { host: SITE_HOST } }), 409, "conflict");
      expect(error).toEqual({
        message: "That slug is already taken",
        data: { code: "conflict", httpStatus: 409, issues: [{ path: "slug", message: "taken" }] },
      });
    });
    it("an unexpected error is internal, with no internal detail", async () => {
      const res = await t.app.inject({ url: "/test-only/unexpected", headers: { host: SITE_HOST } });
      const error = expectErrorBody(res, 500, "internal");
      expect(error.message).toBe("Internal server error");
      expect(res.body).not.toContain("secret");
      expect(res.body).not.toContain("postgres");
    });
    it("carries the same message and data as a tRPC error of the public API", async () => {
      const rest = (await t.app.inject({ url: "/api/no-such-api", headers: { host: SITE_HOST } })).json().error;
      const trpc = (await t.app.inject({ url: "/api/public/no.such.procedure", headers: { host: SITE_HOST } })).json().error;
      expect(trpc.data).toMatchObject({ code: "not_found", httpStatus: 404 });
      expect(rest.data).toEqual({ code: trpc.data.code, httpStatus: trpc.data.httpStatus });
      expect(typeof rest.message).toBe(typeof trpc.message);
    });
  });

  describe("/go", () => {
    it("keeps the HTML not-found page for an unknown slug", async () => {
      const res = await t.app.inject({ url: "/go/no-such-book", headers: { host: SITE_HOST, ...BROWSER } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("Oops! Page not found");
    });
  });
});

describe.each(testDrivers())("error bodies of plugins on their own, on %s", (driver) => {
  it("/go without the public pages answers its 404 in the error shape", async () => {
    const handle = await createTestDb(driver);
    const app = Fastify();
    try {
      await app.register(errorRepliesPlugin);
      await app.register(goRedirectPlugin, { db: handle.db, siteUrl: "https://bets.example", now: () => new Date() });
      expectErrorBody(await app.inject({ url: "/go/no-such-book" }), 404, "not_found");
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it("/healthz answers 503 unavailable when the database is gone", async () => {
    const t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test" } });
    try {
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
      await t.handle.close();
      const res = await t.app.inject({ url: "/healthz" });
      expectErrorBody(res, 503, "unavailable");
      expect(res.headers["cache-control"]).toBe("no-store");
    } finally {
      await t.app.close();
    }
  });
});

describe("errorReplyFor", () => {
  const withStatus = (message: string, statusCode: number) => Object.assign(new Error(message), { statusCode });
  it("keeps a client error's message and maps its status to our code", () => {
    expect(errorReplyFor(withStatus("Unsupported Media Type", 415))).toEqual({
      body: { error: { message: "Unsupported Media Type", data: { code: "unsupported_media_type", httpStatus: 415 } } },
      internal: false,
    });
    expect(errorReplyFor(withStatus("Request Header Fields Too Large", 431)).body.error.data.code).toBe("invalid_input");
  });
  it("hides the message of a server error and marks it for the log", () => {
    expect(errorReplyFor(withStatus("db password is hunter2", 500))).toEqual({
      body: { error: { message: "Internal server error", data: { code: "internal", httpStatus: 500 } } },
      internal: true,
    });
    expect(errorReplyFor(new TypeError("x is undefined")).body.error.message).toBe("Internal server error");
  });
});
