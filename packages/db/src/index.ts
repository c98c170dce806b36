export { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, not, or, sql, count, sum } from "drizzle-orm";
export type { SQL, Subquery } from "drizzle-orm";
export { GAMES, type Game, SYNC_KINDS, type SyncKind, BONUS_TYPES, type BonusType } from "./schema/index";
export type { Db, DbHandle, DbConfig } from "./client";
export { queryRows, type SqlExecutor } from "./rows";
