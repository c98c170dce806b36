import { sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  bookmakerFeedKeys,
  bookmakerJurisdictionUrls,
  bookmakerLicences,
  bookmakerRedirects,
  bookmakers,
  jurisdictionRules,
  matches,
  matchResults,
  players,
  teams,
  tournaments,
} from "../schema/index";
import { DEMO_JURISDICTION_RULES, DEMO_LICENCES } from "./demo-jurisdictions";
import { insertRowsSql } from "./bulk-insert";
import { generateDemoData } from "./demo-data";

export { generateDemoData, DEMO_ID_BASE, seededRandom, slugify, demoLogoUrl } from "./demo-data";
export { DEMO_TEAMS, DEMO_TOURNAMENTS } from "./demo-catalog";
export { demoSeriesGames, type DemoSeries } from "./demo-games";
export { DEMO_ROLES, DEMO_ROSTER_SIZE } from "./demo-players";
export { matchResultOf } from "./demo-results";
export { DEMO_BOOKMAKERS, demoOddsFeedKey } from "./demo-bookmaker-catalog";
export { DEMO_JURISDICTION_RULES, DEMO_LICENCES, GB_BONUS_GUIDE } from "./demo-jurisdictions";
export { US_ONLINE_SPORTS_BETTING } from "./us-online-sports-betting";

export type SeedOptions = {
  /** False when a real data provider is configured: its matches must not mix with invented ones. */
  esports?: boolean;
};

/** The rows a seed stored, per table (the start-up log says so). */
export type SeedCounts = { teams: number; tournaments: number; matches: number; players: number; matchResults: number; bookmakers: number };

/** Inserts the demo world relative to `now`. Bookmaker ids are explicit, so the sequence is moved past them. */
export async function seedDemoData(db: Db, now: Date, options: SeedOptions = {}): Promise<SeedCounts> {
  const data = generateDemoData(now);
  const esports = options.esports ?? true;
  await db.transaction(async (tx) => {
    if (esports) {
      await tx.execute(insertRowsSql(teams, data.teams));
      await tx.execute(insertRowsSql(tournaments, data.tournaments));
      await tx.execute(insertRowsSql(matches, data.matches));
      await tx.execute(insertRowsSql(players, data.players));
      await tx.execute(insertRowsSql(matchResults, data.matchResults));
    }
    await tx.insert(bookmakers).values(data.bookmakers);
    await tx.execute(sql`select setval(pg_get_serial_sequence('bookmakers', 'id'), (select max(id) from bookmakers))`);
    await tx.insert(bookmakerRedirects).values(data.redirects);
    await tx.insert(bookmakerFeedKeys).values(data.feedKeys);
    await seedDemoJurisdictions(tx, data.redirects);
  });
  return {
    teams: esports ? data.teams.length : 0,
    tournaments: esports ? data.tournaments.length : 0,
    matches: esports ? data.matches.length : 0,
    players: esports ? data.players.length : 0,
    matchResults: esports ? data.matchResults.length : 0,
    bookmakers: data.bookmakers.length,
  };
}

/** Seeds only a database that has neither tournaments nor bookmakers (a fresh one); what it stored, or null when it did nothing. */
export async function seedIfEmpty(db: Db, now: Date, options: SeedOptions = {}): Promise<SeedCounts | null> {
  const [row] = await db
    .execute<{ n: number }>(sql`select (select count(*) from tournaments)::int + (select count(*) from bookmakers)::int as n`)
    .then((r) => (r as { rows: { n: number }[] }).rows);
  if (row && row.n > 0) return null;
  return seedDemoData(db, now, options);
}

/** The demo's jurisdiction rules and its bookmakers' licences and per-jurisdiction sites. */
async function seedDemoJurisdictions(tx: Pick<Db, "insert">, redirects: { bookmakerId: number; slug: string }[]): Promise<void> {
  for (const rule of DEMO_JURISDICTION_RULES) {
    await tx.insert(jurisdictionRules).values(rule).onConflictDoUpdate({ target: jurisdictionRules.code, set: rule });
  }
  for (const { bookmakerId, slug } of redirects) {
    const licence = DEMO_LICENCES[slug];
    if (!licence) continue;
    await tx.insert(bookmakerLicences).values({ bookmakerId, mode: licence.mode, jurisdictions: licence.jurisdictions });
    const urls = Object.entries(licence.urls ?? {}).map(([code, targetUrl]) => ({ bookmakerId, code, targetUrl }));
    if (urls.length > 0) await tx.insert(bookmakerJurisdictionUrls).values(urls);
  }
}
