import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { errorBody, type ErrorBody } from "@eb/api";
import { REQUEST_ID_HEADER } from "./request-id";
import { setSecurityHeaders } from "./security-headers";
import { wantsJsonError, type EarlyErrorStatus } from "./error-page";

/**
 * The longest URL (path and query) the server reads: no page or API needs more (a search is 200
 * characters, a batch of ten admin calls under 600), and every byte past it would be routed,
 * logged and cached as a key for nothing. Longer ones are answered 414.
 */
export const MAX_URL_LENGTH = 2048;

/**
 * The longest path parameter: a batch of ten procedure names in tRPC's path (/api/admin/a,b,...),
 * the longest thing a route parameter carries (a slug is at most 80 characters).
 */
export const MAX_PARAM_LENGTH = 640;

const URI_TOO_LONG = errorBody("uri_too_long", "URL too long");

/** Fastify's own refusals of a request line, before routing; the answer never repeats the URL. */
function bodyFor(err: FastifyError): ErrorBody {
  if (err.code === "FST_ERR_BAD_URL") return errorBody("invalid_input", "Malformed URL");
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") return URI_TOO_LONG;
  return errorBody("internal", "Internal server error");
}

type ErrorPages = Record<EarlyErrorStatus, string>;

/**
 * An early refusal (no route ran): the JSON error body on the API paths, the site's own error page
 * everywhere else (a visitor followed a broken or padded link), with the usual headers.
 */
function sendEarlyError(req: FastifyRequest, reply: FastifyReply, body: ErrorBody, pages: ErrorPages | null): FastifyReply {
  const status = body.error.data.httpStatus;
  reply.code(status).header(REQUEST_ID_HEADER, req.id).header("cache-control", "no-store");
  const page = pages && (status === 400 || status === 414) && !wantsJsonError(req.url) ? pages[status] : null;
  if (page) return reply.type("text/html; charset=utf-8").send(page);
  return reply.type("application/json; charset=utf-8").send(body);
}

/**
 * Fastify's `frameworkErrors`: what it answers for a URL it cannot route (a malformed escape such
 * as "/%" or "/go/%ff", a path parameter over `maxParamLength`). Fastify calls it before any
 * hook, so without it those answers skipped every security header and the request id, and echoed
 * the URL in their body. Here they carry the usual headers, and the site's error page off the APIs.
 */
export function frameworkErrorReply(opts: { hsts: boolean; pages?: ErrorPages }) {
  // Fastify ignores what this returns (its type says void): the reply is sent, not returned.
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    const body = req.url.length > MAX_URL_LENGTH ? URI_TOO_LONG : bodyFor(err);
    if (body.error.data.code === "internal") req.log.error({ err, requestId: req.id }, "request failed");
    setSecurityHeaders(reply, opts);
    sendEarlyError(req, reply, body, opts.pages ?? null);
  };
}

/** 414 for a URL over MAX_URL_LENGTH, first thing (the security headers and request id are already set). */
export const urlLengthPlugin = fp(
  async (app: FastifyInstance, opts: { pages: ErrorPages }) => {
    // Callback style (no promise and microtask per request); a hook that answers does not call done.
    app.addHook("onRequest", (req, reply, done) => {
      if (req.url.length > MAX_URL_LENGTH) sendEarlyError(req, reply, URI_TOO_LONG, opts.pages);
      else done();
    });
  },
  { name: "url-length" },
);
