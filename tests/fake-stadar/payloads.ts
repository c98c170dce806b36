/**
 * Payloads in Stadar v1's odds format, field by field from the `stadar` crate 0.1.27's model files
 * (docs.rs): the page is src/models/odds_list_response.rs (`odds`) with the docs' `meta.next_cursor`
 * (stadar.net/docs "Pagination"; src/models/paging.rs); a match is src/models/match_odds.rs
 * (`match_id`, `game`, `format`, `scheduled_at`, `captured_at`); a market entry is
 * src/models/odds_market.rs (`market`, `selection`, `side`). The fields the stored model files did
 * not show (`home_team`, `away_team`, `books[].bookmaker/captured_at/markets`, a market's `line`,
 * `price`, `status`) are the UNVERIFIED ones of packages/api/src/odds/stadar/schemas.ts. Teams,
 * bookmakers and prices are made up.
 */

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** One odds_market.rs entry. */
export function market(kind: string, selection: string, price: unknown, extra: { side?: "home" | "away" | null; line?: number; status?: string } = {}) {
  return {
    market: kind,
    selection,
    side: extra.side ?? null,
    ...(extra.line === undefined ? {} : { line: extra.line }),
    price,
    ...(extra.status ? { status: extra.status } : {}),
  };
}

export const STADAR_MATCH_IDS = {
  bo3: "m_01HQ3BO3VITNAVI",
  bo1: "m_01HQ3BO1G2FAZE",
  malformed: "m_01HQ3BROKEN",
  page2: "m_01HQ3PAGE2LOL",
  page3: "m_01HQ3PAGE3DOTA",
} as const;

/**
 * The first page's matches: a bo3 with every market kind, one of each off-board case, an unknown
 * market and a sided market without a side; a bo1 with a handicap line it cannot have; and a
 * malformed match among them (no scheduled_at, its format a number).
 */
export function stadarOddsPage1(now: Date): unknown[] {
  const t = now.getTime();
  const seen = iso(t - 2 * 60_000);
  return [
    {
      match_id: STADAR_MATCH_IDS.bo3,
      game: "cs2",
      format: "bo3",
      scheduled_at: iso(t + 5 * HOUR),
      captured_at: seen,
      home_team: "Team Vitality",
      away_team: "Natus Vincere",
      books: [
        {
          bookmaker: "vortex_bet",
          captured_at: seen,
          markets: [
            market("moneyline", "home", 1.62),
            market("moneyline", "away", 2.3),
            // Home -1.5 and away +1.5: one market, map_handicap:-1.5.
            market("handicap", "minus", 2.6, { side: "home", line: 1.5 }),
            market("handicap", "plus", 1.48, { side: "away", line: 1.5 }),
            market("total_maps", "over", 2.1, { line: 2.5 }),
            market("total_maps", "under", 1.7, { line: 2.5 }),
            // Away's 2_1 is home's 1-2.
            market("correct_score", "2_0", 3.4, { side: "home" }),
            market("correct_score", "2_1", 5.5, { side: "away" }),
            // Not in the model: ignored and counted.
            market("total_maps_parity", "even", 1.7),
            market("team_map_win", "yes", 1.2, { side: "home" }),
            // The orientation could not be established: not inferred, skipped and counted.
            market("correct_score", "2_0", 4.1, { side: null }),
          ],
        },
        {
          bookmaker: "nordic_odds",
          captured_at: seen,
          markets: [
            market("moneyline", "home", 1.65, { status: "suspended" }),
            market("moneyline", "away", 0.0001),
            market("total_maps", "over", null, { line: 2.5 }),
            market("total_maps", "under", 1e9, { line: 2.5 }),
            market("handicap", "minus", 1, { side: "home", line: 1.5 }),
            market("handicap", "plus", 1.5, { side: "away", line: 1.5, status: "disabled" }),
          ],
        },
      ],
    },
    {
      match_id: STADAR_MATCH_IDS.malformed,
      game: "cs2",
      format: 3,
      home_team: "Broken Home",
      away_team: "Broken Away",
      books: [],
    },
    {
      match_id: STADAR_MATCH_IDS.bo1,
      game: "cs2",
      format: "bo1",
      scheduled_at: iso(t + 8 * HOUR),
      captured_at: seen,
      home_team: "G2 Esports",
      away_team: "FaZe Clan",
      books: [
        {
          bookmaker: "vortex_bet",
          captured_at: seen,
          markets: [
            market("moneyline", "home", 1.9),
            market("moneyline", "away", 1.9),
            // A bo1 has one map: no ±1.5 map handicap, and no 2-0.
            market("handicap", "minus", 3.1, { side: "home", line: 1.5 }),
            market("handicap", "plus", 1.3, { side: "away", line: 1.5 }),
            market("correct_score", "2_0", 4, { side: "home" }),
          ],
        },
      ],
    },
  ];
}

/** A further page's one match: a bo5 of another game, to tell the pages apart. */
export function stadarOddsLaterPage(now: Date, matchId: string, game: string): unknown[] {
  const t = now.getTime();
  return [
    {
      match_id: matchId,
      game,
      format: "bo5",
      scheduled_at: iso(t + 24 * HOUR),
      captured_at: iso(t - 60_000),
      home_team: `${game} Home`,
      away_team: `${game} Away`,
      books: [{ bookmaker: "vortex_bet", captured_at: iso(t - 60_000), markets: [market("moneyline", "home", 1.5), market("moneyline", "away", 2.6)] }],
    },
  ];
}

/** The docs' error envelope (stadar.net/docs "Errors"). */
export const STADAR_ERRORS = {
  unauthorized: { error: { code: "unauthorized", message: "Invalid or revoked API key.", request_id: "req_01HMXY7NFAKE401" } },
  rateLimited: {
    error: { code: "rate_limit_exceeded", message: "Daily quota exhausted. Upgrade at https://stadar.net/pricing.", request_id: "req_01HMXY7NFAKE429" },
  },
} as const;
