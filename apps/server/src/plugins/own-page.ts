import type { FastifyRequest } from "fastify";

/**
 * Whether a POST or DELETE comes from one of the site's own pages: a cross-site one (a form or fetch
 * on another site) must not put someone in an A/B test or start their break. Browsers send
 * Sec-Fetch-Site, else at least Origin, on every POST and DELETE.
 */
export function fromOwnPage(req: FastifyRequest): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
