import type { ChangeSource } from "../platform";
import type { SyncChange } from "../jobs";

/** What the admin API needs from the server to serve live sync state. */
export type SyncLink = {
  /** This instance's feed of sync notifications (from every instance, through LISTEN). */
  changes: ChangeSource<SyncChange>;
  /** Whether the periodic sync jobs run (SYNC_JOBS); the grid's "next run" depends on it. */
  scheduled: boolean;
};

declare module "../platform" {
  interface AdminRequestContext {
    /** Live sync state (the server's LISTEN feed); absent where nothing listens (some unit tests). */
    sync?: SyncLink;
  }
}
