/**
 * Both drivers answer `db.execute` with an object carrying `rows`. Tests read their ad hoc queries'
 * results with this; production code names every query instead (`queryRows` from `@eb/db`).
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
