import { isSearchableQuery, normaliseSearchQuery } from "../shared";

/**
 * What the SQL of a search needs from the visitor's text (pure). The database lowers the case and
 * strips the accents itself (eb_search_text, as the trigram indexes do), so the text goes there as
 * typed; only LIKE's own characters are escaped here.
 */
export type SearchPlan = {
  /** The normalised query, as the database compares it (through eb_search_text). */
  text: string;
  /** The same text with LIKE's wildcards and escape character escaped, for the prefix and substring patterns. */
  likeText: string;
  /**
   * Without a run of three letters or digits a substring or a similarity has no whole trigram to
   * look up in the index (it would read all of it: "g2", "a b c", "😀😀😀 x1"), so such a query
   * matches the start of the text or of a word only.
   */
  wordStartsOnly: boolean;
};

/** Three letters or digits in a row: the shortest text pg_trgm takes a whole word trigram from. */
const WORD_TRIGRAM = /[\p{L}\p{N}]{3}/u;

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The plan of a query, or null when it is too short to search (nothing is asked of the database). */
export function searchPlan(raw: string): SearchPlan | null {
  const text = normaliseSearchQuery(raw);
  if (!isSearchableQuery(text)) return null;
  return { text, likeText: escapeLike(text), wordStartsOnly: !WORD_TRIGRAM.test(text) };
}

/**
 * Rank tiers, best first: the name or acronym itself, a name starting with the query, a word of it
 * starting with the query, the query inside a word, then similar words only (a typo).
 */
export const MATCH_TIER = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3, similar: 4 } as const;
