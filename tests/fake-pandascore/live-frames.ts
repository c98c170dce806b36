/**
 * Counter-Strike frames in the shape PandaScore's data sample documents
 * (developers.pandascore.co/docs/data-sample-csgo): the game, match and tournament ids, the map,
 * the round and seconds into it, and each side with its round score and series score. Players
 * are left out (the feed does not read them). `finished` and `winner_id` sit on `game`, as the
 * older CS:GO reference has them.
 */
export type CsSide = { id: number; name: string; rounds: number; series: number };

export function csFrame(f: {
  matchId: number;
  gameId: number;
  map: string;
  round: number;
  seconds: number;
  ct: CsSide;
  t: CsSide;
  finished?: boolean;
  winnerId?: number | null;
}): Record<string, unknown> {
  const side = (s: CsSide) => ({ id: s.id, name: s.name, round_score: s.rounds, score: s.series, players: [] });
  return {
    game: { id: f.gameId, finished: f.finished ?? false, winner_id: f.winnerId ?? null },
    match: { id: f.matchId },
    tournament: { id: 1 },
    map: { id: 31, name: f.map },
    round: f.round,
    current_timestamp: f.seconds,
    bomb_planted: false,
    paused: false,
    counter_terrorists: side(f.ct),
    terrorists: side(f.t),
  };
}
