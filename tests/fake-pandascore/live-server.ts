import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

/**
 * PandaScore's real-time sockets on 127.0.0.1, as its docs describe them
 * (developers.pandascore.co/docs/websockets-overview, /docs/disconnections): one socket per match
 * at `/matches/{id}?token=…`, a `hello` message first, frames as JSON text, closed with 1000 when
 * the match is finished and 4001 without the token. Tests push frames, drop a socket as a network
 * would (no close frame) or end the match, and wait on connections instead of sleeping.
 */
export type FakeLiveServer = {
  /** The frames endpoint of a match, as the `/lives` list gives it. */
  framesUrl(matchId: number): string;
  /** Connections accepted for a match so far. */
  connections(matchId: number): number;
  /** Resolves once the match's `n`th connection is open and greeted. */
  waitForConnection(matchId: number, n: number): Promise<void>;
  send(matchId: number, frame: unknown): void;
  /**
   * Sends a frame on the match's socket once one is open (the client may be between a socket it
   * closed and the next one), resolving when it is written.
   */
  deliver(matchId: number, frame: unknown): Promise<void>;
  /** Ends the TCP connection without a close frame (the client sees 1006). */
  drop(matchId: number): void;
  /** The provider's "match finished": close code 1000. */
  finish(matchId: number): void;
  close(): Promise<void>;
};

export async function startFakeLiveServer(options: { token: string }): Promise<FakeLiveServer> {
  const http = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server: http });
  const open = new Map<number, WebSocket>();
  const counts = new Map<number, number>();
  const waiters: { matchId: number; n: number; resolve: () => void }[] = [];
  const openWaiters: { matchId: number; resolve: (socket: WebSocket) => void }[] = [];

  wss.on("connection", (socket, req) => {
    const url = new URL(req.url ?? "/", "ws://127.0.0.1");
    const matchId = Number(/^\/matches\/(\d+)$/.exec(url.pathname)?.[1]);
    if (url.searchParams.get("token") !== options.token) return socket.close(4001, "Unauthorized");
    if (!matchId) return socket.close(4003, "Forbidden");
    open.set(matchId, socket);
    socket.on("close", () => {
      if (open.get(matchId) === socket) open.delete(matchId);
    });
    counts.set(matchId, (counts.get(matchId) ?? 0) + 1);
    socket.send(JSON.stringify({ type: "hello", payload: { match_id: matchId } }));
    for (const w of openWaiters.filter((w) => w.matchId === matchId)) {
      openWaiters.splice(openWaiters.indexOf(w), 1);
      w.resolve(socket);
    }
    for (const w of waiters.filter((w) => w.matchId === matchId && (counts.get(matchId) ?? 0) >= w.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const origin = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const socketOf = (matchId: number) => {
    const socket = open.get(matchId);
    if (!socket) throw new Error(`no open live socket for match ${matchId}`);
    return socket;
  };

  return {
    framesUrl: (matchId) => `${origin}/matches/${matchId}`,
    connections: (matchId) => counts.get(matchId) ?? 0,
    waitForConnection: (matchId, n) =>
      (counts.get(matchId) ?? 0) >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ matchId, n, resolve })),
    send: (matchId, frame) => socketOf(matchId).send(JSON.stringify(frame)),
    deliver: async (matchId, frame) => {
      const socket = open.get(matchId) ?? (await new Promise<WebSocket>((resolve) => openWaiters.push({ matchId, resolve })));
      await new Promise<void>((resolve, reject) => socket.send(JSON.stringify(frame), (err) => (err ? reject(err) : resolve())));
    },
    drop: (matchId) => {
      socketOf(matchId).terminate();
      open.delete(matchId);
    },
    finish: (matchId) => {
      socketOf(matchId).close(1000, "Match finished");
      open.delete(matchId);
    },
    close: async () => {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
