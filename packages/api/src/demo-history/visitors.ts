/**
 * What the demo's visitors look like: their browsers (full user-agent strings, which the ingest
 * reduces to a browser and device class as it does a real visitor's), where they come from and what
 * they read. Weights are rough shares of an esports audience: mostly mobile Chrome and desktop.
 */

export const USER_AGENTS: readonly (readonly [string, number])[] = [
  ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", 30],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", 26],
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", 16],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", 8],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", 7],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", 6],
  ["Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36", 4],
  ["Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", 3],
];

/** Where a session comes from; null is a typed address or a bookmark. */
export const REFERRERS: readonly (readonly [string | null, number])[] = [
  [null, 34],
  ["https://www.google.com/", 38],
  ["https://www.reddit.com/r/GlobalOffensive/", 9],
  ["https://x.com/", 7],
  ["https://www.twitch.tv/", 7],
  ["https://duckduckgo.com/", 5],
];

/**
 * The site's pages with how often a visit lands on or moves to them, and how likely a view of the
 * page is to end in a bookmaker click (the bonus pages convert, the results page barely does).
 */
export const PAGES: readonly { path: string; weight: number; clickRate: number }[] = [
  { path: "/", weight: 30, clickRate: 0.07 },
  { path: "/matches/upcoming", weight: 16, clickRate: 0.04 },
  { path: "/bonuses", weight: 9, clickRate: 0.22 },
  { path: "/results", weight: 9, clickRate: 0.01 },
  { path: "/streams", weight: 8, clickRate: 0.02 },
  { path: "/tournaments", weight: 7, clickRate: 0.02 },
  { path: "/games/cs2", weight: 7, clickRate: 0.05 },
  { path: "/games/lol", weight: 5, clickRate: 0.05 },
  { path: "/games/valorant", weight: 4, clickRate: 0.04 },
  { path: "/games/dota2", weight: 3, clickRate: 0.04 },
  { path: "/about", weight: 1, clickRate: 0 },
  { path: "/responsible-gambling", weight: 1, clickRate: 0 },
];

/** The /bonuses page's featured block names its placement (data-placement); elsewhere links carry none. */
export const FEATURED_PLACEMENT = { path: "/bonuses", placement: "bonuses-featured", share: 0.6 } as const;
