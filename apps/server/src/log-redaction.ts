/**
 * Query parameters that carry a secret somewhere in this system or in what clients commonly send:
 * the postback token (token mode puts the programme's secret in ?token=), signatures, keys,
 * passwords, codes. Matched as a name in a query string (after ? or &), in any case.
 */
const SECRET_PARAMETER = /([?&;](?:token|access_token|secret|signature|sig|key|api_?key|password|passwd|pwd|code|auth)=)[^&;#\s"\\]*/gi;

/** A postback path names its programme by its key: kept out of the log as well. */
const POSTBACK_PATH = /(\/api\/postbacks\/)[^?#\s"\\/]+/g;

/**
 * A log line (pino's serialized JSON) with every secret-bearing parameter and postback key replaced.
 * Applied to each line at the destination, so it covers what any part writes: request lines, error
 * messages and stacks (Fastify's own name the URL), a driver error quoting a statement.
 */
export function redactLogLine(line: string): string {
  return line.replace(SECRET_PARAMETER, "$1[redacted]").replace(POSTBACK_PATH, "$1[redacted]");
}

/** A log destination that redacts each line before passing it on. */
export function redactingStream(target: { write: (line: string) => unknown }): { write: (line: string) => void } {
  return { write: (line) => void target.write(redactLogLine(line)) };
}

/** The longest path a request line logs: anonymous clients choose it, so its size is bounded here. */
export const LOGGED_PATH_MAX = 200;

/** What a request line logs of a URL: the path without its query, truncated (the query may hold secrets and is any size). */
export function loggedPath(url: string): string {
  const q = url.search(/[?#]/);
  const path = q === -1 ? url : url.slice(0, q);
  return path.length > LOGGED_PATH_MAX ? `${path.slice(0, LOGGED_PATH_MAX)}…` : path;
}
