import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDb, testDrivers } from "./testing";
import { matches } from "./schema/index";

describe.each(testDrivers())("database on %s", (driver) => {
  it("applies every migration so the schema's tables exist", async () => {
    const handle = await createTestDb(driver);
    try {
      const rows = await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`);
      const names = (rows as { rows?: { table_name: string }[] }).rows ?? (rows as { table_name: string }[]);
      expect(names.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(["matches", "tournaments", "teams", "bookmakers", "bookmaker_redirects", "sync_status"]),
      );
      const inserted = await handle.db.insert(matches).values({ id: 1, game: "cs2", status: "not_started" }).returning({ id: matches.id });
      expect(inserted).toEqual([{ id: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
