import { Writable } from "node:stream";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { eq, isNotNull, type DbHandle } from "@eb/db";
import { tournaments } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { sitemapPlugin } from "./sitemap";
import { createTestApp, type TestApp } from "../testing/test-app";

const SITE = "https://esports.example";

/**
 * The sitemap is built off the request path: once for the first request, then in the background,
 * one build at a time, while requests are answered from the last build. A build is compressed once.
 */
describe.each(testDrivers())("sitemap builds on %s", (driver) => {
  let t: TestApp;
  let handle: DbHandle;
  let app: FastifyInstance;
  let clock = new Date("2026-11-22T12:00:00Z").getTime();
  const builds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ driver, now: new Date(clock) });
    handle = t.handle;
    // The plugin's "sitemap built" debug lines, one per build.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) if (JSON.parse(line).msg === "sitemap built") builds.push(line);
        done();
      },
    });
    app = Fastify({ logger: { level: "debug", stream } });
    await app.register(sitemapPlugin, { db: handle.db, siteUrl: SITE, now: () => new Date(clock), cacheMs: 60_000 });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it("builds once for concurrent first requests, and once in the background after expiry while the old build is served", async () => {
    const first = await Promise.all(Array.from({ length: 8 }, () => app.inject({ url: "/sitemap.xml" })));
    expect(builds).toHaveLength(1);
    expect(new Set(first.map((r) => r.body)).size).toBe(1);

    // A tournament leaves the public lists; within the cache time the sitemap still names it.
    const [gone] = await handle.db.select({ id: tournaments.id, game: tournaments.game }).from(tournaments).where(isNotNull(tournaments.tier)).limit(1);
    await handle.db.update(tournaments).set({ tier: null }).where(eq(tournaments.id, gone!.id));
    const named = (xml: string) => locs(xml).some((loc) => loc.startsWith(`${SITE}/tournament/${gone!.game}/${gone!.id}/`));
    expect(named(first[0]!.body)).toBe(true);
    expect(named((await app.inject({ url: "/sitemap.xml" })).body)).toBe(true);
    expect(builds).toHaveLength(1);

    // Past it, concurrent requests get the last build at once and start one rebuild between them.
    clock += 61_000;
    const stale = await Promise.all(Array.from({ length: 8 }, () => app.inject({ url: "/sitemap.xml" })));
    for (const res of stale) expect(named(res.body)).toBe(true);
    await expect.poll(() => builds.length).toBe(2);
    expect(named((await app.inject({ url: "/sitemap.xml" })).body)).toBe(false);
    expect(builds).toHaveLength(2);
  });

  it("answers a crawler's Accept-Encoding from the compressed build, the same XML", async () => {
    const plain = await app.inject({ url: "/sitemap.xml" });
    const br = await app.inject({ url: "/sitemap.xml", headers: { "accept-encoding": "gzip, br" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    expect(plain.body).toContain("<urlset");
  });
});
