import { GAME_FULL_NAMES, GAMES } from "@eb/api/shared";

/** `fullPage`: served by the server, not this app, so it is a plain link (full page load). */
export type NavItem = { label: string; href: string; fullPage?: boolean };

/** Spec: header items, identical on desktop and in the mobile menu. */
export const HEADER_ITEMS: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "CS2", href: "/games/cs2" },
  { label: "LoL", href: "/games/lol" },
  { label: "Valorant", href: "/games/valorant" },
  { label: "Dota 2", href: "/games/dota2" },
  { label: "Matches", href: "/matches/upcoming" },
  { label: "Streams", href: "/streams" },
  { label: "Results", href: "/results" },
  { label: "Tournaments", href: "/tournaments" },
  { label: "Bonuses", href: "/bonuses" },
];

/** Spec: footer links; the game pages carry the full game names. */
export const FOOTER_GAME_LINKS: NavItem[] = GAMES.map((g) => ({ label: GAME_FULL_NAMES[g], href: `/games/${g}` }));

export const FOOTER_SITE_LINKS: NavItem[] = [
  { label: "Betting Bonuses", href: "/bonuses" },
  { label: "Tournaments", href: "/tournaments" },
  { label: "About Us", href: "/about" },
  { label: "Admin", href: "/auth", fullPage: true },
];

export const FOOTER_LEGAL_LINKS: NavItem[] = [
  { label: "Responsible Gambling", href: "/responsible-gambling" },
  { label: "Take a Break", href: "/take-a-break" },
  { label: "Terms & Conditions", href: "/terms-conditions" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];

export const GAMBLING_AWARENESS_URL = "https://www.begambleaware.org";

/**
 * The header item for the current path: exact for Home, otherwise the item whose path is
 * the current path or a parent of it (a tournament detail page highlights Tournaments).
 */
export function activeNavHref(pathname: string, items: NavItem[] = HEADER_ITEMS): string | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return "/";
  if (path.startsWith("/tournament/")) return "/tournaments";
  let best: string | null = null;
  for (const item of items) {
    if (item.href === "/") continue;
    if ((path === item.href || path.startsWith(item.href + "/")) && (!best || item.href.length > best.length)) best = item.href;
  }
  return best;
}
