import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { EXPERIMENT_SESSION_COOKIE } from "@eb/api/shared";

/**
 * A visitor's Accept on the consent banner: POST /api/experiment-session from the site's own page,
 * from a random address of its own (the server issues a few sessions per address). Returns the cookie
 * header to send back and the session id the server chose.
 */
export async function consentedSession(app: FastifyInstance): Promise<{ cookie: string; sessionId: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/experiment-session",
    remoteAddress: `10.${[...randomBytes(3)].join(".")}`,
    headers: { "sec-fetch-site": "same-origin" },
  });
  const set = res.cookies.find((c) => c.name === EXPERIMENT_SESSION_COOKIE);
  if (res.statusCode !== 204 || !set) throw new Error(`no experiment session issued (${res.statusCode})`);
  return { cookie: `${EXPERIMENT_SESSION_COOKIE}=${set.value}`, sessionId: set.value.split(".")[0]! };
}
