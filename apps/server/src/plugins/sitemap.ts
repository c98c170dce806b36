import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody, loadSitemapData, robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapIndexXml, sitemapXml } from "@eb/api";
import type { Db } from "@eb/db";
import { MINUTE_MS } from "@eb/api/shared";

export type SitemapOptions = {
  db: Db;
  siteUrl: string;
  now: () => Date;
  /** When the static pages' content last changed; their lastmod. */
  contentUpdatedAt?: Date;
  cacheMs?: number;
  /** URLs per file before /sitemap.xml becomes an index (the protocol's 50,000; smaller in tests). */
  maxUrlsPerFile?: number;
};

/** The guides, bonuses and about pages were last rewritten on this date. */
export const STATIC_CONTENT_UPDATED = new Date("2026-11-22T00:00:00Z");

/** The rendered sitemap: the one file, or the index and the files it names. */
type Rendered = { main: string; files: string[] };

/**
 * GET /sitemap.xml: every public page with lastmod from the data; past 50,000 URLs it is a sitemap
 * index naming /sitemap-1.xml, /sitemap-2.xml, ... (each file within the protocol's limit).
 * GET /robots.txt.
 */
export async function sitemapPlugin(app: FastifyInstance, opts: SitemapOptions) {
  const cacheMs = opts.cacheMs ?? MINUTE_MS;
  const perFile = opts.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  let cached: { rendered: Rendered; at: number } | null = null;

  async function rendered(req: FastifyRequest, reply: FastifyReply): Promise<Rendered | null> {
    const t = opts.now().getTime();
    if (!cached || t - cached.at > cacheMs) {
      try {
        const files = sitemapFiles(sitemapEntries(await loadSitemapData(opts.db, opts.contentUpdatedAt ?? STATIC_CONTENT_UPDATED)), perFile);
        const xml = files.map((file) => sitemapXml(opts.siteUrl, file));
        cached = { rendered: { main: files.length === 1 ? xml[0]! : sitemapIndexXml(opts.siteUrl, files), files: xml }, at: t };
      } catch (err) {
        req.log.error({ err }, "sitemap: data unavailable");
        await reply.code(503).header("retry-after", "60").send(errorBody("unavailable", "Sitemap temporarily unavailable"));
        return null;
      }
    }
    return cached.rendered;
  }

  const sendXml = (reply: FastifyReply, xml: string) => reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=300").send(xml);

  app.get("/sitemap.xml", async (req, reply) => {
    const r = await rendered(req, reply);
    return r ? sendXml(reply, r.main) : reply;
  });

  // Numbered files exist only while the sitemap is split; anything else is the JSON 404 of a non-page.
  app.get<{ Params: { n: string } }>("/sitemap-:n.xml", async (req, reply) => {
    const r = await rendered(req, reply);
    if (!r) return reply;
    const n = /^[1-9]\d{0,5}$/.test(req.params.n) ? Number(req.params.n) : 0;
    if (r.files.length < 2 || n < 1 || n > r.files.length) return reply.code(404).send(errorBody("not_found", "Not Found"));
    return sendXml(reply, r.files[n - 1]!);
  });

  const robots = robotsTxt(opts.siteUrl);
  app.get("/robots.txt", (_req, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots));
}
