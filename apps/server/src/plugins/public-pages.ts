import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createTRPCClient, unstable_localLink } from "@trpc/client";
import { assignmentsFor, experimentSessionId, PageDependencies, publicRouter, sharedCaching, visitorOffers, type ChangeFeed, type PublicRouter } from "@eb/api";
import type { ExperimentAssignment } from "@eb/api/shared";
import { createRequestContext, locatableRequest, type ContextDeps } from "../context";
import { RenderCache } from "../render-cache";
import { bytesOfBodies, compressPage, pageEncoding, type CompressedBodies } from "../compressed-page";
import type { RunningTests } from "../running-tests";
import { topicOf, type ContentChangeFeed } from "../content-change-feed";

type RenderResult = { status: number; head: string; html: string; state: string; canonicalPath?: string };
type SsrEntry = {
  /** The URL a request's page is rendered for: its route's path and only the query parameters the page reads. */
  renderUrl: (url: string) => string;
  render: (
    url: string,
    opts: {
      trpcClient: ReturnType<typeof createTRPCClient<PublicRouter>>;
      siteUrl: string;
      now: Date;
      analytics: boolean;
      demoEsports: boolean;
      demoVisitorPlace: string | null;
      experiments: ExperimentAssignment[];
    },
  ) => Promise<RenderResult>;
};

export type PublicPagesOptions = ContextDeps & {
  /** apps/public/dist: client/ (assets, index.html) and server/entry-server.js */
  distDir: string;
  siteUrl: string;
  /** ANALYTICS_TRACKING: the pages load the consent banner and tracker only when on. */
  analytics: boolean;
  /** The esports data is the demo provider's invented world (no PANDASCORE_TOKEN, DEMO_DATA on): the pages say so. */
  demoEsports?: boolean;
  /** The demo's place, by name, for a visitor it could not place (DEMO_VISITOR_PLACE): the pages say so. */
  demoVisitorPlace?: string | null;
  /** How long a rendered page is reused; kept well under the spec's 5-minute match staleness. */
  renderCacheMs?: number;
  /**
   * Changes to public content: an admin edit (bookmakers, team lists) drops every rendered page at
   * once; a price change only the pages that show that match's prices.
   */
  contentChanges?: ContentChangeFeed;
  /** A match's live state changed (its id): its page is rendered again with the new score. */
  liveChanges?: ChangeFeed<number>;
  /** The running A/B tests; a visitor with the consented session cookie gets their variants rendered. */
  runningTests?: RunningTests;
  /** Verifies that cookie: only a session id this server signed is rendered a variant. */
  experimentSessionKey?: Buffer;
  /** How visitors are placed (GEO_COUNTRY_HEADER, GEO_REGION_HEADER, GEO_IP_LOOKUP): decides what a CDN may share. */
  geo?: { countryHeader: string | null; regionHeader: string | null; ipLookup: boolean };
};

/**
 * Shared caches (a CDN) may reuse a page for one second, and must not serve it stale beyond that:
 * an admin's edit shows on every public page within a second (this server drops its own rendered
 * copies when the edit commits, on every instance).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=1";

/**
 * A page rendered with a visitor's A/B variants is theirs alone: no shared cache may keep it. While
 * a test runs, every page also varies on Cookie, so a CDN never answers a visitor holding the
 * session cookie with the copy it kept for one without.
 */
export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * A page for a visitor placed by their address (the bundled IP database): a CDN cannot key on
 * that, so only the visitor's browser may keep it. This server still reuses its render for every
 * visitor of the same jurisdiction rule set.
 */
export const LOCATED_PAGE_CACHE_CONTROL = "private, max-age=0";

/** Paths that are never server-rendered public pages (their own plugins answer them). */
const NOT_PAGES = /^\/(api|go|auth|admin|admin-assets|assets|healthz|readyz|demo-logos)(\/|$)/;

type RenderedPage = { status: number; html: string; canonicalPath?: string };
/** What the render cache keeps: the page's bytes in every encoding, made once per render, and what it shows that changes on its own. */
type CachedPage = { status: number; bodies: CompressedBodies; canonicalPath?: string; shows: PageDependencies };

