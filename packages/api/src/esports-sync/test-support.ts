import pino from "pino";
import { sql, type Db } from "@eb/db";
import { rowsOf } from "../testing/rows";

/** Helpers shared by the sync tests (not used by production code). */
export const silentLog = pino({ level: "silent" });

export function testClock(start = "2026-06-20T12:00:00Z") {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance: (ms: number) => void (current = new Date(current.getTime() + ms)),
    set: (iso: string) => void (current = new Date(iso)),
  };
}

export async function countRows(db: Db, table: string, where = "true"): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`)));
  return row!.n;
}
