/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = "23505";

type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * Whether an error is a unique-index violation, of the named index when one is given. Drizzle wraps
 * the driver's error (pg or PGlite, both carrying `code` and `constraint`) as its `cause`, so the
 * chain is searched. A unique index is a check's last guard: a concurrent write that passed the same
 * check first ends here, and the service answers it as the check would have.
 */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++) {
    const { code, constraint, cause } = e as PgError;
    if (code === UNIQUE_VIOLATION) return index === undefined || constraint === index;
    e = cause;
  }
  return false;
}
