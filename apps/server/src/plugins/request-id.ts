import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const REQUEST_ID_HEADER = "x-request-id";

/** Visible ASCII, 1 to 128 characters: safe to echo in a header and to write in a log line. */
const VALID_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id a trusted proxy sent (TRUST_PROXY's decision for the socket
 * peer), when valid, so one id follows a request through the proxy's logs and ours; otherwise a fresh
 * UUID. A client connecting directly never chooses its id: it could make its requests' log lines
 * look like someone else's. Fastify's request logger carries the id as `reqId` in every line.
 */
export function requestIdFor(trustedPeer: (address: string) => boolean): (req: IncomingMessage) => string {
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    const peer = req.socket.remoteAddress;
    if (typeof given === "string" && VALID_REQUEST_ID.test(given) && peer !== undefined && trustedPeer(peer)) return given;
    return randomUUID();
  };
}

/** Echoes the request id on every response (errors and refusals included), so it can be quoted. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback style: an async hook costs a promise and a microtask on every request, for nothing here.
    app.addHook("onRequest", (req, reply, done) => {
      reply.header(REQUEST_ID_HEADER, req.id);
      done();
    });
  },
  { name: "request-id" },
);
