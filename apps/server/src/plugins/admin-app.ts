import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { Config } from "@eb/config";
import { errorBody } from "@eb/api";
import { isAdminHost } from "./admin-origin";

/** The built admin app: beside the compiled server (dist/admin, copied by build.mjs), else the workspace's. */
export const DEFAULT_ADMIN_DIST = fileURLToPath(new URL(typeof __EB_BUILD__ === "undefined" ? "../../../admin/dist" : "./admin", import.meta.url));
/** Must match `base` in apps/admin/vite.config.ts. */
export const ADMIN_ASSETS_PREFIX = "/admin-assets/";

export type AdminAppOptions = { config: Config; distDir?: string };

/**
 * Serves the separately built back-office app at /auth and /admin, with its assets under their own
 * prefix (the public pages never reference them). Never indexed; only on ADMIN_HOST when set.
 */
export async function adminAppPlugin(app: FastifyInstance, opts: AdminAppOptions) {
  const distDir = opts.distDir ?? DEFAULT_ADMIN_DIST;
  const indexFile = path.join(distDir, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  if (!template) app.log.warn({ distDir }, "admin app is not built (run the build); /auth and /admin answer 503");

  app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("cross-origin-resource-policy", "same-origin");
    if (!isAdminHost(opts.config, req)) return reply.code(404).send(errorBody("not_found", "Not found"));
  });

  if (existsSync(path.join(distDir, "assets"))) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, "assets"),
      prefix: `${ADMIN_ASSETS_PREFIX}assets/`,
      decorateReply: false,
      preCompressed: true,
      immutable: true,
      maxAge: "365d",
      index: false,
      wildcard: true,
    });
  }

  // The admin page keeps a per-response nonce: it is never cached (no-store) and its template holds
  // no request text, so the nonce cannot leak into a shared copy or be echoed; 'strict-dynamic' then
  // refuses even same-origin script files that an injected tag would name.
  function page(_req: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "no-store");
    if (!template) return reply.code(503).send(errorBody("unavailable", "The admin app is not built."));
    const nonce = reply.useScriptNonce();
    const html = template
      .replace(/<script type="module" crossorigin/g, `<script type="module" nonce="${nonce}" crossorigin`)
      .replace(/<link rel="modulepreload" crossorigin/g, `<link rel="modulepreload" nonce="${nonce}" crossorigin`);
    return reply.type("text/html; charset=utf-8").send(html);
  }
  for (const url of ["/auth", "/admin", "/admin/*"]) app.get(url, page);
}
