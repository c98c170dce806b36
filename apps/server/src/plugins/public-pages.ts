import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createTRPCClient, unstable_localLink } from "@trpc/client";
import { publicRouter, type PublicRouter } from "@eb/api";
import { createRequestContext, type ContextDeps } from "../context";
import { RenderCache } from "../render-cache";

type RenderResult = { status: number; head: string; html: string; state: string };
type SsrEntry = {
  render: (url: string, opts: { trpcClient: ReturnType<typeof createTRPCClient<PublicRouter>>; siteUrl: string; now: Date }) => Promise<RenderResult>;
};

export type PublicPagesOptions = ContextDeps & {
  /** apps/public/dist: client/ (assets, index.html) and server/entry-server.js */
  distDir: string;
  siteUrl: string;
  /** How long a rendered page is reused; kept well under the spec's 5-minute match staleness. */
  renderCacheMs?: number;
};

/** Paths that are never server-rendered public pages (their own plugins answer them). */
const NOT_PAGES = /^\/(api|go|auth|admin|assets|healthz|demo-logos)(\/|$)/;

const NONCE_SLOT = "__CSP_NONCE__";

type RenderedPage = { status: number; parts: string[] };

/** The built index.html with a nonce slot on its module scripts and preloads, split at the three insertion points. */
export function pageShell(template: string): string[] {
  const withSlots = template
    .replace(/<script type="module" crossorigin/g, `<script type="module" nonce="${NONCE_SLOT}" crossorigin`)
    .replace(/<link rel="modulepreload" crossorigin/g, `<link rel="modulepreload" nonce="${NONCE_SLOT}" crossorigin`);
  const parts = withSlots.split(/<!--app-head-->|<!--app-html-->|<!--app-state-->/);
  if (parts.length !== 4) throw new Error("index.html must contain <!--app-head-->, <!--app-html--> and <!--app-state--> once each");
  return parts;
}

/** Joins the shell and a render (no String.replace: rendered text may contain "$&" and the like). */
export function assemblePage(shell: string[], result: RenderResult): RenderedPage {
  const page = shell[0] + result.head + shell[1] + result.html + shell[2] + result.state + shell[3];
  return { status: result.status, parts: page.split(NONCE_SLOT) };
}

/** Serves built assets and renders every other GET as a public page, with its data in the HTML. */
export async function publicPagesPlugin(app: FastifyInstance, opts: PublicPagesOptions) {
  const clientDir = path.join(opts.distDir, "client");
  const template = await readFile(path.join(clientDir, "index.html"), "utf8");
  const entry = (await import(pathToFileURL(path.join(opts.distDir, "server", "entry-server.js")).href)) as SsrEntry;
  const cache = new RenderCache<RenderedPage>(opts.renderCacheMs ?? 30_000, 500);
  const shell = pageShell(template);

  await app.register(fastifyStatic, {
    root: path.join(clientDir, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    index: false,
    wildcard: false,
    preCompressed: true,
  });
  for (const file of ["favicon.svg", "og-default.png"]) {
    app.get(`/${file}`, (_req, reply) => reply.header("cache-control", "public, max-age=86400").sendFile(file, clientDir));
  }

  async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    const url = req.url;
    const result = await cache.get(url, async () => {
      // The page's data comes from the public router in-process, with this request's context.
      const trpcClient = createTRPCClient<PublicRouter>({
        links: [unstable_localLink({ router: publicRouter, createContext: async () => createRequestContext(opts, req, reply) })],
      });
      return assemblePage(shell, await entry.render(url, { trpcClient, siteUrl: opts.siteUrl, now: opts.now() }));
    });
    // The cached page is kept split at its nonce slots, so each response only joins in its own nonce.
    const page = result.parts.join((reply as FastifyReply & { cspNonce?: string }).cspNonce ?? "");
    return reply
      .code(result.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", result.status === 200 ? "public, max-age=0, s-maxage=30, stale-while-revalidate=60" : "no-store")
      .send(page);
  }

  // A real catch-all route (not the not-found handler) so route hooks such as compression apply;
  // Fastify matches it only when no other route does.
  app.get("/*", (req, reply) => (NOT_PAGES.test(req.url) ? reply.callNotFound() : renderPage(req, reply)));
  app.setNotFoundHandler((_req, reply) => reply.code(404).type("application/json").send({ error: "Not Found" }));
  app.decorate("renderPublicPage", renderPage);
}

declare module "fastify" {
  interface FastifyInstance {
    /** Renders the public page for the request's URL (used by /go for its 404 page). */
    renderPublicPage?: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}
