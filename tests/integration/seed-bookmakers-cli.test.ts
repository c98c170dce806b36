import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "../../packages/db/src/index";
import { testDrivers, type TestDriver } from "../../packages/db/src/testing";
import { bookmakerRedirects, bookmakers } from "../../packages/db/src/schema/index";
import { DEMO_BOOKMAKERS } from "../../packages/db/src/seed/index";
import { cliDatabase, pnpmRun } from "../support/cli-database";

/** The README's trial command, run twice on a fresh database of each driver: the second run adds nothing. */
describe.each(testDrivers())("npm run seed:bookmakers loads the demo bookmakers once (%s)", (driver: TestDriver) => {
  let database: Awaited<ReturnType<typeof cliDatabase>>;
  const seed = () => pnpmRun("seed:bookmakers", [], database.env);

  beforeAll(async () => {
    database = await cliDatabase(driver);
  });
  afterAll(async () => database.cleanup());

  it("the first run adds every demo bookmaker with its redirect", async () => {
    const { stdout } = await seed();
    for (const b of DEMO_BOOKMAKERS) expect(stdout).toContain(`Added ${b.name} (/go/${b.slug})`);
    expect(stdout).toContain(`${DEMO_BOOKMAKERS.length} demo bookmaker(s) added, 0 skipped.`);
  }, 120_000);

  it("the second run adds nothing and says what it skipped", async () => {
    const { stdout } = await seed();
    for (const b of DEMO_BOOKMAKERS) expect(stdout).toContain(`Skipped ${b.name}: the slug ${b.slug} is already used by ${b.name}`);
    expect(stdout).toContain(`0 demo bookmaker(s) added, ${DEMO_BOOKMAKERS.length} skipped.`);
  }, 120_000);

  it("the database holds each demo bookmaker once, published, with its redirect", async () => {
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
  });
});
