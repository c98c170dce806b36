/**
 * How a variant changes its place on the public site. Pure and browser-safe: the server render and
 * the hydrating browser apply the same config, so the HTML and the first client render match.
 */
import type { AbPlace } from "@eb/db/experiment-values";

export type { AbPlace };
import type { PublicBookmaker } from "./public-types";
import { bookmakerCtaText } from "./bookmaker-rules";

export type HeroContent = { headline: string; text: string };

/**
 * The visitor's variant of one running test, as the server hands it to the page. `config` is null
 * for the control: the place shows the site as it is.
 */
export type ExperimentAssignment = { testId: number; variantId: number; place: AbPlace; config: Record<string, string | number> | null };

export function assignmentFor(assignments: readonly ExperimentAssignment[], place: AbPlace): ExperimentAssignment | null {
  return assignments.find((a) => a.place === place) ?? null;
}

const text = (config: ExperimentAssignment["config"], key: string): string | null => {
  const v = config?.[key];
  return typeof v === "string" && v.trim() !== "" ? v : null;
};

/** The home hero: the variant's headline and text (with `{year}` filled in), else the site's own. */
export function heroContent(assignment: ExperimentAssignment | null, site: HeroContent, year: number): HeroContent {
  const fill = (s: string) => s.replaceAll("{year}", String(year));
  return {
    headline: fill(text(assignment?.config ?? null, "headline") ?? site.headline),
    text: fill(text(assignment?.config ?? null, "text") ?? site.text),
  };
}

/** A bookmaker card's CTA: the variant's text (with `{bonus}` filled in), else the bookmaker's own. */
export function ctaTextFor(bookmaker: Pick<PublicBookmaker, "ctaText" | "bonus">, assignment: ExperimentAssignment | null): string {
  const variant = text(assignment?.config ?? null, "ctaText");
  if (!variant) return bookmakerCtaText(bookmaker);
  return variant.replaceAll("{bonus}", bookmaker.bonus?.trim() || "Bonus");
}

/** A bookmaker list with the variant's bookmaker moved to the top; the rest keep their order. */
export function featuredFirst<B extends { id: number }>(list: readonly B[], assignment: ExperimentAssignment | null): readonly B[] {
  const id = assignment?.config?.bookmakerId;
  const index = typeof id === "number" ? list.findIndex((b) => b.id === id) : -1;
  if (index <= 0) return list;
  return [list[index]!, ...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * The cookie holding the A/B experiment session: set by the server (signed, HttpOnly) when the
 * visitor accepts analytics and removed when consent is withdrawn (POST/DELETE
 * /api/experiment-session). The server reads it to render the visitor's variants and to credit
 * exposures and conversions; page scripts can neither read nor choose it.
 */
export const EXPERIMENT_SESSION_COOKIE = "eb_sid";
