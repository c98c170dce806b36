import { httpUrl } from "../../shared";
import type { PsLeague, PsSerie, PsTournament } from "./types";

/** Provider URLs: only absolute http(s) ones are stored (see httpUrl). */
export { httpUrl };

/** A provider timestamp as a Date; the schema has already refused anything but ISO-8601 with an offset. */
export function toDate(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** A non-blank string or null: the provider sends both null and "" for "no value". */
export function text(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/**
 * The name stored for a tournament: "League Serie - Stage", as the demo data does, because a
 * bare stage name ("Playoffs") means nothing on its own and the public name fallback matches
 * on the last words of this text.
 */
export function tournamentDisplayName(t: PsTournament, league: PsLeague | undefined, serie: PsSerie | undefined): string | null {
  const stage = text(t.name);
  const prefix = [text(league?.name), text(serie?.full_name) ?? text(serie?.name)].filter(Boolean).join(" ");
  if (stage && prefix) return `${prefix} - ${stage}`;
  return stage ?? (prefix || null);
}

export const TIERS = ["s", "a", "b", "c", "d", "unranked"] as const;

/** Tier stays null when the provider sends null: the public site hides null-tier tournaments. */
export function toTier(value: string | null | undefined): string | null {
  const tier = value?.trim().toLowerCase() ?? "";
  return (TIERS as readonly string[]).includes(tier) ? tier : null;
}
