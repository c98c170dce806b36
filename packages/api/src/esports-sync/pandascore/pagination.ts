/** The `next` target of an RFC 8288 Link header, if any (PandaScore sends first/prev/next/last). */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const match = /<([^>]+)>\s*;(.*)/.exec(part.trim());
    if (match && /rel\s*=\s*"?next"?/i.test(match[2]!)) return match[1]!;
  }
  return null;
}

/**
 * Keeps a followed link on our configured base URL: only its path and query are used, so the
 * bearer token never goes to another host named in a header.
 */
export function resolveOnBase(baseUrl: string, link: string): string {
  const target = new URL(link, baseUrl);
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/$/, "");
  const path = basePath && target.pathname.startsWith(basePath) ? target.pathname.slice(basePath.length) : target.pathname;
  return `${base.origin}${basePath}${path}${target.search}`;
}

/** Drops items already seen on an earlier page (lists shift while paging; doc §4). Parsed items always have an id. */
export function dedupeById<T extends { id: number }>(items: T[], seen: Set<number>): { fresh: T[]; duplicates: number } {
  const fresh: T[] = [];
  let duplicates = 0;
  for (const item of items) {
    if (seen.has(item.id)) {
      duplicates++;
      continue;
    }
    seen.add(item.id);
    fresh.push(item);
  }
  return { fresh, duplicates };
}
