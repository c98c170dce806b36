import type { Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import { HOUR_MS } from "@eb/api/shared";
import { marketSelections, typicalMarkets } from "@eb/api/testing";

/**
 * The odds benches' world: one tiered CS2 tournament (id 1) and `count` upcoming matches in it (ids
 * from 10,000), named and timed by the bench, inserted a thousand at a time.
 */
export async function insertBenchMatches(
  db: Db,
  count: number,
  match: { teamName: (i: number, side: "a" | "b") => string; beginOf: (i: number) => Date; numberOfGames?: number },
): Promise<void> {
  await db.insert(tournaments).values({ id: 1, game: "cs2", name: "Bench Cup", tier: "a" });
  for (let from = 0; from < count; from += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, count - from) }, (_, j) => {
      const i = from + j;
      return {
        id: 10_000 + i,
        game: "cs2" as const,
        status: "not_started",
        tournamentId: 1,
        teamAName: match.teamName(i, "a"),
        teamBName: match.teamName(i, "b"),
        beginAt: match.beginOf(i),
        numberOfGames: match.numberOfGames ?? null,
      };
    });
    await db.insert(matches).values(rows);
  }
}

/** The bench matches' team names: "Bench Alpha 12" against "Bench Bravo 12". */
export const benchTeamName = (i: number, side: "a" | "b") => `Bench ${side === "a" ? "Alpha" : "Bravo"} ${i}`;

/** The bench matches' starts: 2 to 501 hours after `now`, round the 500. */
export const benchBeginOf = (now: Date) => (i: number) => new Date(now.getTime() + (2 + (i % 500)) * HOUR_MS);

/** A bench bookmaker's feed key. */
export const benchBookKey = (b: number) => `bench_book_${b}`;

/** Every market and selection the odds model has for a series of `bestOf` maps: what each bench book prices. */
export const benchMarkets = (bestOf: Parameters<typeof typicalMarkets>[0]) =>
  typicalMarkets(bestOf).flatMap((market) => marketSelections(market, bestOf)!.map((selection) => ({ market, selection })));
