import { httpUrl } from "../../shared";
import type { PsLeague, PsSerie, PsTournament } from "./types";

/** Provider URLs: only absolute http(s) ones are stored (see httpUrl). */
export { httpUrl };

/** An ISO timestamp from the provider, or null when absent or unparseable. */
export function toDate(value: unknown): Date | null {
  if (typeof value !== "string" || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A non-blank string or null: the provider sends both null and "" for "no value". */
export function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

export function int(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

export function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

/**
 * The name stored for a tournament: "League Serie - Stage", as the demo data does, because a
 * bare stage name ("Playoffs") means nothing on its own and the public name fallback matches
 * on the last words of this text.
 */
export function tournamentDisplayName(t: PsTournament, league: PsLeague | null | undefined, serie: PsSerie | null | undefined): string | null {
  const stage = text(t.name);
  const prefix = [text(league?.name), text(serie?.full_name) ?? text(serie?.name)].filter(Boolean).join(" ");
  if (stage && prefix) return `${prefix} - ${stage}`;
  return stage ?? (prefix || null);
}

export const TIERS = ["s", "a", "b", "c", "d", "unranked"] as const;

/** Tier stays null when the provider sends null: the public site hides null-tier tournaments. */
export function toTier(value: unknown): string | null {
  const tier = typeof value === "string" ? value.trim().toLowerCase() : "";
  return (TIERS as readonly string[]).includes(tier) ? tier : null;
}
