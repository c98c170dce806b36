import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createDb, type DbHandle } from "@eb/db/client";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { seedDemoData } from "@eb/db/seed";
import { loadConfig } from "@eb/config";
import { buildApp } from "@eb/server/app";
import { bookmakersTab, contentFormOf } from "@eb/api/testing";
import { databaseUrlOf } from "../support/database-url";
import { closeOpened } from "../support/close-opened";

/**
 * Two server instances (two connection pools, two page caches) on one PostgreSQL database, each
 * listening on a port on 127.0.0.1 with the production page cache (30 s). An admin edit made by
 * instance A's code must show on instance B's pages within a second, with no cache left to expire.
 * PostgreSQL only: an embedded PGlite database belongs to one process.
 */
describe.skipIf(!testDrivers().includes("pg"))("live content with two server instances on one PostgreSQL database", () => {
  let first: DbHandle;
  let second: DbHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const clock = { now: new Date() };
  let tab: Awaited<ReturnType<typeof bookmakersTab>>;

  beforeAll(async () => {
    first = await createTestDb("pg");
    second = createDb({ driver: "pg", url: await databaseUrlOf(first), poolSize: 3 });
    await seedDemoData(first.db, clock.now);
    const config = loadConfig({ LOG_LEVEL: "silent", SYNC_JOBS: "false" });
    a = await buildApp({ config, handle: first });
    b = await buildApp({ config, handle: second });
    urlA = await a.listen({ port: 0, host: "127.0.0.1" });
    urlB = await b.listen({ port: 0, host: "127.0.0.1" });
    tab = await bookmakersTab(first.db, clock);
  });
  afterAll(async () => {
    await closeOpened(a, b, second, first);
  });

  const page = async (base: string, path: string) => (await fetch(`${base}${path}`)).text();

  it("an edit through instance A shows on instance B's pages within 1 s", async () => {
    const [target] = (await tab.api().list()).filter((bm) => bm.publishStatus === "published" && bm.active);
    // Both instances have the page cached (rendered and kept for 30 s) before the edit.
    for (const base of [urlA, urlB]) expect(await page(base, "/bonuses")).toContain(target!.name);
    expect(await page(urlB, "/bonuses")).not.toContain("Renamed On Instance A");

    const saved = await tab.api().update({ id: target!.id, version: target!.version, content: contentFormOf(target!, { name: "Renamed On Instance A" }) });
    expect(saved.name).toBe("Renamed On Instance A");

    // Waits for what a visitor of B would see, not for B's next content notification: that could be
    // one left over from an earlier edit (the other test runs first in some orders), read before this one.
    await expect.poll(() => page(urlB, "/bonuses"), { timeout: 1_000, interval: 20 }).toContain("Renamed On Instance A");
    expect(await page(urlA, "/bonuses")).toContain("Renamed On Instance A");
  });

  it("a slug changed through instance A redirects on instance B, old and new", async () => {
    const [target] = (await tab.api().list()).filter((bm) => bm.publishStatus === "published" && bm.active && bm.redirectSlug);
    const oldSlug = target!.redirectSlug!;
    const go = (slug: string) => fetch(`${urlB}/go/${slug}`, { redirect: "manual" });
    expect((await go("renamed-on-a")).status).toBe(404);

    await tab.api().setRedirectSlug({ id: target!.id, version: target!.version, slug: "renamed-on-a" });
    await expect.poll(async () => (await go("renamed-on-a")).status, { timeout: 1_000, interval: 20 }).toBe(302);
    for (const slug of ["renamed-on-a", oldSlug]) {
      const res = await go(slug);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(target!.redirectTarget);
    }
  });
});
