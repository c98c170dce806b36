import { z } from "zod";

/** The largest value of a PostgreSQL `integer` (and `serial`) column: 2^31 - 1. */
export const PG_INTEGER_MAX = 2_147_483_647;

/**
 * An input naming a row by its `serial` id, or a row `version` kept in an `integer` column.
 * Past 2^31 - 1 PostgreSQL refuses the query itself ("out of range for type integer"), which
 * surfaced as a 500; bounded here, it is a 400 naming the field, before any database work.
 */
export function dbId(message?: string) {
  return z.number({ error: message }).int(message).min(1, message).max(PG_INTEGER_MAX, message);
}
