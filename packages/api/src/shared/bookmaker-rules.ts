export { BONUS_TYPE_LABELS } from "@eb/db/bookmaker-values";
import type { PublicBookmaker } from "./public-types";

/** Spec: /go/{redirect_slug} if a slug exists, else the website URL. */
export function bookmakerHref(b: Pick<PublicBookmaker, "redirectSlug" | "websiteUrl">): string | null {
  if (b.redirectSlug) return `/go/${encodeURIComponent(b.redirectSlug)}`;
  return b.websiteUrl;
}

/** Spec: cta_text, else 'Claim {bonus}', else 'Visit Site'. */
export function bookmakerCtaText(b: Pick<PublicBookmaker, "ctaText" | "bonus">): string {
  if (b.ctaText?.trim()) return b.ctaText;
  if (b.bonus?.trim()) return `Claim ${b.bonus}`;
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
