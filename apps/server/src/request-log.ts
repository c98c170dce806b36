import { LogController, type FastifyReply, type FastifyRequest, type LogLevel } from "fastify";
import { loggedPath } from "./log-redaction";

/**
 * Fastify's per-request lines ("incoming request", "request completed") at REQUEST_LOG_LEVEL:
 * debug in the demo, where at info they bury the first-admin link. Errors keep their own levels.
 * The request serializer (log-serializers.ts) writes the path without its query; the not-found line,
 * which Fastify writes with the raw URL, gets the same.
 */
export class RequestLogController extends LogController {
  constructor(private readonly level: LogLevel) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.level !== "silent") request.log[this.level]({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.level !== "silent") reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info(`Route ${request.raw.method}:${loggedPath(request.raw.url ?? "")} not found`);
  }
}
