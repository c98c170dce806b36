import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { parseSyncChange, SYNC_CHANNEL, type ChangeFeed, type SyncChange } from "@eb/api";
import type { DbHandle } from "@eb/db";
import { listenForNotifications } from "@eb/db/notifications";

export type SyncNotificationsOptions = { handle: DbHandle; feed: ChangeFeed<SyncChange> };

/**
 * Feeds this instance's sync feed from every instance's `pg_notify`: the back office's live
 * streams re-read on each change, and main.ts wakes the scheduler when an operation is queued.
 * After a lost connection the notifications sent meanwhile are gone: it publishes "requested",
 * which makes both look again.
 */
export const syncNotificationsPlugin = fp(
  async (app: FastifyInstance, opts: SyncNotificationsOptions) => {
    const listener = listenForNotifications(opts.handle, SYNC_CHANNEL, {
      onNotify: (payload) => opts.feed.publish(parseSyncChange(payload)),
      onReconnect: () => opts.feed.publish("requested"),
      onError: (err) => app.log.warn({ err }, "sync listener lost its connection; reconnecting"),
    });
    await listener.ready;
    app.addHook("preClose", () => listener.close());
  },
  { name: "sync-notifications" },
);
