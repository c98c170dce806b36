/**
 * A list's count stops here: past it a page says "1,000+" (issue 38). The counts only feed labels
 * ("{n} match(es) found", "{n} tournaments found"), and counting every row grew with the table;
 * counting to a cap costs the same at any size.
 */
export const LIST_COUNT_CAP = 1000;

/** /tournaments shows this many a page (eight rows of the three-column grid), read from the database a page at a time. */
export const TOURNAMENT_PAGE_SIZE = 24;

/** The most pages the tournament list can have: as many as the capped count fills. */
export const TOURNAMENT_MAX_PAGES = Math.ceil(LIST_COUNT_CAP / TOURNAMENT_PAGE_SIZE);
