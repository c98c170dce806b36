import { sql } from "drizzle-orm";
import type { ChangeSource, DbOrTx } from "../platform";

/** The PostgreSQL channel every instance listens on for newly ingested analytics events. */
export const ANALYTICS_CHANNEL = "eb_analytics_ingested";

/** The only change there is: events were written (the Real-Time panel re-reads its last hour). */
export type AnalyticsChange = "ingested";

/** Called once per written batch (not per event), so a burst of beacons costs one notification per flush. */
export async function announceAnalyticsIngest(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${ANALYTICS_CHANNEL}, '')`);
}

declare module "../platform" {
  interface AdminRequestContext {
    /** Newly ingested analytics events, from every instance (the Real-Time panel). */
    analyticsChanges?: ChangeSource<AnalyticsChange>;
  }
}
