import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { CONTENT_CHANNEL } from "@eb/api";
import type { DbHandle } from "@eb/db";
import { listenForNotifications } from "@eb/db/notifications";
import { parseContentChange, type ContentChangeFeed } from "../content-change-feed";
import type { ListenStatus } from "../listen-status";

export type ContentInvalidationOptions = { handle: DbHandle; feed: ContentChangeFeed; listenStatus?: ListenStatus };

/**
 * Feeds this instance's caches with every committed change to public content, whichever instance
 * made it: admin writes `pg_notify` inside their transaction, and every instance LISTENs. After a
 * lost connection the listener reconnects and everything is dropped, since notifications sent
 * meanwhile are gone. The server starts answering only once it listens.
 */
export const contentInvalidationPlugin = fp(
  async (app: FastifyInstance, opts: ContentInvalidationOptions) => {
    const listener = listenForNotifications(opts.handle, CONTENT_CHANNEL, {
      onNotify: (payload) => opts.feed.publish(parseContentChange(payload)),
      onReconnect: () => {
        app.log.info("content-change listener reconnected; dropping every cached page and redirect");
        opts.feed.publish("all");
      },
      onError: (err) => app.log.warn({ err }, "content-change listener lost its connection; reconnecting"),
    });
    opts.listenStatus?.add(CONTENT_CHANNEL, listener);
    await listener.ready;
    // preClose: before any onClose hook closes the database.
    app.addHook("preClose", () => listener.close());
  },
  { name: "content-invalidation" },
);
