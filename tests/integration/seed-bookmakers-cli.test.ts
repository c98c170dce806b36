import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asc } from "@eb/db";
import { testDrivers, type TestDriver } from "@eb/db/testing";
import { bookmakerRedirects, bookmakers } from "@eb/db/schema";
import { DEMO_BOOKMAKERS } from "@eb/db/seed";
import { cliDatabase, compiledRun, npmRun } from "../support/cli-database";

/**
 * The README's trial command on a fresh database of each driver, then the same tool again (compiled,
 * when built: its second start through npm and tsx would cost 8 CPU-s to prove nothing more): the
 * second run adds nothing.
 */
describe.each(testDrivers())("npm run seed:bookmakers loads the demo bookmakers once (%s)", (driver: TestDriver) => {
  let database: Awaited<ReturnType<typeof cliDatabase>>;
  const seed = () => npmRun("seed:bookmakers", database.env);
  const seedAgain = () => compiledRun("apps/server/dist/seed-bookmakers.js", "packages/api/src/bookmakers/cli/seed-demo-bookmakers.ts", [], database.env);

  beforeEach(async () => {
    database = await cliDatabase(driver);
  });
  afterEach(async () => database.cleanup());

  // One test: the runs are steps of one story (the second run meets what the first added).
  it("the first run adds every demo bookmaker with its redirect, the second adds nothing and says what it skipped, and each is stored once", async () => {
    const first = (await seed()).stdout;
    for (const b of DEMO_BOOKMAKERS) expect(first).toContain(`Added ${b.name} (/go/${b.slug})`);
    expect(first).toContain(`${DEMO_BOOKMAKERS.length} demo bookmaker(s) added, 0 skipped.`);

    const second = (await seedAgain()).stdout;
    for (const b of DEMO_BOOKMAKERS) expect(second).toContain(`Skipped ${b.name}: the slug ${b.slug} is already used by ${b.name}`);
    expect(second).toContain(`0 demo bookmaker(s) added, ${DEMO_BOOKMAKERS.length} skipped.`);

    const { db } = database.inspect();
    const rows = await db
      .select({ name: bookmakers.name, status: bookmakers.publishStatus, order: bookmakers.displayOrder })
      .from(bookmakers)
      .orderBy(asc(bookmakers.id));
    expect(rows).toEqual(DEMO_BOOKMAKERS.map((b, i) => ({ name: b.name, status: "published", order: i + 1 })));
    const redirects = await db
      .select({ slug: bookmakerRedirects.slug, target: bookmakerRedirects.targetUrl })
      .from(bookmakerRedirects)
      .orderBy(asc(bookmakerRedirects.id));
    expect(redirects).toEqual(DEMO_BOOKMAKERS.map((b) => ({ slug: b.slug, target: b.affiliateUrl ?? b.websiteUrl })));
  }, 240_000);
});
