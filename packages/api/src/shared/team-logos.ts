import { logoUrl } from "./http-url";

/**
 * Spec 3: logos are indexed by lowercased name, by variants with ' esports', 'team ',
 * ' clan', ' gaming' removed, and by initials when 2 to 4 letters.
 */
export function logoKeys(name: string): string[] {
  const base = name.trim().toLowerCase().replace(/\s+/g, " ");
  if (!base) return [];
  const keys = new Set<string>([base]);
  for (const variant of [base.replace(/ esports\b/g, ""), base.replace(/^team /, ""), base.replace(/ clan\b/g, ""), base.replace(/ gaming\b/g, "")]) {
    const trimmed = variant.trim();
    if (trimmed) keys.add(trimmed);
  }
  const initials = teamInitials(name);
  if (initials.length >= 2 && initials.length <= 4) keys.add(initials.toLowerCase());
  return [...keys];
}

/** First letters of each word ("Team Liquid" -> "TL"). */
export function teamInitials(name: string): string {
  return name
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

/** Two letters shown when a team has no logo. */
export function logoFallback(name: string | null | undefined): string {
  const clean = (name ?? "").trim();
  if (!clean) return "?";
  const initials = teamInitials(clean);
  return (initials.length >= 2 ? initials : clean.replace(/[^\p{L}\p{N}]/gu, "")).slice(0, 2).toUpperCase() || "?";
}

export type LogoIndex = Map<string, string>;

export function buildLogoIndex(teams: { name: string; imageUrl: string | null }[]): LogoIndex {
  const index: LogoIndex = new Map();
  for (const team of teams) {
    // A stored logo that is not safe on a page (see logoUrl) is never offered to one.
    const url = logoUrl(team.imageUrl);
    if (!url) continue;
    for (const key of logoKeys(team.name)) if (!index.has(key)) index.set(key, url);
  }
  return index;
}

export function findLogo(index: LogoIndex, name: string | null | undefined): string | null {
  if (!name) return null;
  for (const key of logoKeys(name)) {
    const hit = index.get(key);
    if (hit) return hit;
  }
  return null;
}
