import { afterEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "@eb/db";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { CONTENT_CHANNEL } from "@eb/api";
import { createTestApp, type TestApp } from "../testing/test-app";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./public-pages";

/** A committed edit as any instance makes it: the change and its notification in one transaction. */
async function editFirstBookmaker(t: TestApp, set: { name?: string; targetUrl?: string }, announce = true) {
  const [first] = await t.handle.db
    .select({ id: bookmakers.id, name: bookmakers.name })
    .from(bookmakers)
    .where(eq(bookmakers.publishStatus, "published"))
    .orderBy(asc(bookmakers.displayOrder))
    .limit(1);
  await t.handle.db.transaction(async (tx) => {
    if (set.name) await tx.update(bookmakers).set({ name: set.name }).where(eq(bookmakers.id, first!.id));
    if (set.targetUrl) await tx.update(bookmakerRedirects).set({ targetUrl: set.targetUrl }).where(eq(bookmakerRedirects.bookmakerId, first!.id));
    if (announce) await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'bookmakers')`);
  });
  return first!;
}

async function firstSlug(t: TestApp, bookmakerId: number) {
  const [row] = await t.handle.db.select({ slug: bookmakerRedirects.slug }).from(bookmakerRedirects).where(eq(bookmakerRedirects.bookmakerId, bookmakerId));
  return row!.slug;
}

describe.each(testDrivers())("content invalidation on %s", (driver) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("keeps serving the cached page until a change is announced, then renders the change", async () => {
    // A long cache, so only the notification can explain a fresh page.
    // With the IP lookup on and no CDN country header every page is placed by address and never
    // shared (jurisdiction-pages.test.ts); off, the page is the shared one this test reads the headers of.
    t = await createTestApp({ driver, env: { GEO_IP_LOOKUP: "false" }, deps: { renderCacheMs: 600_000 } });
    const before = await t.app.inject({ url: "/bonuses" });
    expect(before.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);

    const silent = await editFirstBookmaker(t, { name: "Silently Renamed" }, false);
    expect((await t.app.inject({ url: "/bonuses" })).body).toContain(silent.name);

    const changed = t.app.contentChanges.next();
    await editFirstBookmaker(t, { name: "Announced Bookmaker" });
    await expect(changed).resolves.toBe("bookmakers");
    const after = await t.app.inject({ url: "/bonuses" });
    expect(after.body).toContain("Announced Bookmaker");
    expect(after.body).not.toContain(silent.name);
  });

  it("drops cached redirect targets when bookmakers change", async () => {
    t = await createTestApp({ driver });
    const first = await editFirstBookmaker(t, {}, false);
    const slug = await firstSlug(t, first.id);
    const before = await t.app.inject({ url: `/go/${slug}` });
    expect(before.statusCode).toBe(302);

    await editFirstBookmaker(t, { targetUrl: "https://silent.example/" }, false);
    expect((await t.app.inject({ url: `/go/${slug}` })).headers.location).toBe(before.headers.location);

    const changed = t.app.contentChanges.next();
    await editFirstBookmaker(t, { targetUrl: "https://announced.example/" });
    await changed;
    expect((await t.app.inject({ url: `/go/${slug}` })).headers.location).toBe("https://announced.example/");
  });
});