/**
 * The render cache's budget: every page of every rule set in its three encodings. The demo's pages
 * are 47–242 KB as HTML and a tenth of that compressed, so 64 MB holds several hundred large ones;
 * past it the oldest render goes first.
 */
export const RENDER_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** The built index.html split at its three insertion points. */
export function pageShell(template: string): string[] {
  const parts = template.split(/<!--app-head-->|<!--app-html-->|<!--app-state-->/);
  if (parts.length !== 4) throw new Error("index.html must contain <!--app-head-->, <!--app-html--> and <!--app-state--> once each");
  return parts;
}

/**
 * Joins the shell and a render (no String.replace: rendered text may contain "$&" and the like).
 * Nothing is substituted afterwards: the page holds no per-response secret (scripts are allowed by
 * 'self', see contentSecurityPolicy), so a cached copy is the same bytes for every visitor.
 */
export function assemblePage(shell: string[], result: RenderResult): RenderedPage {
  const html = shell[0] + result.head + shell[1] + result.html + shell[2] + result.state + shell[3];
  return result.canonicalPath ? { status: result.status, html, canonicalPath: result.canonicalPath } : { status: result.status, html };
}

/**
 * Where a request for a page that lives at one canonical path (match and team pages) must go
 * instead: null when it asked for exactly that path. The query string goes along; the canonical
 * path is built from the page's own data (slug characters only), so the target stays on this site.
 */
export function canonicalRedirect(requestUrl: string, page: { canonicalPath?: string }): string | null {
  if (!page.canonicalPath) return null;
  const q = requestUrl.indexOf("?");
  const pathname = q === -1 ? requestUrl : requestUrl.slice(0, q);
  return pathname === page.canonicalPath ? null : page.canonicalPath + (q === -1 ? "" : requestUrl.slice(q));
}

