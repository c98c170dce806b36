import { calendarDay, matchDayHeading } from "@eb/api/shared";
import { gameSearch, withParam } from "./search-params";

/**
 * /matches/upcoming in pages: 100 cards made an 18,000 px page on a phone. Twelve fill four rows of
 * the three-column grid; the server lists at most 100 upcoming matches, so there are at most nine pages.
 * /results is paged the same way (issue 38): its 100 results of a busy week were a 450 KB page.
 */
export const UPCOMING_PAGE_SIZE = 12;
export const UPCOMING_MAX_PAGES = Math.ceil(100 / UPCOMING_PAGE_SIZE);

/** The ?page= of a query: a whole number from 1 to the most there can be (the upcoming list's by default); anything else is page 1. */
export function pageFromSearch(search: string | URLSearchParams, maxPages = UPCOMING_MAX_PAGES): number {
  const raw = new URLSearchParams(search).get("page") ?? "";
  if (!/^\d{1,3}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), maxPages);
}

/** /matches/upcoming and /results read ?game= and ?page=: each page is its own server render, cached apart. */
export function matchListSearch(search: URLSearchParams): string {
  const params = new URLSearchParams(gameSearch(search));
  const page = pageFromSearch(search);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

/** One page of a list; a page past the last shows the last. */
export function pageOf<T>(items: readonly T[], requested: number, size = UPCOMING_PAGE_SIZE): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(requested, 1), pageCount);
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}

/** The URL of a page, other parameters kept; page 1 has no ?page=, so it is the list's own URL. */
export const pageHref = (path: string, search: string, page: number) => withParam(path, search, "page", page <= 1 ? "all" : String(page));

export type DayGroup<M> = { day: string; heading: string; matches: M[] };

/** Matches (in start order) under their day's heading, in the viewer's zone; no start time goes under "Date to be announced". */
export function groupByDay<M extends { beginAt: string | null }>(matches: readonly M[], now: Date, timeZone: string): DayGroup<M>[] {
  const groups: DayGroup<M>[] = [];
  for (const m of matches) {
    const day = m.beginAt ? calendarDay(new Date(m.beginAt), timeZone) : "tbd";
    let group = groups.find((g) => g.day === day);
    if (!group) {
      group = { day, heading: m.beginAt ? matchDayHeading(new Date(m.beginAt), now, timeZone) : "Date to be announced", matches: [] };
      groups.push(group);
    }
    group.matches.push(m);
  }
  return groups;
}
