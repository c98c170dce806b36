import { readdirSync } from "node:fs";
import { licensedEverywhere } from "@eb/api/testing";
import path from "node:path";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { DEFAULT_PUBLIC_DIST } from "../app";
import { DEFAULT_ADMIN_DIST } from "./admin-app";
import { hostFieldCount, surfaceOf } from "./host-routing";

const SITE_HOST = "bets.example";
const ADMIN_HOST = "admin.bets.example";
const firstAsset = (dir: string, ext: string) => readdirSync(dir).find((f) => f.endsWith(ext))!;
const PUBLIC_ASSET = `/assets/${firstAsset(path.join(DEFAULT_PUBLIC_DIST, "client", "assets"), ".js")}`;
const ADMIN_ASSET = `/admin-assets/assets/${firstAsset(path.join(DEFAULT_ADMIN_DIST, "assets"), ".js")}`;
const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };

type Probe = { name: string; method?: "GET" | "POST"; url: string; headers?: Record<string, string>; payload?: string; expected: number };

/** Every public surface, with the status it answers on the public host. */
const PUBLIC_SURFACE: Probe[] = [
  { name: "home page", url: "/", expected: 200 },
  { name: "tournaments page", url: "/tournaments", expected: 200 },
  { name: "unknown page (404 page)", url: "/no-such-page", expected: 404 },
  { name: "/go redirect", url: "/go/hostbook", headers: BROWSER, expected: 302 },
  { name: "public API", url: `/api/public/matches.upcoming?input=${input({ game: "all" })}`, expected: 200 },
  {
    name: "events beacon",
    method: "POST",
    url: "/api/events",
    headers: { "content-type": "text/plain", ...BROWSER },
    payload: JSON.stringify({ sessionId: "sess_12345678", events: [{ type: "page_view", pageUrl: "/" }] }),
    expected: 204,
  },
  { name: "sitemap", url: "/sitemap.xml", expected: 200 },
  { name: "robots.txt", url: "/robots.txt", expected: 200 },
  { name: "calendar feed", url: "/matches/upcoming.ics", expected: 200 },
  { name: "public asset", url: PUBLIC_ASSET, expected: 200 },
  { name: "favicon", url: "/favicon.svg", expected: 200 },
  { name: "demo logo", url: "/demo-logos/team-liquid.svg", expected: 200 },
];

/** Every back-office surface, with the status it answers on the admin host. */
const ADMIN_SURFACE: Probe[] = [
  { name: "sign-in page", url: "/auth", expected: 200 },
  { name: "admin page", url: "/admin", expected: 200 },
  { name: "admin deep link", url: "/admin/security", expected: 200 },
  { name: "admin asset", url: ADMIN_ASSET, expected: 200 },
  { name: "admin API", url: "/api/admin/auth.session", expected: 200 },
];