/** Serves built assets and renders every other GET as a public page, with its data in the HTML. */
export async function publicPagesPlugin(app: FastifyInstance, opts: PublicPagesOptions) {
  const clientDir = path.join(opts.distDir, "client");
  const template = await readFile(path.join(clientDir, "index.html"), "utf8");
  const entry = (await import(pathToFileURL(path.join(opts.distDir, "server", "entry-server.js")).href)) as SsrEntry;
  // Entries are per page and jurisdiction rule set: a handful of sets, so room for each to keep its pages.
  const cache = new RenderCache<CachedPage>({
    ttlMs: opts.renderCacheMs ?? 30_000,
    maxBytes: RENDER_CACHE_MAX_BYTES,
    sizeOf: (page) => bytesOfBodies(page.bodies),
  });
  const geo = opts.geo ?? { countryHeader: null, regionHeader: null, ipLookup: false };
  const shell = pageShell(template);
  // Every page may show bookmakers (cards, footers) or team lists, so an admin's change drops them
  // all. Prices move every few seconds while matches are played: a price change drops only the
  // pages that show those matches' prices (the match page, the lists with their cards, dropping odds).
  opts.contentChanges?.subscribe((change) => {
    if (topicOf(change) !== "odds") return cache.clear();
    const matchIds = typeof change === "object" ? change.matchIds : null;
    cache.drop((page) => page.shows.touchedByOdds(matchIds));
  });
  opts.liveChanges?.subscribe((matchId) => cache.drop((page) => page.shows.touchedByLive(matchId)));

  await app.register(fastifyStatic, {
    root: path.join(clientDir, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    index: false,
    wildcard: false,
    preCompressed: true,
  });
  for (const file of ["favicon.svg", "og-default.png", "logo.png"]) {
    app.get(`/${file}`, (_req, reply) => reply.header("cache-control", "public, max-age=86400").sendFile(file, clientDir));
  }

  async function renderPage(req: FastifyRequest, reply: FastifyReply, path?: string) {
    // Keyed on what the page reads, never on the raw URL: a made-up query (?cb=123) or path spelling
    // would otherwise force a fresh render per request and push other visitors' pages out of the cache.
    const url = entry.renderUrl(path ?? req.url);
    const running = (await opts.runningTests?.get()) ?? [];
    const sessionId = running.length > 0 && opts.experimentSessionKey ? experimentSessionId(req.cookies, opts.experimentSessionKey) : null;
    const experiments = sessionId ? assignmentsFor(running, sessionId) : [];
    // Offers depend on where the visitor is: one cached copy per jurisdiction rule set (the rule
    // row and which restricted bookmakers are licensed), never per visitor or per address.
    const located = opts.locateVisitor?.(locatableRequest(req)) ?? { code: "unknown", from: "none" as const };
    // A visitor taking a break gets pages without any bookmaker from the first byte: rendered for
    // them alone (the page names the break's end), never one of the cache's shared copies.
    const offers = await visitorOffers({ db: opts.db, jurisdiction: located.code, cookies: req.cookies, now: opts.now });
    // And one per combination of variants (the page holds nothing else of the visitor's).
    const variants = experiments.map((a) => `${a.testId}:${a.variantId}`).join(",");
    const key = `${url}\n${offers.profileKey}\n${variants}`;
    const render = async (): Promise<CachedPage> => {
      // The page's data comes from the public router in-process, with this request's context; its
      // procedures record what the page shows that changes on its own.
      const shows = new PageDependencies();
      const trpcClient = createTRPCClient<PublicRouter>({
        links: [
          unstable_localLink({ router: publicRouter, createContext: async () => ({ ...createRequestContext(opts, req, reply), pageDependencies: shows }) }),
        ],
      });
      const page = assemblePage(
        shell,
        await entry.render(url, {
          trpcClient,
          siteUrl: opts.siteUrl,
          now: opts.now(),
          analytics: opts.analytics,
          demoEsports: opts.demoEsports ?? false,
          demoVisitorPlace: opts.demoVisitorPlace ?? null,
          experiments,
        }),
      );
      // Compressed here, once per render, rather than by @fastify/compress on every request: at a
      // browser's "br, gzip" that was a third of the server's CPU on cached pages.
      return { status: page.status, bodies: await compressPage(page.html), shows, ...(page.canonicalPath ? { canonicalPath: page.canonicalPath } : {}) };
    };
    const result = offers.breakUntil ? await render() : await cache.get(key, render);
    // Decided per request from the cached page, never cached itself: the page is keyed by its id
    // only, so any slug a request makes up costs no render and cannot change what others get.
    const redirect = canonicalRedirect(req.url, result);
    if (redirect) return reply.code(301).header("location", redirect).header("cache-control", PUBLIC_PAGE_CACHE_CONTROL).send();
    const caching = sharedCaching(located, geo);
    const vary = ["Accept-Encoding", ...caching.vary, ...(running.length > 0 ? ["Cookie"] : [])];
    reply.header("vary", vary.join(", "));
    // A Content-Encoding set here tells @fastify/compress the body is already encoded.
    const encoding = pageEncoding(req.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    const cacheControl =
      result.status !== 200 || offers.breakUntil
        ? "no-store"
        : experiments.length > 0
          ? PERSONAL_PAGE_CACHE_CONTROL
          : caching.shared
            ? PUBLIC_PAGE_CACHE_CONTROL
            : LOCATED_PAGE_CACHE_CONTROL;
    return reply.code(result.status).type("text/html; charset=utf-8").header("cache-control", cacheControl).send(result.bodies[encoding]);
  }

  // A real catch-all route (not the not-found handler) so route hooks such as compression apply;
  // Fastify matches it only when no other route does.
  // Pages go out already compressed (or as plain HTML to a client that asks for no encoding), and a
  // GET has no body to inflate: @fastify/compress's hooks stay off the route, as they do on /go
  // (the plugin reads these from the route options themselves, not from `config`).
  app.get("/*", { compress: false, decompress: false }, (req, reply) => (NOT_PAGES.test(req.url) ? reply.callNotFound() : renderPage(req, reply)));
  app.decorate("renderPublicPage", (req: FastifyRequest, reply: FastifyReply, path?: string) => renderPage(req, reply, path));
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Renders the public page for the request's URL, or for `path` instead (used by /go: its
     * not-available page at the /go path, its 404 page as the shared not-found render).
     */
    renderPublicPage?: (req: FastifyRequest, reply: FastifyReply, path?: string) => Promise<unknown>;
  }
}
