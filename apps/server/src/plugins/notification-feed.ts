import type { FastifyInstance } from "fastify";
import type { ChangeFeed } from "@eb/api";
import type { DbHandle } from "@eb/db";
import { listenForNotifications } from "@eb/db/notifications";
import type { ListenStatus } from "../listen-status";

export type NotificationFeedOptions<T> = {
  handle: DbHandle;
  /** The PostgreSQL channel every instance notifies on. */
  channel: string;
  feed: ChangeFeed<T>;
  parse: (payload: string) => T;
  /** Published after a lost connection is back: notifications sent meanwhile are gone. */
  onReconnect: T;
  /** Where /readyz reads whether this channel is listening. */
  listenStatus?: ListenStatus;
};

/**
 * Feeds this instance's in-process feed from every instance's `pg_notify` on a channel. The
 * server starts answering only once it listens; it stops listening before the database closes.
 */
export async function notificationFeedPlugin<T>(app: FastifyInstance, opts: NotificationFeedOptions<T>) {
  const listener = listenForNotifications(opts.handle, opts.channel, {
    onNotify: (payload) => opts.feed.publish(opts.parse(payload)),
    onReconnect: () => opts.feed.publish(opts.onReconnect),
    onError: (err) => app.log.warn({ err, channel: opts.channel }, "notification listener lost its connection; reconnecting"),
  });
  opts.listenStatus?.add(opts.channel, listener);
  await listener.ready;
  app.addHook("preClose", () => listener.close());
}
