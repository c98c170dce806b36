import { sql, type Db } from "@eb/db";
import type { DbOrTx } from "../platform";

/**
 * pg_trgm's word-similarity threshold for `<%` (default 0.6). 0.4 still finds a one-letter typo in
 * a five-letter name ("fntic" -> "Fnatic" is 0.44); what else it lets in is ranked below, and each
 * way of matching reads a bounded number of candidates (see CANDIDATES).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * A search's statements may not run longer than this: a crafted query whose trigrams are everywhere
 * but whose text is nowhere would otherwise recheck every row. (Typical searches take a few ms.)
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 500;

/** The settings a search runs under, as PostgreSQL names them. */
export const SEARCH_SETTINGS: Record<string, string> = {
  "pg_trgm.word_similarity_threshold": String(WORD_SIMILARITY_THRESHOLD),
  statement_timeout: String(SEARCH_STATEMENT_TIMEOUT_MS),
};

/**
 * Runs `work` in a transaction whose settings are local to it (set_config(..., true)), so the
 * threshold and the timeout never leak into another query on the same connection. The way of a
 * connection shared with other queries (PGlite's one, or a test's pool); the server's PostgreSQL
 * searches run on connections of their own that start with the settings (search-connections.ts).
 * The timeout must be set by an earlier statement: PostgreSQL arms a statement's timer before
 * running it, so a set_config inside the search itself would not bound it.
 */
export function withSearchSettings<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${SEARCH_SETTINGS["pg_trgm.word_similarity_threshold"]}, true), set_config('statement_timeout', ${SEARCH_SETTINGS.statement_timeout}, true)`,
    );
    return work(tx);
  });
}
