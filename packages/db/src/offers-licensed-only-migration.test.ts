import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { DEFAULT_BONUS_GUIDE } from "./bonus-guide-values";
import { GB_BONUS_GUIDE } from "./seed";
import { createTestDb, migrationStatements, rowsOf, testDrivers } from "./testing";

const statements = migrationStatements("_offers_licensed_only.sql");

/** Issue 36's migration: what was offered everywhere by having no licence keeps being offered, by a licence. */
describe.each(testDrivers())("migration offers_licensed_only on %s", (driver) => {
  let handle: DbHandle;
  const run = (text: string) => handle.db.execute(sql.raw(text));
  beforeEach(async () => {
    handle = await createTestDb(driver);
    // Back to before the migration: no bonus_guide, a licence row's mode defaulting to everywhere_except.
    await run(`alter table "jurisdiction_rules" drop column "bonus_guide"`);
    await run(`alter table "bookmaker_licences" alter column "mode" set default 'everywhere_except'`);
    await run(`insert into bookmakers (id, name, rating) values (41, 'Unlicensed Book', 4), (42, 'Only GB', 4)`);
    await run(`insert into bookmaker_licences (bookmaker_id, mode, jurisdictions) values (42, 'only_in', '{GB}')`);
    await run(`insert into jurisdiction_rules (code, responsible_gambling_text, helpline_name, helpline_url) values
      ('GB', 'When the fun stops, stop. Gambling can be addictive, please play responsibly.', 'GamCare', 'https://www.gamcare.org.uk'),
      ('SE', 'Spela lagom.', 'Stödlinjen', 'https://www.stodlinjen.se')`);
  });
  afterEach(() => handle.close());

  it("licenses every unlicensed bookmaker everywhere, leaves set licences, and new licence rows start as 'only in'", async () => {
    for (const statement of statements) await run(statement);
    expect(await rowsOf(handle, sql`select bookmaker_id as id, mode, jurisdictions from bookmaker_licences order by bookmaker_id`)).toEqual([
      { id: 41, mode: "everywhere_except", jurisdictions: [] },
      { id: 42, mode: "only_in", jurisdictions: ["GB"] },
    ]);
    await run(`insert into bookmakers (id, name, rating) values (43, 'New Book', 4)`);
    await run(`insert into bookmaker_licences (bookmaker_id) values (43)`);
    expect(await rowsOf(handle, sql`select mode, jurisdictions from bookmaker_licences where bookmaker_id = 43`)).toEqual([
      { mode: "only_in", jurisdictions: [] },
    ]);
  });

  it("gives every rule the default explainers, and the demo's UK rule today's message and explainers without 'risk-free'", async () => {
    for (const statement of statements) await run(statement);
    const rules = await rowsOf<{ code: string; text: string; guide: unknown; version: number }>(
      handle,
      sql`select code, responsible_gambling_text as text, bonus_guide as guide, version from jurisdiction_rules where code in ('GB', 'SE') order by code`,
    );
    expect(rules).toEqual([
      { code: "GB", text: "Take time to think. Gambling can be addictive, please play responsibly.", guide: GB_BONUS_GUIDE, version: 2 },
      { code: "SE", text: "Spela lagom.", guide: DEFAULT_BONUS_GUIDE, version: 1 },
    ]);
    expect(JSON.stringify(rules[0]!.guide).toLowerCase()).not.toContain("risk-free");
  });
});
