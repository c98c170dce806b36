import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fromOwnPage } from "./own-page";
import { clientAddressKey, errorBody, issueExperimentSession, WindowRateLimiter, type ExperimentSignalsRecorder } from "@eb/api";
import { EXPERIMENT_SESSION_COOKIE, HOUR_MS } from "@eb/api/shared";

export type ExperimentSessionOptions = {
  recorder: ExperimentSignalsRecorder;
  /** deriveMfaKeys().experimentSessionKey: signs the ids this server issues. */
  key: Buffer;
  /** HTTPS site: the cookie is Secure. */
  secure: boolean;
  now: () => Date;
};

/**
 * New experiment sessions one client address may be issued per hour. A real browser asks once per
 * browser session; an attacker who wants many sessions (to convert only those that landed in the
 * variant they favour) gets no more from one address than a household of visitors would.
 */
export const ISSUED_PER_ADDRESS = { limit: 20, windowMs: HOUR_MS };

/**
 * POST /api/experiment-session: the consent banner's Accept. The server, not the browser, picks the
 * visitor's experiment session id and keeps it in a signed, HttpOnly browser-session cookie that
 * page scripts can neither read nor choose. A valid cookie is kept, so a session keeps its variants.
 * DELETE removes it when consent is withdrawn.
 */
export const experimentSessionPlugin = fp(
  async (app: FastifyInstance, opts: ExperimentSessionOptions) => {
    const limits = ISSUED_PER_ADDRESS;
    const issued = new WindowRateLimiter(limits.limit, limits.windowMs, () => opts.now().getTime());
    const cookie = { path: "/", httpOnly: true, sameSite: "lax", secure: opts.secure } as const;
    // preClose runs before any onClose hook, so the database is still open for the last signals.
    app.addHook("preClose", async () => opts.recorder.flush());
    app.addHook("onClose", async () => opts.recorder.close());

    app.post("/api/experiment-session", async (req, reply) => {
      reply.header("cache-control", "no-store");
      if (!fromOwnPage(req)) return reply.code(403).send(errorBody("cross_origin", "Cross-site requests are not accepted"));
      if (opts.recorder.sessionOf(req.cookies)) return reply.code(204).send();
      if (!issued.hit(clientAddressKey(req.ip)))
        return reply
          .code(429)
          .header("retry-after", String(Math.ceil(limits.windowMs / 1000)))
          .send(errorBody("rate_limited", "Too many requests"));
      return reply.setCookie(EXPERIMENT_SESSION_COOKIE, issueExperimentSession(opts.key).cookieValue, cookie).code(204).send();
    });

    app.delete("/api/experiment-session", async (req, reply) => {
      reply.header("cache-control", "no-store");
      if (!fromOwnPage(req)) return reply.code(403).send(errorBody("cross_origin", "Cross-site requests are not accepted"));
      return reply.clearCookie(EXPERIMENT_SESSION_COOKIE, cookie).code(204).send();
    });
  },
  { name: "experiment-session" },
);
