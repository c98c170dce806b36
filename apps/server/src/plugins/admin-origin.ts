import type { FastifyRequest } from "fastify";
import type { Config } from "@eb/config";

/** The origin the back office is served from: ADMIN_HOST when set, else the site's own origin. */
export function adminOrigin(config: Pick<Config, "siteUrl" | "adminHost">): string {
  const site = new URL(config.siteUrl);
  return config.adminHost ? `${site.protocol}//${config.adminHost}` : site.origin;
}

/** With ADMIN_HOST set, the back office answers only on that host (404 elsewhere). */
export function isAdminHost(config: Pick<Config, "adminHost">, req: FastifyRequest): boolean {
  if (!config.adminHost) return true;
  return (req.headers.host ?? "").toLowerCase() === config.adminHost;
}
