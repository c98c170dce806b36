import { sql, type SQL } from "@eb/db";
import { MATCH_TIER, type SearchPlan } from "./plan";

/**
 * How many rows each way of matching may hand to the ranking. GIN cannot return rows in rank
 * order, so a common word ("team", "gaming": thousands of names) would otherwise have every one of
 * them ranked; capped, a search reads at most a few hundred rows whatever it is asked.
 */
export const CANDIDATES = { prefix: 100, substring: 100, similar: 200 } as const;

/**
 * The rows whose search text matches, each way of matching through the trigram index on exactly
 * `text` (the expression the index is built on, so the planner uses it): starts with the query,
 * contains it, or has a word similar to it (`<%`, pg_trgm's word similarity, over the session's
 * threshold). A query under three characters matches the start of the text or of one of its words
 * only. Each row comes with `columns` and its search text as `text`, computed once here: the text
 * is a call of eb_search_text (unaccent), the costly part of ranking a few hundred rows, and the
 * rows need no second read of the table by id.
 */
export function candidateRows(table: SQL, columns: SQL, text: SQL, plan: SearchPlan, where: SQL = sql`true`): SQL {
  const like = (pattern: SQL) => sql`${text} like ${pattern}`;
  const needle = sql`eb_search_text(${plan.likeText})`;
  const capped = (cond: SQL, limit: number) => sql`(select ${columns}, ${text} as text from ${table} where ${where} and ${cond} limit ${limit})`;
  if (plan.wordStartsOnly) {
    return sql`${capped(like(sql`${needle} || '%'`), CANDIDATES.prefix)} union ${capped(like(sql`'% ' || ${needle} || '%'`), CANDIDATES.prefix)}`;
  }
  return sql`${capped(like(sql`${needle} || '%'`), CANDIDATES.prefix)}
    union ${capped(like(sql`'%' || ${needle} || '%'`), CANDIDATES.substring)}
    union ${capped(sql`eb_search_text(${plan.text}) <% ${text}`, CANDIDATES.similar)}`;
}

/**
 * The rank tier of a row (see MATCH_TIER) from its search text and the texts that count as an
 * exact hit (a name, an acronym); `needle` and `likeNeedle` are the query through eb_search_text.
 */
export function matchTier(text: SQL, exact: SQL[], plan: SearchPlan): SQL {
  const needle = sql`eb_search_text(${plan.text})`;
  const likeNeedle = sql`eb_search_text(${plan.likeText})`;
  return sql`case
    when ${sql.join(
      exact.map((e) => sql`${e} = ${needle}`),
      sql` or `,
    )} then ${MATCH_TIER.exact}
    when ${text} like ${likeNeedle} || '%' then ${MATCH_TIER.prefix}
    when ${text} like '% ' || ${likeNeedle} || '%' then ${MATCH_TIER.wordPrefix}
    when ${text} like '%' || ${likeNeedle} || '%' then ${MATCH_TIER.substring}
    else ${MATCH_TIER.similar} end`;
}

/** How similar the query is to the closest words of the text (0..1): the order within a tier. */
export const similarity = (text: SQL, plan: SearchPlan) => sql`word_similarity(eb_search_text(${plan.text}), ${text})`;
