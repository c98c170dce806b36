import type { BrowserContext, Page } from "@playwright/test";
import type { Db } from "@eb/db/client";
import { apiUsageEvents, syncBreakers } from "@eb/db/schema";
import { generateDemoData } from "@eb/db/seed";
import { tournamentTier } from "@eb/api/shared";
import { ADMIN_BASE, e2ePassword, expect, test, type AdminServer } from "./admin-server";
import { signedInAdminPage } from "./flows";

const EMAIL = "e2e-debug-tools@example.com";
const PASSWORD = e2ePassword(EMAIL);
const MIN = 60_000;

let server: AdminServer | undefined;
let context: BrowserContext | undefined;
let page: Page;
const opened = Date.now();

test.describe.configure({ mode: "serial" });

/** 850 provider calls this hour (85% of 1000: approaching, grey badge), a few older ones, and one open breaker. */
async function seedProviderUsage(db: Db) {
  const call = (endpoint: string, minutesAgo: number) => ({
    createdAt: new Date(opened - minutesAgo * MIN),
    game: "cs2",
    type: "matches",
    endpoint,
    status: "200",
  });
  await db
    .insert(apiUsageEvents)
    .values([
      ...Array.from({ length: 500 }, (_, i) => call("/csgo/matches/upcoming", 2 + (i % 50))),
      ...Array.from({ length: 300 }, (_, i) => call("/lol/matches/running", 2 + (i % 50))),
      ...Array.from({ length: 50 }, (_, i) => call("/dota2/teams", 2 + (i % 50))),
      ...Array.from({ length: 40 }, () => call("/valorant/tournaments", 5 * 60)),
    ]);
  await db.insert(syncBreakers).values({
    key: "cs2:matches",
    failures: 1,
    openedAt: new Date(opened - 5 * MIN),
    reason: "rate_limit",
    lastError: "PandaScore HTTP 429: Too Many Requests",
  });
}

/** What the demo world (seeded by the server, see admin-server.ts) holds under the filters, by the same tier helper. */
function expectedCounts(tier: string, game: string) {
  const data = generateDemoData(new Date());
  const keep = (g: string, name: string | null | undefined) => (game === "all" || g === game) && (tier === "all" || tournamentTier(name) === tier);
  return {
    tournaments: data.tournaments.filter((t) => keep(t.game, t.name)).length,
    matches: data.matches.filter((m) => keep(m.game, m.tournamentName)).length,
  };
}
const countsText = (c: { tournaments: number; matches: number }) =>
  `${c.tournaments} ${c.tournaments === 1 ? "tournament" : "tournaments"}, ${c.matches} ${c.matches === 1 ? "match" : "matches"}`;

