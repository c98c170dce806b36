import type { Db } from "@eb/db";

/**
 * What services take to read and write: the root handle or a transaction. A mutation is handed the
 * transaction `audited` opened, so its change and its audit row commit together.
 */
export type DbOrTx = Pick<Db, "insert" | "select" | "update" | "delete" | "execute">;
