import { LruMap } from "../platform";

/** Distinct pages one analytics session may report events for. */
export type SessionPageLimit = { pagesPerSession: number; sessions: number };

/**
 * A reading session visits tens of pages; a session naming hundreds of made-up paths is filling the
 * daily page rollup (PAGES_PER_DAY slots, first come first served) so real pages land in
 * "(other pages)". Events on pages beyond the cap are dropped. Session ids are the caller's to pick,
 * so this bounds one session; the address's daily budget bounds how many sessions it can spend.
 */
export const SESSION_PAGE_LIMIT: SessionPageLimit = { pagesPerSession: 50, sessions: 20_000 };

/** The page an event belongs to, as the page rollup counts it: the path without query or fragment. */
function pageOf(pageUrl: string): string {
  return pageUrl.split(/[?#]/, 1)[0]!;
}

/** FNV-1a: the tracker keeps a 32-bit number per page, not up to 2,000 characters of it. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Remembers each recent session's distinct pages (bounded in sessions and pages, in memory only). */
export class SessionPageCap {
  private readonly pages: LruMap<string, Set<number>>;

  constructor(private readonly limit: SessionPageLimit) {
    this.pages = new LruMap(limit.sessions);
  }

  /** True when the page is one the session already reported, or a new one within its cap (then remembered). */
  admits(sessionId: string, pageUrl: string): boolean {
    const page = hashOf(pageOf(pageUrl));
    const seen = this.pages.get(sessionId) ?? new Set<number>();
    if (seen.has(page)) return true;
    if (seen.size >= this.limit.pagesPerSession) return false;
    seen.add(page);
    this.pages.set(sessionId, seen);
    return true;
  }
}