describe.each(testDrivers())("host routing with ADMIN_HOST on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, env: { NODE_ENV: "test", SITE_URL: `https://${SITE_HOST}`, ADMIN_HOST } });
    const [b] = await t.handle.db.insert(bookmakers).values({ name: "Host Book", rating: 4.5, redirectSlug: "hostbook" }).returning({ id: bookmakers.id });
    await licensedEverywhere(t.handle.db, b!.id);
    await t.handle.db.insert(bookmakerRedirects).values({ bookmakerId: b!.id, slug: "hostbook", targetUrl: "https://hostbook.example/" });
  });
  afterAll(() => t.close());

  const send = (p: Probe, host: string) => t.app.inject({ method: p.method ?? "GET", url: p.url, headers: { host, ...p.headers }, payload: p.payload });

  it.each(PUBLIC_SURFACE.map((p) => [p.name, p] as const))("public host serves the %s", async (_n, p) => {
    expect((await send(p, SITE_HOST)).statusCode).toBe(p.expected);
  });

  it.each(PUBLIC_SURFACE.map((p) => [p.name, p] as const))("admin host refuses the %s with a 404 error body", async (_n, p) => {
    const res = await send(p, ADMIN_HOST);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { message: "Not found", data: { code: "not_found", httpStatus: 404 } } });
  });

  it.each(ADMIN_SURFACE.map((p) => [p.name, p] as const))("admin host serves the %s", async (_n, p) => {
    expect((await send(p, ADMIN_HOST)).statusCode).toBe(p.expected);
  });

  it.each(ADMIN_SURFACE.map((p) => [p.name, p] as const))("public host refuses the %s with a 404 error body", async (_n, p) => {
    const res = await send(p, SITE_HOST);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.data.code).toBe("not_found");
  });

  it("answers /healthz and /readyz on both hosts", async () => {
    for (const url of ["/healthz", "/readyz"])
      for (const host of [SITE_HOST, ADMIN_HOST, `${ADMIN_HOST.toUpperCase()}`])
        expect((await t.app.inject({ url, headers: { host } })).statusCode, `${url} on ${host}`).toBe(200);
  });

  it("judges an escaped path by the route it reaches, not by how it is spelled", async () => {
    for (const url of ["/%61dmin", "/%61uth", "/api/%61dmin/auth.session"]) {
      expect((await t.app.inject({ url, headers: { host: SITE_HOST } })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: "/%61bout", headers: { host: ADMIN_HOST } })).statusCode).toBe(404);
  });

  it("treats the host name case-insensitively and an unknown host as public", async () => {
    expect((await t.app.inject({ url: "/admin", headers: { host: "Admin.Bets.Example" } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/admin", headers: { host: "other.example" } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/", headers: { host: "other.example" } })).statusCode).toBe(200);
  });
});

describe.each(testDrivers())("without ADMIN_HOST on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, env: { NODE_ENV: "test", SITE_URL: `https://${SITE_HOST}` } });
  });
  afterAll(() => t.close());

  it("serves both surfaces on any host", async () => {
    for (const url of ["/", "/auth", "/admin", "/api/admin/auth.session", "/robots.txt"]) {
      expect((await t.app.inject({ url, headers: { host: "anything.example" } })).statusCode, url).toBe(200);
    }
  });
});

/** One raw HTTP/1.1 exchange over TCP, so the request can carry header fields inject() cannot. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n`));
    let response = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (response += chunk));
    socket.on("end", () => resolve(response));
    socket.on("error", reject);
  });
}

describe.each(testDrivers())("a duplicated Host header on %s", (driver) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ driver, env: { NODE_ENV: "test", SITE_URL: `https://${SITE_HOST}`, ADMIN_HOST } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it("is refused with 400, whichever host comes first", async () => {
    for (const [first, second, url] of [
      [SITE_HOST, ADMIN_HOST, "/admin"],
      [ADMIN_HOST, SITE_HOST, "/"],
      [SITE_HOST, SITE_HOST, "/"],
    ] as const) {
      const res = await rawRequest(port, `GET ${url} HTTP/1.1\r\nHost: ${first}\r\nhost: ${second}\r\nConnection: close`);
      expect(res.split("\r\n")[0], `${first} then ${second}`).toBe("HTTP/1.1 400 Bad Request");
      expect(res).toContain('"code":"invalid_input"');
    }
  });

  it("while one Host header is served as usual", async () => {
    expect((await rawRequest(port, `GET /admin HTTP/1.1\r\nHost: ${ADMIN_HOST}\r\nConnection: close`)).split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    expect((await rawRequest(port, `GET / HTTP/1.1\r\nHost: ${SITE_HOST}\r\nConnection: close`)).split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  });
});

describe("host routing helpers", () => {
  it("counts Host fields in the raw headers, in any case", () => {
    expect(hostFieldCount(["Host", "a", "Accept", "*/*"])).toBe(1);
    expect(hostFieldCount(["Host", "a", "HOST", "b"])).toBe(2);
  });
  it("classifies by route pattern first, then by path", () => {
    expect(surfaceOf("/admin/*", "/%61dmin/x")).toBe("admin");
    expect(surfaceOf("/*", "/admin-like")).toBe("public");
    expect(surfaceOf("/api/admin/:path", "/api/admin/x")).toBe("admin");
    expect(surfaceOf(undefined, "/admin-assets/assets/missing.js?x=1")).toBe("admin");
    expect(surfaceOf("/healthz", "/healthz")).toBe("shared");
    expect(surfaceOf("/api/public/:path", "/api/public/x")).toBe("public");
  });
});
