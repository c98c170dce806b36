export { BONUS_TYPE_LABELS } from "@eb/db/bookmaker-values";
import type { PublicBookmaker } from "./public-types";

/** Spec: /go/{redirect_slug} if a slug exists, else the website URL. */
export function bookmakerHref(b: Pick<PublicBookmaker, "redirectSlug" | "websiteUrl">): string | null {
  if (b.redirectSlug) return `/go/${encodeURIComponent(b.redirectSlug)}`;
  return b.websiteUrl;
}

/**
 * The CTA the admin form stores for a bookmaker saved without a bonus and without a CTA (admin spec:
 * "'Claim Bonus' when no bonus"). On a card that says "No Bonus" it promises what is not there.
 */
export const GENERIC_CLAIM_CTA = "Claim Bonus";

const hasBonus = (b: Pick<PublicBookmaker, "bonus">) => Boolean(b.bonus?.trim());

/**
 * Spec: cta_text, else 'Claim {bonus}', else 'Visit Site'. The generic 'Claim Bonus' of a bookmaker
 * with no bonus counts as no CTA text, so such a card reads 'Visit Site' beside its 'No Bonus'.
 */
export function bookmakerCtaText(b: Pick<PublicBookmaker, "ctaText" | "bonus">): string {
  const stored = b.ctaText?.trim();
  if (stored && (hasBonus(b) || stored !== GENERIC_CLAIM_CTA)) return b.ctaText!;
  if (hasBonus(b)) return `Claim ${b.bonus}`;
  return "Visit Site";
}

/** Host shown in the card footer, "T&Cs apply. 18+ {host}". */
export function bookmakerHost(websiteUrl: string | null): string {
  if (!websiteUrl) return "";
  try {
    return new URL(websiteUrl).host.replace(/^www\./, "");
  } catch {
    return "";
  }
}
