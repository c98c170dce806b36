import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { errorBody, GoRedirects, type ExperimentSignalsRecorder, type GoRedirectsOptions, type LocatableRequest, type Located } from "@eb/api";
import { affects, type ContentChangeFeed } from "../content-change-feed";
import { locatableRequest } from "../context";
import { keepRedirectSecurityHeaders } from "./security-headers";

export type GoRedirectOptions = Omit<GoRedirectsOptions, "log"> & {
  /** Admin edits of bookmakers (slug, URLs, active, status) drop every cached slug at once. */
  contentChanges?: ContentChangeFeed;
  /** A/B tests: a click by a consented session is the server-observed `conversion_rate` conversion. */
  experiments?: Pick<ExperimentSignalsRecorder, "affiliateClick">;
  /** Where the visitor is (app.ts); absent: every visitor is unknown. Decides licence and per-jurisdiction URL. */
  locateVisitor?: (req: LocatableRequest) => Located;
};

/** A path no public route matches: the public site's one shared not-found render. */
const NOT_FOUND_PATH = "/404";

declare module "fastify" {
  interface FastifyInstance {
    /** Writes every redirect hit accepted so far (tests, benchmarks). */
    flushRedirectHits: () => Promise<void>;
  }
}

/**
 * GET/HEAD /go/{slug}: the HTTP side of bookmakers' GoRedirects, which decides everything (the
 * target, the licence, what is counted, the click id). This plugin only reads the request, sends
 * the answer (a 302, the not-found render, or the not-available page with status 451) and logs
 * what could not be queued.
 */
export const goRedirectPlugin = fp(
  async (app: FastifyInstance, opts: GoRedirectOptions) => {
    const redirects = new GoRedirects({ ...opts, log: app.log });
    opts.contentChanges?.subscribe((change) => {
      if (affects(change, ["bookmakers", "jurisdictions"])) redirects.clearTargets();
      if (affects(change, ["bookmakers"])) redirects.clearClickIdParams();
    });
    const unknown: Located = { code: "unknown", from: "none" };
    app.decorate("flushRedirectHits", () => redirects.flush());
    // preClose runs before any onClose hook, so the database is still open even when the caller
    // closes it in its own onClose hook (hooks added later run first); onClose catches stragglers.
    app.addHook("preClose", () => redirects.flush());
    app.addHook("onClose", () => redirects.close());

    async function go(req: FastifyRequest<{ Params: { slug?: string; "*"?: string } }>, reply: FastifyReply) {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
      // Read once: each read of req.ip walks X-Forwarded-For through TRUST_PROXY again.
      const ip = req.ip;
      // The wildcard routes exist only so that crafted paths (/go//evil.com, /go/a/b) get the 404 page too.
      const decision = await redirects.decide({
        method: req.method,
        slug: req.params.slug,
        query: (req.query ?? {}) as Record<string, unknown>,
        rawQuery: req.url.slice(req.url.indexOf("?") + 1 || req.url.length),
        ip,
        headers: req.headers,
        cookies: req.cookies,
        referer: req.headers.referer,
        located: opts.locateVisitor?.(locatableRequest(req, ip)) ?? unknown,
      });
      if (decision.dropped) req.log.error({ slug: req.params.slug }, "redirect hit dropped: writer buffer full");
      // A refused click sent nobody to the bookmaker: it is no A/B conversion.
      if (decision.sentToBookmaker) opts.experiments?.affiliateClick(req);
      const answer = decision.answer;
      if (answer.kind === "redirect") {
        // A 302 has no body: the headers that govern documents go (security-headers.ts says which stay and why).
        keepRedirectSecurityHeaders(reply);
        return reply.redirect(answer.location, 302);
      }
      // Unknown slugs share the one not-found render: a made-up slug never costs a page of its own.
      if (answer.kind === "not-found") {
        if (app.renderPublicPage) return app.renderPublicPage(req, reply, NOT_FOUND_PATH);
        return reply.code(404).send(errorBody("not_found", "Not found"));
      }
      // Rendered at the /go path itself (the public site's route for it), once per slug and rule set.
      if (app.renderPublicPage) return app.renderPublicPage(req, reply);
      return reply.code(answer.status).send(errorBody("not_found", "Not available in your location"));
    }

    // A redirect has no body to compress or request body to inflate: leaving @fastify/compress's three
    // hooks off the route saves them on every click. The plugin reads these from the route options
    // themselves (under `config` it ignored them and ran every hook); the not-found and not-available
    // pages are compressed once per render by the public pages' cache, not by those hooks.
    const route = { compress: false, decompress: false } as const;
    app.get("/go/:slug", route, go);
    app.get("/go", route, go);
    app.get("/go/*", route, go);
  },
  { name: "go-redirect" },
);
