import { expect, type Page } from "@playwright/test";
import { sql } from "@eb/db";
import { analyticsEvents } from "@eb/db/schema";
import type { Db } from "@eb/db/client";
import { ADMIN_BASE } from "./admin-server";
import { sectionTab } from "./flows";

/** The seven back-office tabs, by URL segment and label (apps/admin/src/shell/sections.ts). */
export const ADMIN_TABS = [
  { path: "analytics", label: "Analytics" },
  { path: "bookmakers", label: "Bookmakers" },
  { path: "teams", label: "Teams" },
  { path: "jurisdictions", label: "Jurisdictions" },
  { path: "security", label: "Security" },
  { path: "debug", label: "Debug Tools" },
  { path: "settings", label: "Settings" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** A tab by its URL segment (not by position: tabs are added between others). */
export const adminTab = (path: AdminTab["path"]): AdminTab => ADMIN_TABS.find((t) => t.path === path)!;

/** A phone (390 px) and a wide desktop (1400 px), as issue 23 audits them. */
export const AUDIT_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1400, height: 900 },
] as const;

/**
 * Opens a tab by its URL and waits until it has settled: its tab is the current one, and nothing on
 * the page is still loading (no "Loading..."/"Checking..." status, no spinner, no skeleton).
 */
export async function openTab(page: Page, tab: AdminTab) {
  await page.goto(`${ADMIN_BASE}/admin/${tab.path}`);
  await expect(sectionTab(page, tab.label)).toHaveAttribute("aria-current", "page");
  await settled(page);
}

/** Nothing on the page is loading: no loading status, spinner or skeleton is shown. */
export async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const loading = [...document.querySelectorAll('[role="status"]')].some((el) => /^(Loading|Checking)/.test(el.textContent.trim()));
        const busy = [...document.querySelectorAll(".animate-pulse, .animate-spin")].some((el) => (el as HTMLElement).offsetParent !== null);
        return loading || busy;
      }),
    )
    .toBe(false);
}

/**
 * A week of visitor events (page views over several pages, bookmaker clicks, mostly scroll depth, as
 * real traffic is) and a spike in the last hour, written before the server starts: its rollup job counts them on its first tick.
 */
export async function fillVisitorEvents(db: Db, now = Date.now()) {
  const rows: (typeof analyticsEvents.$inferInsert)[] = [];
  const pages = ["/", "/bonuses", "/matches/upcoming", "/games/cs2"];
  for (let i = 0; i < 84; i++) {
    const createdAt = new Date(now - i * 2 * 3_600_000);
    const sessionId = `e2e-visitor-${i % 9}`;
    const page = pages[i % pages.length]!;
    const base = { sessionId, pageUrl: page, userAgent: "Chrome 126", createdAt };
    rows.push({ ...base, eventType: "page_view", eventData: { page } });
    for (const percent of [25, 50, 75]) rows.push({ ...base, eventType: "scroll_depth", eventData: { page, percent } });
    if (i % 3 === 0) rows.push({ ...base, eventType: "bookmaker_click", eventData: { page, bookmaker: i % 2 ? "Vortex Bet" : "Nordic Odds" } });
  }
  // A spike in the last hour (over 50 page views in 2 hours), so Smart Alerts has an alert to show.
  for (let i = 0; i < 60; i++) {
    const createdAt = new Date(now - i * 50_000);
    rows.push({ eventType: "page_view", eventData: { page: "/" }, sessionId: `e2e-spike-${i % 20}`, pageUrl: "/", userAgent: "Chrome 126", createdAt });
  }
  await db.insert(analyticsEvents).values(rows);
}

/** What the admin app sends to a procedure (same origin, its client header): for setting up data. */
export async function adminCall<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const headers = { "x-eb-admin": "1", origin: ADMIN_BASE };
  const res =
    input === undefined
      ? await page.request.get(`${ADMIN_BASE}/api/admin/${procedure}`, { headers })
      : await page.request.post(`${ADMIN_BASE}/api/admin/${procedure}`, { headers, data: input });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/**
 * The back office with nothing in it: no bookmakers, esports data or teams. One untiered tournament
 * stays, because the server seeds its demo world into a database with neither tournaments nor
 * bookmakers; no screen lists an untiered tournament.
 */
export async function emptyWorld(db: Db) {
  await db.execute(sql`truncate bookmakers, matches, tournaments, teams restart identity cascade`);
  await db.execute(sql`insert into tournaments (id, game, name, tier) values (1, 'cs2', 'Untiered placeholder', null)`);
}

/** A bookmaker's content as the Edit Content form sends it: every optional field empty, as given otherwise. */
export function bookmakerContent(fields: { name: string } & Record<string, unknown>) {
  return {
    rating: 4,
    bonus: "",
    bonusType: "deposit",
    buttonText: "",
    ctaText: "",
    description: "",
    termsHighlight: "",
    websiteUrl: "",
    affiliateUrl: "",
    feedKeys: { "the-odds-api": "", stadar: "", "odds-api-io": "" },
    keyFeatures: [],
    ...fields,
  };
}
