import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { buildApp } from "../app";
import { loadConfig } from "@eb/config";
import { buildRequired } from "../../../../tests/support/ci";
import { DEFAULT_ADMIN_DIST } from "./admin-app";

const PUBLIC_CLIENT = fileURLToPath(new URL("../../../public/dist/client", import.meta.url));
const adminBuilt = existsSync(path.join(DEFAULT_ADMIN_DIST, "index.html"));

it.runIf(buildRequired)("finds the admin and public apps built (CI, npm test)", () => {
  expect(adminBuilt, `${DEFAULT_ADMIN_DIST}/index.html`).toBe(true);
  expect(existsSync(PUBLIC_CLIENT), PUBLIC_CLIENT).toBe(true);
});

describe.skipIf(!adminBuilt && !buildRequired).each(testDrivers())("admin app serving on %s (needs apps/admin built)", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await createTestDb(driver);
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), handle, renderCacheMs: 0 });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it("serves the SPA at /auth and /admin with the response's CSP nonce on its script, noindex and no-store", async () => {
    // Every admin section is a client-side route: a deep link or a reload there must get the app.
    const sections = ["analytics", "bookmakers", "teams", "security", "debug", "settings"].map((s) => `/admin/${s}`);
    for (const url of ["/auth", "/admin", ...sections, "/admin/anything"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))![1];
      expect(res.body).toContain(`<script type="module" nonce="${nonce}" crossorigin src="/admin-assets/`);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("serves its assets under /admin-assets/ only", async () => {
    const html = (await app.inject({ method: "GET", url: "/auth" })).body;
    const src = /src="(\/admin-assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await app.inject({ method: "GET", url: src });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await app.inject({ method: "GET", url: src.replace("/admin-assets/", "/") })).statusCode).toBe(404);
  });

  it("serves each lazily loaded section chunk from the same prefix", async () => {
    const chunks = readdirSync(path.join(DEFAULT_ADMIN_DIST, "assets")).filter((f) => /-section-[\w-]+\.js$/.test(f));
    expect(chunks.length).toBeGreaterThanOrEqual(6);
    for (const chunk of chunks) expect((await app.inject({ method: "GET", url: `/admin-assets/assets/${chunk}` })).statusCode).toBe(200);
  });
});

describe("public build contains no admin code", () => {
  const files = existsSync(PUBLIC_CLIENT) ? readdirSync(PUBLIC_CLIENT, { recursive: true, encoding: "utf8" }).filter((f) => /\.(js|html|css)$/.test(f)) : [];
  it.skipIf(files.length === 0 && !buildRequired)(
    "no admin strings, API paths or asset prefix in apps/public/dist/client (skipped when the public app is not built)",
    () => {
      const markers = [
        "/api/admin",
        "x-eb-admin",
        "admin-assets",
        "Use recovery code instead",
        "Admin access only. Unauthorized access is prohibited.",
        "MFA is required for admin accounts",
        "verifyChallenge",
        "mfa.enroll",
      ];
      for (const file of files) {
        const text = readFileSync(path.join(PUBLIC_CLIENT, file), "utf8");
        for (const marker of markers) expect(text.includes(marker), `${file} contains "${marker}"`).toBe(false);
      }
    },
  );
});
