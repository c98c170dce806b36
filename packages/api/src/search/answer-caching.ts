/**
 * How long a CDN (and the browser) may keep a search answer. An answer holds nothing of the visitor
 * (no bookmaker, nothing placed by jurisdiction, no cookie), so one copy serves everyone who types the
 * same text; a few seconds absorb the bursts of a popular name without letting a changed team or a
 * started match show for long.
 */
export const SEARCH_ANSWER_MAX_AGE_S = 5;

/**
 * The Cache-Control of a public API answer when it may be shared: a query whose every call is a
 * search, all of them answered (an error, a refusal past the address's rate among them, is never
 * kept). Null otherwise, and when the headers are written before the answers are known (a streamed
 * batch). A CDN keys on the whole URL, the query text in it.
 */
export function searchAnswerCacheControl(answer: { paths: readonly string[]; type: string; failed: boolean; headersFirst: boolean }): string | null {
  if (answer.type !== "query" || answer.failed || answer.headersFirst || answer.paths.length === 0) return null;
  if (!answer.paths.every((p) => p.startsWith("search."))) return null;
  return `public, max-age=${SEARCH_ANSWER_MAX_AGE_S}`;
}
