/** PandaScore-shaped objects in bulk, for the benchmark and paging tests. */
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export function syntheticTournaments(count: number, options: { firstId?: number; now?: Date } = {}) {
  const firstId = options.firstId ?? 500_000;
  const now = (options.now ?? new Date()).getTime();
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    name: `Stage ${i}`,
    slug: `synthetic-stage-${i}`,
    tier: ["s", "a", "b", "c", "d", null][i % 6],
    prizepool: i % 3 ? `${(i + 1) * 1000} United States Dollar` : null,
    begin_at: iso(now - 86_400_000 + i * 60_000),
    end_at: iso(now + 5 * 86_400_000 + i * 60_000),
    league_id: 70_000 + (i % 50),
    serie_id: 80_000 + (i % 200),
    region: "WEU",
    country: null,
    modified_at: iso(now),
    league: { id: 70_000 + (i % 50), name: `League ${i % 50}`, slug: `league-${i % 50}`, image_url: null },
    serie: { id: 80_000 + (i % 200), name: "Season", full_name: `Season ${i % 200} 2026`, season: null, year: 2026 },
    teams: [{ id: 600_000 + (i % 400) }, { id: 600_000 + ((i + 1) % 400) }],
    matches: [],
  }));
}

export function syntheticMatches(count: number, options: { firstId?: number; tournaments?: number; firstTournamentId?: number; now?: Date } = {}) {
  const firstId = options.firstId ?? 5_000_000;
  const tournamentCount = options.tournaments ?? 1000;
  const firstTournamentId = options.firstTournamentId ?? 500_000;
  const now = (options.now ?? new Date()).getTime();
  return Array.from({ length: count }, (_, i) => {
    const t = i % tournamentCount;
    const a = 600_000 + (i % 400);
    const b = 600_000 + ((i + 7) % 400);
    return {
      id: firstId + i,
      name: `Team ${a} vs Team ${b}`,
      slug: `synthetic-${firstId + i}`,
      status: "not_started",
      match_type: "best_of",
      number_of_games: 3,
      scheduled_at: iso(now + (i + 1) * 600_000),
      begin_at: iso(now + (i + 1) * 600_000),
      end_at: null,
      modified_at: iso(now),
      opponents: [
        { type: "Team", opponent: { id: a, name: `Team ${a}`, acronym: `T${a % 1000}`, image_url: null } },
        { type: "Team", opponent: { id: b, name: `Team ${b}`, acronym: `T${b % 1000}`, image_url: null } },
      ],
      results: [
        { team_id: a, score: 0 },
        { team_id: b, score: 0 },
      ],
      winner: null,
      winner_id: null,
      streams_list: [{ main: true, official: true, language: "en", raw_url: `https://www.twitch.tv/synthetic${i % 20}`, embed_url: null }],
      league: { id: 70_000 + (t % 50), name: `League ${t % 50}`, slug: `league-${t % 50}`, image_url: null },
      serie: { id: 80_000 + (t % 200), name: "Season", full_name: `Season ${t % 200} 2026` },
      tournament: {
        id: firstTournamentId + t,
        name: `Stage ${t}`,
        slug: `synthetic-stage-${t}`,
        tier: ["s", "a", "b", "c", "d", null][t % 6],
        prizepool: null,
        league_id: 70_000 + (t % 50),
        serie_id: 80_000 + (t % 200),
      },
      tournament_id: firstTournamentId + t,
    };
  });
}
