import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  clientAddressKey,
  errorBody,
  LIVE_CHANNEL,
  LiveHub,
  liveEventsAfter,
  liveLogBounds,
  parseResumeId,
  RETRY_FRAME,
  type ChangeFeed,
  type LiveSink,
} from "@eb/api";
import type { DbHandle } from "@eb/db";
import { listenForNotifications } from "@eb/db/notifications";
import type { ListenStatus } from "../listen-status";
import { affects, type ContentChangeFeed } from "../content-change-feed";

export type LiveStreamsOptions = {
  handle: DbHandle;
  maxStreams: number;
  maxPerAddress: number;
  /** A comment on every stream this often, under the connection's idle timeout (HTTP_CONNECTION_TIMEOUT_MS, 30 s). */
  heartbeatMs?: number;
  listenStatus?: ListenStatus;
  /** Gets the match id of every live change this instance reads (the public pages drop that match's page). */
  liveChanges?: ChangeFeed<number>;
  /** Committed content changes from any instance: a price change is told to its match's streams. */
  contentChanges?: ContentChangeFeed;
};

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
const HEARTBEAT_MS = 15_000;
const MATCH_ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * The public live streams (server-sent events): `/api/live/match/:id` carries one match's changes
 * (score, maps, status), `/api/live/list` every match's (the "Live now" blocks). Every instance
 * LISTENs on the live channel and serves any visitor; an event's id is the live log's, so
 * `Last-Event-ID` (or `?after=`, the id the page was rendered with) resumes without a gap. A match's
 * stream is also told when its prices change (`event: prices`), so its page reads them again. Never
 * cached (`no-store`); the pages around them are. Streams are bounded in all and per address, the
 * oldest shed first.
 */
export async function liveStreamsPlugin(app: FastifyInstance, opts: LiveStreamsOptions) {
  const db = opts.handle.db;
  const hub = new LiveHub({
    readAfter: (afterId, options) => liveEventsAfter(db, afterId, options),
    oldestId: async () => (await liveLogBounds(db)).oldest,
    maxStreams: opts.maxStreams,
    maxPerAddress: opts.maxPerAddress,
    onEvent: (event) => opts.liveChanges?.publish(event.matchId),
  });
  const fail = (err: unknown) => app.log.warn({ err }, "live streams: reading the live log failed");
  const listener = listenForNotifications(opts.handle, LIVE_CHANNEL, {
    onNotify: (payload) => void hub.notify(Number(payload)).catch(fail),
    onReconnect: () => void hub.recover().catch(fail),
    onError: (err) => app.log.warn({ err }, "live listener lost its connection; reconnecting"),
  });
  opts.listenStatus?.add(LIVE_CHANNEL, listener);
  await listener.ready;
  // Listening first, then the starting point: a change committed in between is read, not lost.
  await hub.start((await liveLogBounds(db)).newest ?? 0);
  // A poll that changed prices names its matches; one that names none (or a lost connection) may have changed any.
  opts.contentChanges?.subscribe((change) => {
    if (affects(change, ["odds"])) hub.pricesChanged(typeof change === "object" ? change.matchIds : null);
  });
  const heartbeat = setInterval(() => hub.heartbeat(), opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook("preClose", async () => {
    clearInterval(heartbeat);
    hub.closeAll();
    await listener.close();
  });

  async function stream(req: FastifyRequest, reply: FastifyReply, matchId: number | undefined) {
    const query = req.query as Record<string, unknown>;
    const afterId = parseResumeId(req.headers["last-event-id"]) ?? parseResumeId(query.after);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      "x-request-id": String(req.id),
    });
    res.write(RETRY_FRAME(RETRY_MS));
    const sink: LiveSink = {
      write: (frame) => void res.write(frame),
      // The connection goes with the stream (a browser reconnects, resuming from its last id): a
      // response merely ended during a shutdown would keep its connection until the keep-alive
      // timeout and hold the server's close (idle connections are closed only when it starts).
      close: () => res.destroy(),
      pending: () => res.writableLength,
    };
    const close = await hub.open(sink, { ...(matchId === undefined ? {} : { matchId }), address: clientAddressKey(req.ip), afterId });
    res.once("close", close);
  }

  app.get("/api/live/list", (req, reply) => stream(req, reply, undefined));
  app.get<{ Params: { id: string } }>("/api/live/match/:id", (req, reply) => {
    const id = /^\d{1,16}$/.test(req.params.id) ? Number(req.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > MATCH_ID_MAX) return reply.code(400).send(errorBody("invalid_input", "A live stream needs a match id"));
    return stream(req, reply, id);
  });
}
