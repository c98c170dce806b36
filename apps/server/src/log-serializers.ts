import pino from "pino";
import { loggedPath } from "./log-redaction";

/** PostgreSQL's query_canceled: a statement_timeout (search sets one) or a cancel request. */
const QUERY_CANCELED = "57014";
/** The longest statement text and driver message an error line keeps. */
export const LOGGED_STATEMENT_MAX = 300;

type FailedStatement = Error & { query: string; params: unknown[]; cause?: unknown };

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Drizzle's DrizzleQueryError (the statement and its parameters), at the error or among its causes. */
function failedStatementIn(err: unknown): FailedStatement | null {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof Error && typeof (e as Partial<FailedStatement>).query === "string" && Array.isArray((e as Partial<FailedStatement>).params))
      return e as FailedStatement;
  }
  return null;
}

/**
 * pino's error serializer, except for a failed SQL statement: its message quotes every parameter
 * (whatever a client sent: 12 KB a line), so it is logged as the statement's first characters, the
 * database's code and its message, never the parameters. A statement timeout is one short line.
 */
export function serializeError(err: unknown): unknown {
  const statement = failedStatementIn(err);
  if (!statement) return pino.stdSerializers.err(err as Error);
  const cause = statement.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  if (code === QUERY_CANCELED) return { type: "StatementTimeout", code, message: "statement canceled (statement timeout)" };
  return {
    type: "FailedStatement",
    ...(code ? { code } : {}),
    message: truncate(typeof cause?.message === "string" ? cause.message : statement.name, LOGGED_STATEMENT_MAX),
    statement: truncate(statement.query, LOGGED_STATEMENT_MAX),
  };
}

/** A request as its log lines show it: the method and the path without its query, bounded. */
export function serializeRequest(req: { method?: string; url?: string }): { method?: string; url: string } {
  return { method: req.method, url: loggedPath(req.url ?? "") };
}

/** pino's type for a serialized error; a failed statement's has no stack (its place in the code says nothing new). */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** Every logger's serializers (the app's and the boot logger). */
export const logSerializers = { err: serializeError as (err: Error) => SerializedError, req: serializeRequest };
