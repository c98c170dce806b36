import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { bookmakerRedirects, bookmakers, matches, teams, tournaments } from "../schema/index";
import { generateDemoData } from "./demo-data";

export { generateDemoData, DEMO_ID_BASE, seededRandom, slugify, demoLogoUrl } from "./demo-data";
export { DEMO_TEAMS, DEMO_TOURNAMENTS, DEMO_BOOKMAKERS } from "./demo-catalog";

/** Inserts the demo world relative to `now`. Bookmaker ids are explicit, so the sequence is moved past them. */
export async function seedDemoData(db: Db, now: Date): Promise<{ matches: number; tournaments: number }> {
  const data = generateDemoData(now);
  await db.transaction(async (tx) => {
    await tx.insert(teams).values(data.teams);
    await tx.insert(tournaments).values(data.tournaments);
    for (let i = 0; i < data.matches.length; i += 200) await tx.insert(matches).values(data.matches.slice(i, i + 200));
    await tx.insert(bookmakers).values(data.bookmakers);
    await tx.execute(sql`select setval(pg_get_serial_sequence('bookmakers', 'id'), (select max(id) from bookmakers))`);
    await tx.insert(bookmakerRedirects).values(data.redirects);
  });
  return { matches: data.matches.length, tournaments: data.tournaments.length };
}

/** Seeds only a database that has neither tournaments nor bookmakers (a fresh one). */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.execute<{ n: number }>(
    sql`select (select count(*) from tournaments)::int + (select count(*) from bookmakers)::int as n`,
  ).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  if (row && row.n > 0) return false;
  await seedDemoData(db, now);
  return true;
}
