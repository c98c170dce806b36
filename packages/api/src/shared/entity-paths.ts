/**
 * The canonical URLs of the match and team pages (issue 24). The id finds the page; the words
 * after it are for people and search engines, so a wrong or missing one redirects (301) to the
 * URL these functions build.
 */

/** The longest slug part: long enough for any real team name, short enough for a readable URL. */
const MAX_SLUG = 60;

/**
 * A name as a URL word: accents off (NFKD), lower case, every run of other characters one
 * hyphen. A name with nothing left (all symbols, or a script without Latin letters) becomes
 * `fallback`, so every page still has a stable canonical URL.
 */
export function slugPart(name: string | null | undefined, fallback: string): string {
  const slug = (name ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, "");
  return slug || fallback;
}

/** `/match/{game}/{id}/{team-a}-vs-{team-b}`; a side not yet known is "tbd". */
export function matchPath(game: string, id: number, teamA: string | null | undefined, teamB: string | null | undefined): string {
  return `/match/${game}/${id}/${slugPart(teamA, "tbd")}-vs-${slugPart(teamB, "tbd")}`;
}

/** `/team/{game}/{id}/{name}`. */
export function teamPath(game: string, id: number, name: string | null | undefined): string {
  return `/team/${game}/${id}/${slugPart(name, "team")}`;
}
