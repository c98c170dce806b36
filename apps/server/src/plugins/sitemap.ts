import type { FastifyInstance } from "fastify";
import { errorBody, loadSitemapData, robotsTxt, sitemapEntries, sitemapXml } from "@eb/api";
import type { Db } from "@eb/db";

export type SitemapOptions = {
  db: Db;
  siteUrl: string;
  now: () => Date;
  /** When the static pages' content last changed; their lastmod. */
  contentUpdatedAt?: Date;
  cacheMs?: number;
};

/** The guides, bonuses and about pages were last rewritten on this date. */
export const STATIC_CONTENT_UPDATED = new Date("2026-11-22T00:00:00Z");

/** GET /sitemap.xml (every public page, lastmod from the data) and GET /robots.txt. */
export async function sitemapPlugin(app: FastifyInstance, opts: SitemapOptions) {
  const cacheMs = opts.cacheMs ?? 60_000;
  let cached: { xml: string; at: number } | null = null;

  app.get("/sitemap.xml", async (req, reply) => {
    const t = opts.now().getTime();
    if (!cached || t - cached.at > cacheMs) {
      try {
        const data = await loadSitemapData(opts.db, opts.contentUpdatedAt ?? STATIC_CONTENT_UPDATED);
        cached = { xml: sitemapXml(opts.siteUrl, sitemapEntries(data)), at: t };
      } catch (err) {
        req.log.error({ err }, "sitemap: data unavailable");
        return reply.code(503).header("retry-after", "60").send(errorBody("unavailable", "Sitemap temporarily unavailable"));
      }
    }
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=300").send(cached.xml);
  });

  const robots = robotsTxt(opts.siteUrl);
  app.get("/robots.txt", (_req, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots));
}
