import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody, loadSitemapData, robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapIndexXml, sitemapXml } from "@eb/api";
import type { Db } from "@eb/db";
import { MINUTE_MS } from "@eb/api/shared";
import { compressPage, pageEncoding, type CompressedBodies } from "../compressed-page";

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

/** One sitemap file as sent: its XML in every encoding, compressed once per build. */
type SitemapFile = CompressedBodies;
/** The built sitemap: the one file, or the index and the files it names. */
type Built = { main: SitemapFile; files: SitemapFile[] };

/**
 * GET /sitemap.xml: every public page with lastmod from the data; past 50,000 URLs it is a sitemap
 * index naming /sitemap-1.xml, /sitemap-2.xml, ... (each file within the protocol's limit).
 * GET /robots.txt.
 *
 * The sitemap is built off the request path: the first request waits for the first build, and
 * after that every request is answered from the last build at once while one rebuild at a time runs
 * in the background once the build is older than `cacheMs`. At 100 times the demo's data a build
 * took 0.8 s of CPU and 24 MB, and it used to run once per concurrent request after expiry. Each
 * build is compressed once (brotli and gzip) and sent by the crawler's Accept-Encoding.
 */
export async function sitemapPlugin(app: FastifyInstance, opts: SitemapOptions) {
  const cacheMs = opts.cacheMs ?? MINUTE_MS;
  const perFile = opts.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  let built: { sitemap: Built; at: number } | null = null;
  let building: Promise<Built> | null = null;

  async function build(log: FastifyBaseLogger): Promise<Built> {
    const started = performance.now();
    const files = sitemapFiles(sitemapEntries(await loadSitemapData(opts.db, opts.contentUpdatedAt ?? STATIC_CONTENT_UPDATED)), perFile);
    const xml = files.map((file) => sitemapXml(opts.siteUrl, file));
    const [main, ...numbered] = await Promise.all([files.length === 1 ? xml[0]! : sitemapIndexXml(opts.siteUrl, files), ...xml].map(compressPage));
    log.debug({ urls: files.reduce((n, file) => n + file.length, 0), ms: Math.round(performance.now() - started) }, "sitemap built");
    return { main: main!, files: files.length === 1 ? [] : numbered };
  }

  /** One build at a time, whoever asks; its result replaces the last one when it is done. */
  function rebuild(log: FastifyBaseLogger): Promise<Built> {
    if (!building) {
      const at = opts.now().getTime();
      building = build(log)
        .then((sitemap) => {
          built = { sitemap, at };
          return sitemap;
        })
        .finally(() => (building = null));
      // A failed background rebuild keeps the last build; the log says why.
      building.catch((err: unknown) => log.error({ err }, "sitemap: data unavailable"));
    }
    return building;
  }

  async function current(req: FastifyRequest, reply: FastifyReply): Promise<Built | null> {
    if (built) {
      if (opts.now().getTime() - built.at > cacheMs) void rebuild(req.log).catch(() => undefined);
      return built.sitemap;
    }
    try {
      return await rebuild(req.log);
    } catch {
      await reply.code(503).header("retry-after", "60").send(errorBody("unavailable", "Sitemap temporarily unavailable"));
      return null;
    }
  }

  const sendXml = (req: FastifyRequest, reply: FastifyReply, file: SitemapFile) => {
    const encoding = pageEncoding(req.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.type("application/xml; charset=utf-8").header("vary", "Accept-Encoding").header("cache-control", "public, max-age=300").send(file[encoding]);
  };

  app.get("/sitemap.xml", async (req, reply) => {
    const sitemap = await current(req, reply);
    return sitemap ? sendXml(req, reply, sitemap.main) : reply;
  });

  // Numbered files exist only while the sitemap is split; anything else is the JSON 404 of a non-page.
  app.get<{ Params: { n: string } }>("/sitemap-:n.xml", async (req, reply) => {
    const sitemap = await current(req, reply);
    if (!sitemap) return reply;
    const n = /^[1-9]\d{0,5}$/.test(req.params.n) ? Number(req.params.n) : 0;
    if (sitemap.files.length < 2 || n < 1 || n > sitemap.files.length) return reply.code(404).send(errorBody("not_found", "Not Found"));
    return sendXml(req, reply, sitemap.files[n - 1]!);
  });

  const robots = robotsTxt(opts.siteUrl);
  app.get("/robots.txt", (_req, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots));
}
