import { afterEach, describe, expect, it } from "vitest";
import { bookmakerFeedKeys, bookmakerLicences, bookmakers, matches, oddsPriceHistory, oddsPrices, tournaments } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { seedDemoOdds } from "@eb/api/jobs";
import { HOUR_MS, matchPath } from "@eb/api/shared";
import { createTestApp, type TestApp } from "../testing/test-app";
import { pageText as text } from "../testing/page-text";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const SITE = "https://esports.example";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS);

/**
 * /dropping-odds in the server's render, what a visitor without JavaScript gets: the falls with
 * their match, market, selection, bookmaker, prices and fall, each linked to its match page and
 * through /go; an honest empty state on a site without prices or without falls; demo prices labelled.
 */
describe.each(testDrivers())("the dropping-odds page on %s", (driver) => {
  let t: TestApp;
  afterEach(() => t.close());

  const visit = (url: string) => t.app.inject({ url, headers: BROWSER });

  /** One upcoming match whose Natus Vincere price at one bookmaker fell from 2.00 (25 hours ago) to 1.50. */
  async function oneFall(): Promise<{ matchId: number }> {
    const db = t.handle.db;
    await db.insert(tournaments).values({ id: 1, game: "cs2", name: "Drop Cup", tier: "a" });
    const matchId = 501;
    await db.insert(matches).values({
      id: matchId,
      game: "cs2",
      status: "not_started",
      tournamentId: 1,
      teamAName: "Natus Vincere",
      teamBName: "FaZe Clan",
      beginAt: new Date(NOW.getTime() + 5 * HOUR_MS),
      numberOfGames: 3,
    });
    const [book] = await db.insert(bookmakers).values({ name: "Alpha Bet", redirectSlug: "alpha-bet" }).returning({ id: bookmakers.id });
    await db.insert(bookmakerFeedKeys).values({ bookmakerId: book!.id, source: "stadar", key: "alpha" });
    await db.insert(bookmakerLicences).values({ bookmakerId: book!.id, mode: "everywhere_except", jurisdictions: [] });
    const quote = { matchId, bookmakerId: book!.id, source: "stadar" as const, market: "winner:2", selection: "teamA", inPlay: false };
    await db.insert(oddsPriceHistory).values([
      { ...quote, window: ago(25), recordedAt: ago(25), price: 2, status: "open" },
      { ...quote, window: ago(2), recordedAt: ago(2), price: 1.5, status: "open" },
    ]);
    await db.insert(oddsPrices).values({ ...quote, price: 1.5, status: "open", changedAt: ago(2), seenAt: ago(0.1) });
    return { matchId };
  }

  it("renders the falls on the server: match link, market, selection, bookmaker, from and to, the fall, and the /go link", async () => {
    t = await createTestApp({ driver, now: NOW, seed: false, env: { SITE_URL: SITE } });
    const { matchId } = await oneFall();
    const res = await visit("/dropping-odds");
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("<title>Dropping Odds");
    expect(html).toContain(`<link rel="canonical" href="${SITE}/dropping-odds"`);
    expect(html).toMatch(/<meta name="description" content="The largest falls in CS2/);
    expect(html).toContain(`href="${matchPath("cs2", matchId, "Natus Vincere", "FaZe Clan")}"`);
    expect(html).toContain(`href="/go/alpha-bet?pl=dropping-odds&amp;m=${matchId}"`);
    const page = text(html);
    expect(page).toContain("Natus Vincere vs FaZe Clan");
    expect(page).toMatch(/Match winner\s*Natus Vincere vs FaZe Clan\s*Natus Vincere · Alpha Bet/);
    expect(page).toMatch(/From 2\.00\s*→\s*to 1\.50\s*fell by −25\.0%/);
    expect(page).toContain("Moved Nov 24, 10:00 AM UTC");
    expect(page).not.toContain("Demo prices");
    // Another game's list is empty, and says so; its canonical keeps the filter.
    const lol = (await visit("/dropping-odds?game=lol")).body;
    expect(text(lol)).toContain("No price has fallen in the last 24 hours for League of Legends");
    expect(lol).toContain(`<link rel="canonical" href="${SITE}/dropping-odds?game=lol"`);
  });

  it("says plainly that a site without any price has nothing to show, never invented rows", async () => {
    t = await createTestApp({ driver, now: NOW, seed: false });
    const res = await visit("/dropping-odds");
    expect(res.statusCode).toBe(200);
    const page = text(res.body);
    expect(page).toContain("No odds to compare yet");
    expect(page).toContain("This site has no bookmakers' prices at the moment");
    expect(res.body).not.toContain("data-drop-row");
  });

  it("labels the demo feed's prices as demo prices", async () => {
    t = await createTestApp({ driver, now: NOW });
    await seedDemoOdds(t.handle.db, NOW);
    const html = (await visit("/dropping-odds")).body;
    expect(html).toContain("data-drop-row");
    expect(text(html)).toContain("Demo prices — invented for the demo, not real bookmakers' offers.");
  });
});
