export type TournamentStatus = "upcoming" | "running" | "finished";

/** Tournaments have no provider status: it follows from the dates. */
export function tournamentStatus(beginAt: Date | null, endAt: Date | null, now: Date): TournamentStatus {
  if (beginAt && beginAt > now) return "upcoming";
  if (endAt && endAt < now) return "finished";
  if (!beginAt) return "upcoming";
  return "running";
}

/**
 * Spec 7: the fallback matches tournament_name case-insensitively using the whole name or its
 * last 4 or 5 words; only fragments of at least 3 characters are used.
 */
export function tournamentNameCandidates(name: string): string[] {
  const clean = name.trim().replace(/\s+/g, " ");
  const words = clean.split(" ").filter(Boolean);
  const candidates = [clean, words.slice(-5).join(" "), words.slice(-4).join(" ")];
  return [...new Set(candidates)].filter((c) => c.length >= 3);
}

/** URL segment for a tournament name: encodeURIComponent, as the spec's routes carry it. */
export function tournamentPath(game: string, id: number, name: string): string {
  return `/tournament/${game}/${id}/${encodeURIComponent(name)}`;
}
