import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { errorBody, type ErrorBody } from "@eb/api";
import { REQUEST_ID_HEADER } from "./request-id";
import { setSecurityHeaders } from "./security-headers";

/** Fastify's own refusals of a request line, before routing; the answer never repeats the URL. */
function bodyFor(err: FastifyError): ErrorBody {
  if (err.code === "FST_ERR_BAD_URL") return errorBody("invalid_input", "Malformed URL");
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") return errorBody("invalid_input", "URL too long");
  return errorBody("internal", "Internal server error");
}

/**
 * Fastify's `frameworkErrors`: what it answers for a URL it cannot route (a malformed escape such
 * as "/%" or "/go/%ff", a path parameter over `maxParamLength`). Fastify calls it before any
 * hook, so without it those answers skipped every security header and the request id, and echoed
 * the URL in their body. Here they are the usual error body, with every header the hooks set.
 */
export function frameworkErrorReply(opts: { hsts: boolean }) {
  // Fastify ignores what this returns (its type says void): the reply is sent, not returned.
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    const body = bodyFor(err);
    if (body.error.data.code === "internal") req.log.error({ err, requestId: req.id }, "request failed");
    setSecurityHeaders(reply, opts);
    reply
      .code(body.error.data.httpStatus)
      .header(REQUEST_ID_HEADER, req.id)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(body);
  };
}
