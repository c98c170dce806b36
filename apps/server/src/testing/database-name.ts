import { sql, type Db } from "@eb/db";

/** The name of the PostgreSQL database a test handle is connected to. */
export async function databaseName(db: Db): Promise<string> {
  const result = (await db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
  return result.rows[0]!.name;
}
