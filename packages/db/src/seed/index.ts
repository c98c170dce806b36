import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { bookmakerRedirects, bookmakers, matches, teams, tournaments } from "../schema/index";
import { generateDemoData } from "./demo-data";

export { generateDemoData, DEMO_ID_BASE, seededRandom, slugify, demoLogoUrl } from "./demo-data";
export { DEMO_TEAMS, DEMO_TOURNAMENTS } from "./demo-catalog";
export { DEMO_BOOKMAKERS } from "./demo-bookmaker-catalog";

export type SeedOptions = {
  /** False when a real data provider is configured: its matches must not mix with invented ones. */
  esports?: boolean;
};

/** Inserts the demo world relative to `now`. Bookmaker ids are explicit, so the sequence is moved past them. */
export async function seedDemoData(db: Db, now: Date, options: SeedOptions = {}): Promise<{ matches: number; tournaments: number }> {
  const data = generateDemoData(now);
  const esports = options.esports ?? true;
  await db.transaction(async (tx) => {
    if (esports) {
      await tx.insert(teams).values(data.teams);
      await tx.insert(tournaments).values(data.tournaments);
      for (let i = 0; i < data.matches.length; i += 200) await tx.insert(matches).values(data.matches.slice(i, i + 200));
    }
    await tx.insert(bookmakers).values(data.bookmakers);
    await tx.execute(sql`select setval(pg_get_serial_sequence('bookmakers', 'id'), (select max(id) from bookmakers))`);
    await tx.insert(bookmakerRedirects).values(data.redirects);
  });
  return esports ? { matches: data.matches.length, tournaments: data.tournaments.length } : { matches: 0, tournaments: 0 };
}

/** Seeds only a database that has neither tournaments nor bookmakers (a fresh one). */
export async function seedIfEmpty(db: Db, now: Date, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db
    .execute<{ n: number }>(sql`select (select count(*) from tournaments)::int + (select count(*) from bookmakers)::int as n`)
    .then((r) => (r as { rows: { n: number }[] }).rows);
  if (row && row.n > 0) return false;
  await seedDemoData(db, now, options);
  return true;
}
