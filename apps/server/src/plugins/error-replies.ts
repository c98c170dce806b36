import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { DomainError, errorBody, type DomainErrorCode, type ErrorBody } from "@eb/api";

/** Client-error statuses Fastify and its plugins raise, as our codes; any other 4xx is invalid input. */
const CLIENT_ERROR_CODES: Record<number, DomainErrorCode> = {
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function domainCodeForStatus(status: number): DomainErrorCode {
  return CLIENT_ERROR_CODES[status] ?? "invalid_input";
}

/**
 * The body for an error that reached Fastify's error handler. A client error (4xx: bad JSON, body
 * too large, unsupported media type, a parser's refusal) keeps its message, which describes the
 * request; anything else is `internal` with a fixed message, never the error's own text.
 */
export function errorReplyFor(err: FastifyError | DomainError | Error): { body: ErrorBody; internal: boolean } {
  if (err instanceof DomainError) return { body: errorBody(err.code, err.message, err.issues), internal: err.code === "internal" };
  const status = (err as FastifyError).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return { body: errorBody(domainCodeForStatus(status), err.message), internal: false };
  if (status === 503) return { body: errorBody("unavailable", "Service unavailable"), internal: true };
  return { body: errorBody("internal", "Internal server error"), internal: true };
}

/**
 * One error handler and one not-found handler for the whole app, so every REST answer and every
 * error Fastify raises itself carries the body the tRPC APIs use: `{ error: { message, data: { code, httpStatus } } }`.
 * (The tRPC plugins answer their own errors with the same `message` and `data`.)
 */
export const errorRepliesPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      const { body, internal } = errorReplyFor(err);
      if (internal) req.log.error({ err, requestId: req.id }, "request failed");
      return reply.code(body.error.data.httpStatus).header("cache-control", "no-store").type("application/json; charset=utf-8").send(body);
    });
    app.setNotFoundHandler((_req, reply) => reply.code(404).type("application/json; charset=utf-8").send(errorBody("not_found", "Not found")));
  },
  { name: "error-replies" },
);
