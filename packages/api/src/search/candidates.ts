import { sql, type SQL } from "@eb/db";
import { MATCH_TIER, type SearchPlan } from "./plan";

/**
 * How many rows each way of matching may hand to the ranking. GIN cannot return rows in rank
 * order, so a common word ("team", "gaming": thousands of names) would otherwise have every one of
 * them ranked; capped, a search reads at most a few hundred rows whatever it is asked.
 */
export const CANDIDATES = { prefix: 100, substring: 100, similar: 200 } as const;

/**
 * The rows whose search text matches, each way of matching through an index on `text`, the table's
 * stored search text (search_text: eb_search_text of the names, kept by PostgreSQL): starts with the
 * query (a btree range, read in order and left at the cap, or the trigram index), contains it, or
 * has a word similar to it (`<%`, pg_trgm's word similarity, over the session's threshold). A query
 * under three characters matches the start of the text or of one of its words only. Each row comes
 * with `columns` and its search text as `text`, so the rows need no second read of the table by id.
 * The query goes through eb_search_text once (a constant, folded when the statement is planned).
 * `listed` is how many rows the list shows.
 */
export function candidateRows(table: SQL, columns: SQL, text: SQL, plan: SearchPlan, listed: number, where: SQL = sql`true`): SQL {
  const like = (pattern: SQL) => sql`${text} like ${pattern}`;
  const needle = sql`eb_search_text(${plan.likeText})`;
  const capped = (cond: SQL, limit: number) => sql`(select ${columns}, ${text} as text from ${table} where ${where} and ${cond} limit ${limit})`;
  if (plan.wordStartsOnly) {
    return sql`${capped(like(sql`${needle} || '%'`), CANDIDATES.prefix)} union ${capped(like(sql`'% ' || ${needle} || '%'`), CANDIDATES.prefix)}`;
  }
  // A row that only resembles the query ranks below every row that contains it: with a full list of
  // those, the similar words are not looked up (for a common word, the costliest of the three scans).
  const enoughContain = sql`(select count(*) from containing) >= ${listed}`;
  return sql`with containing as (${capped(like(sql`${needle} || '%'`), CANDIDATES.prefix)}
      union ${capped(like(sql`'%' || ${needle} || '%'`), CANDIDATES.substring)})
    select * from containing
    union ${capped(sql`eb_search_text(${plan.text}) <% ${text} and not (${enoughContain})`, CANDIDATES.similar)}`;
}

/**
 * The rank tier of a row (see MATCH_TIER) from its search text (`name || ' ' || other`, normalised)
 * and the row's `name` and `other` (an acronym, a league), either of which, normalised, is an exact
 * hit. Normalising costs a call of eb_search_text each, so it is asked only of a row whose text
 * could hold the hit: the name starts the text and is followed by the space, the other ends it after
 * the space (lower() and unaccent() change characters one by one, so the text is the two normalised
 * names joined). `needle` and `likeNeedle` are the query through eb_search_text.
 */
export function matchTier(text: SQL, name: SQL, other: SQL, plan: SearchPlan): SQL {
  const needle = sql`eb_search_text(${plan.text})`;
  const likeNeedle = sql`eb_search_text(${plan.likeText})`;
  return sql`case
    when (${text} like ${likeNeedle} || ' %' and eb_search_text(${name}) = ${needle})
      or (${text} like '% ' || ${likeNeedle} and eb_search_text(coalesce(${other}, '')) = ${needle}) then ${MATCH_TIER.exact}
    when ${text} like ${likeNeedle} || '%' then ${MATCH_TIER.prefix}
    when ${text} like '% ' || ${likeNeedle} || '%' then ${MATCH_TIER.wordPrefix}
    when ${text} like '%' || ${likeNeedle} || '%' then ${MATCH_TIER.substring}
    else ${MATCH_TIER.similar} end`;
}

/** How similar the query is to the closest words of the text (0..1): the order within a tier. */
export const similarity = (text: SQL, plan: SearchPlan) => sql`word_similarity(eb_search_text(${plan.text}), ${text})`;
