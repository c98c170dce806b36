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

/**
 * The settings a search runs under, as PostgreSQL names them. Every way a search matches has an
 * index (see candidates.ts), and no search reads a table through: the planner, told a search's
 * filters are cheap on the stored search text, would otherwise bet on reading a table in order until
 * the candidates' cap, which pays off when the query is in a row of six and reads the whole table
 * (50,000 teams, tens of ms) when it is rare or a typo.
 */
export const SEARCH_SETTINGS: Record<string, string> = {
  "pg_trgm.word_similarity_threshold": String(WORD_SIMILARITY_THRESHOLD),
  statement_timeout: String(SEARCH_STATEMENT_TIMEOUT_MS),
  enable_seqscan: "off",
};

/**
 * Runs `work` in a transaction whose settings are local to it (set_config(..., true)), so the
 * threshold, the timeout and the planner's setting never leak into another query on the same connection. The way of a
 * connection shared with other queries (PGlite's one, or a test's pool); the server's PostgreSQL
 * searches run on connections of their own that start with the settings (search-connections.ts).
 * The timeout must be set by an earlier statement: PostgreSQL arms a statement's timer before
 * running it, so a set_config inside the search itself would not bound it.
 */
export function withSearchSettings<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${sql.join(
        Object.entries(SEARCH_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return work(tx);
  });
}
