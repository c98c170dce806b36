import type { DbHandle } from "@eb/db/client";
import { TEST_PG_URL } from "@eb/db/testing";

/** The connection URL of a throwaway PostgreSQL test database, for a child process (server, CLI) to open. */
export async function databaseUrlOf(handle: DbHandle): Promise<string> {
  const client = await handle.pool!.connect();
  try {
    const { rows } = await client.query<{ db: string }>("select current_database() as db");
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${rows[0]!.db}`;
    return url.toString();
  } finally {
    client.release();
  }
}
