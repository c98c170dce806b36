import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { BREAK_COOKIE, breakUntil, errorBody, extendedBreak, requestedBreak } from "@eb/api";
import { fromOwnPage } from "./own-page";

export type TakeABreakOptions = {
  /** HTTPS site: the cookie is Secure. */
  secure: boolean;
  now: () => Date;
};

const BODY_LIMIT = 1024;
const PAGE = "/take-a-break";

/**
 * POST /api/take-a-break, `period=24h|30d|6m`: the /take-a-break page's form (sent back to the page
 * with 303) or JSON (answered with the break's end). The visitor's break starts, or a longer one
 * replaces it (never a shorter one: a break cannot be undone from the device it was taken on).
 * Nothing is stored on the server: the end is an HttpOnly cookie that lasts until then, which every
 * render and /go read (jurisdictions/take-a-break.ts). An essential preference: no consent needed.
 */
export const takeABreakPlugin = fp(
  async (app: FastifyInstance, opts: TakeABreakOptions) => {
    await app.register(async (scope) => {
      // The page's form works without JavaScript: its body is form-encoded.
      scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      scope.post("/api/take-a-break", { bodyLimit: BODY_LIMIT }, async (req, reply) => {
        reply.header("cache-control", "no-store");
        if (!fromOwnPage(req)) return reply.code(403).send(errorBody("cross_origin", "Cross-site requests are not accepted"));
        const form = req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") === true;
        const period = requestedBreak(req.body);
        if (!period) return reply.code(400).send(errorBody("invalid_input", "Choose a break of 24 hours, 30 days or 6 months"));
        const now = opts.now();
        const until = extendedBreak(breakUntil(req.cookies[BREAK_COOKIE], now), period, now);
        reply.setCookie(BREAK_COOKIE, String(until.getTime()), {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: opts.secure,
          // Seconds, rounded up: the browser keeps it at least until the break's end, which the server checks itself.
          maxAge: Math.ceil((until.getTime() - now.getTime()) / 1000),
        });
        return form ? reply.redirect(PAGE, 303) : reply.send({ until: until.toISOString() });
      });
    });
  },
  { name: "take-a-break" },
);