test.beforeAll(async ({ browser, adminServers }) => {
  test.setTimeout(180_000);
  server = await adminServers.open({ admins: [{ email: EMAIL, password: PASSWORD }], fill: seedProviderUsage });
  ({ context, page } = await signedInAdminPage(browser, EMAIL, PASSWORD));
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const region = (name: string) => page.getByRole("region", { name });

test("the API usage monitor shows this hour's calls against the limit, the top endpoints and 12 hours, and refreshes every 30 s", async () => {
  await page.clock.install();
  const usageCalls: string[] = [];
  page.on("request", (r) => r.url().includes("debug.apiUsage") && usageCalls.push(r.url()));
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  const monitor = region("API Usage Monitor");
  await expect(monitor.getByTestId("api-calls")).toHaveText("850");
  await expect(monitor.getByText("/ 1,000 calls this hour")).toBeVisible();
  await expect(monitor.getByTestId("api-usage-percent")).toHaveText("85%");
  await expect(monitor.getByRole("status")).toHaveText("Approaching API Limit");
  await expect(monitor.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "85");
  const top = monitor.getByRole("table", { name: "Top endpoints (last hour)" });
  await expect(top.getByRole("row")).toHaveCount(4);
  await expect(top.getByRole("row").nth(1)).toContainText("/csgo/matches/upcoming500");
  await expect(top.getByRole("row").nth(3)).toContainText("/dota2/teams50");
  await expect(top.getByText("/valorant/tournaments")).toHaveCount(0); // five hours old
  // The chart draws bars, and its figures are in a table for screen readers: 12 hours, 890 calls in all.
  await expect(monitor.getByTestId("usage-chart").locator("svg rect").first()).toBeAttached();
  const hours = monitor.getByRole("table", { name: "Calls per hour, last 12 hours" }).getByRole("row");
  await expect(hours).toHaveCount(13);
  const cells = await monitor.getByRole("table", { name: "Calls per hour, last 12 hours" }).locator("tbody td:nth-child(2)").allTextContents();
  expect(cells.map(Number).reduce((a, b) => a + b, 0)).toBe(890);

  const before = usageCalls.length;
  await page.clock.runFor(30_000);
  await expect.poll(() => usageCalls.length).toBeGreaterThan(before);
});

test("the provider card shows the demo provider without a token, the limits, and the open breaker with its reopen time", async () => {
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  const card = region("Esports Data Provider");
  const summary = card.getByTestId("provider-summary");
  await expect(summary.getByText("Demo", { exact: true })).toBeVisible();
  await expect(summary.getByText("Not configured")).toBeVisible();
  await expect(summary.getByText("https://api.pandascore.co")).toBeVisible();
  await expect(summary.getByText("1,000 in all; 100 per game and kind")).toBeVisible();
  const cs2Matches = card.getByTestId("provider-key-cs2:matches");
  await expect(cs2Matches).toContainText("850 / 100");
  await expect(cs2Matches.getByText("Open", { exact: true })).toBeVisible();
  const reopens = await page.evaluate((at) => new Date(at).toLocaleString(), opened + 25 * MIN);
  await expect(cs2Matches).toContainText(`Rate limited; reopens ${reopens}`);
  await expect(card.getByTestId("provider-key-lol:teams")).toContainText("0 / 100");
  await expect(card.getByTestId("provider-key-lol:teams").getByText("Closed")).toBeVisible();
});

test("the data filters change the counts, counted on the server, and Reset Filters restores them", async () => {
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  const card = region("Data Filters & Statistics");
  const filtered = card.getByTestId("filtered-counts");
  const all = expectedCounts("all", "all");
  await expect(filtered).toHaveText(`All tiers, All games: ${countsText(all)}`);
  const tiers = card.getByRole("table", { name: "Tournaments and matches per tier" });
  for (const [label, tier] of [
    ["Tier 1", "tier1"],
    ["Tier 2", "tier2"],
    ["Tier 3", "tier3"],
  ] as const) {
    const c = expectedCounts(tier, "all");
    await expect(tiers.getByRole("row", { name: new RegExp(`^${label} `) })).toHaveText(`${label}${c.tournaments}${c.matches}`);
  }

  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("debug.dataStatistics") && requests.push(decodeURIComponent(r.url())));
  await card.getByLabel("Tier", { exact: true }).selectOption("tier1");
  await expect(filtered).toHaveText(`Tier 1, All games: ${countsText(expectedCounts("tier1", "all"))}`);
  await card.getByLabel("Game", { exact: true }).selectOption("cs2");
  const tier1Cs2 = expectedCounts("tier1", "cs2");
  expect(tier1Cs2.tournaments).toBeLessThan(all.tournaments);
  await expect(filtered).toHaveText(`Tier 1, CS2: ${countsText(tier1Cs2)}`);
  expect(requests.some((u) => u.includes('"tier":"tier1"') && u.includes('"game":"cs2"'))).toBe(true);

  await card.getByRole("button", { name: "Reset Filters" }).click();
  await expect(card.getByLabel("Tier", { exact: true })).toHaveValue("all");
  await expect(card.getByLabel("Game", { exact: true })).toHaveValue("all");
  await expect(filtered).toHaveText(`All tiers, All games: ${countsText(all)}`);
});

test("the tab fits a phone screen", async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${ADMIN_BASE}/admin/debug`);
  await expect(region("API Usage Monitor").getByTestId("api-calls")).toHaveText("850");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
