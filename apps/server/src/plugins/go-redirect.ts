import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  BatchWriter,
  ClickCounter,
  carriesClickId,
  ClickIdTemplates,
  newClickId,
  recordAffiliateClicks,
  withClickId,
  type AffiliateClick,
  type RunningTest,
  RedirectCache,
  assignmentsFor,
  errorBody,
  classifyHit,
  hitMatchId,
  hitOrigin,
  isAutomatedRequest,
  isValidSlug,
  recordRedirectHits,
  redirectLocation,
  redirectTarget,
  refusedHit,
  offerPoliciesOf,
  visitorCountry,
  type RedirectHit,
  type ExperimentSignalsRecorder,
  type LocatableRequest,
  type Located,
} from "@eb/api";
import type { Db } from "@eb/db";
import type { ClickVariant } from "@eb/db/schema";
import { affects, type ContentChangeFeed } from "../content-change-feed";
import { locatableRequest } from "../context";

export type GoRedirectOptions = {
  db: Db;
  siteUrl: string;
  now: () => Date;
  /** AFFILIATE_TRACKING: false redirects without recording the hit. */
  countClicks?: boolean;
  /** How long a slug's target is reused before it is read again, when no change notification comes first. */
  cacheTtlMs?: number;
  /** Admin edits of bookmakers (slug, URLs, active, status) drop every cached slug at once. */
  contentChanges?: ContentChangeFeed;
  flushIntervalMs?: number;
  /** A/B tests: a click by a consented session is the server-observed `conversion_rate` conversion. */
  experiments?: Pick<ExperimentSignalsRecorder, "affiliateClick">;
  /** Where the visitor is (app.ts); absent: every visitor is unknown. Decides licence and per-jurisdiction URL. */
  locateVisitor?: (req: LocatableRequest) => Located;
  /**
   * Issue 27: the consented experiment session of a request's cookies (null without one) and the
   * running tests, so a counted click records the variants its session was in. Absent: none.
   */
  experimentSessionOf?: (cookies: Record<string, string | undefined>) => string | null;
  runningTests?: () => Promise<RunningTest[]>;
};

/**
 * The status of the not-available page. 451 (Unavailable For Legal Reasons, RFC 7725) says what
 * happened: the site may not send this visitor to that bookmaker because of the licensing rules of
 * their place. Unlike a 200 it tells link checkers, crawlers and monitoring that the link was
 * refused, and unlike a 403 or 404 it names the reason; browsers show the page as usual.
 */
export const NOT_AVAILABLE_STATUS = 451;

/** A path no public route matches: the public site's one shared not-found render. */
const NOT_FOUND_PATH = "/404";

declare module "fastify" {
  interface FastifyInstance {
    /** Writes every redirect hit accepted so far (tests, benchmarks). */
    flushRedirectHits: () => Promise<void>;
  }
}

/**
 * GET/HEAD /go/{slug}: a 302 to the target stored for the slug (or the bookmaker's own URL for the
 * visitor's place), never to anything a request names. A bookmaker not licensed where the visitor
 * is gets no redirect: the public site's not-available page answers instead, with status 451. The
 * answer is always sent at once; the hit ('click', or 'refused' when not sent) is queued for a
 * batched write only when the click counter lets it count (once per visitor, bookmaker, kind and
 * window, within the address's budget), with the visitor's country and never the address.
 */
export const goRedirectPlugin = fp(
  async (app: FastifyInstance, opts: GoRedirectOptions) => {
    const cache = new RedirectCache(opts.db, opts.cacheTtlMs ?? 5_000);
    opts.contentChanges?.subscribe((change) => affects(change, ["bookmakers", "jurisdictions"]) && cache.clear());
    const policies = offerPoliciesOf(opts.db);
    const unknown: Located = { code: "unknown", from: "none" };
    const locate = (req: FastifyRequest) => opts.locateVisitor?.(locatableRequest(req)) ?? unknown;
    const writer = new BatchWriter<RedirectHit>({
      name: "redirect-hits",
      write: (rows) => recordRedirectHits(opts.db, rows),
      flushIntervalMs: opts.flushIntervalMs ?? 250,
      log: app.log,
    });
    // Issue 27: counted clicks get a click id, handed to the bookmaker's programme by its template.
    const templates = new ClickIdTemplates(opts.db, opts.cacheTtlMs ?? 5_000);
    opts.contentChanges?.subscribe((change) => affects(change, ["bookmakers"]) && templates.clear());
    const clickWriter = new BatchWriter<AffiliateClick>({
      name: "affiliate-clicks",
      write: (rows) => recordAffiliateClicks(opts.db, rows),
      flushIntervalMs: opts.flushIntervalMs ?? 250,
      log: app.log,
    });
    const counter = new ClickCounter({ now: () => opts.now().getTime() });
    const siteOrigin = new URL(opts.siteUrl).origin;
    const countClicks = opts.countClicks ?? true;
    // The same few target/query and referer/placement pairs repeat across thousands of clicks.
    const locations = new Map<string, string>();
    const origins = new Map<string, { page: string | null; placement: string | null }>();
    const remember = <T>(map: Map<string, T>, key: string, make: () => T): T => {
      let v = map.get(key);
      if (v === undefined) {
        if (map.size >= 5_000) map.clear();
        v = make();
        map.set(key, v);
      }
      return v;
    };
    app.decorate("flushRedirectHits", async () => {
      await writer.flush();
      await clickWriter.flush();
    });
    // preClose runs before any onClose hook, so the database is still open even when the caller
    // closes it in its own onClose hook (hooks added later run first); onClose catches stragglers.
    app.addHook("preClose", async () => {
      await writer.flush();
      await clickWriter.flush();
    });
    app.addHook("onClose", async () => {
      await writer.close();
      await clickWriter.close();
    });

    // Unknown slugs share the one not-found render: a made-up slug never costs a page of its own.
    const notFound = (req: FastifyRequest, reply: FastifyReply) => {
      if (app.renderPublicPage) return app.renderPublicPage(req, reply, NOT_FOUND_PATH);
      return reply.code(404).send(errorBody("not_found", "Not found"));
    };
    // Rendered at the /go path itself (the public site's route for it), once per slug and rule set.
    const notAvailable = (req: FastifyRequest, reply: FastifyReply) => {
      if (app.renderPublicPage) return app.renderPublicPage(req, reply);
      return reply.code(NOT_AVAILABLE_STATUS).send(errorBody("not_found", "Not available in your location"));
    };

    /** Queues the hit when the counter lets it count; returns the recorded click (kind 'click') or null. */
    function recordHit(
      req: FastifyRequest,
      slug: string,
      redirectId: number,
      query: Record<string, unknown>,
      hit: { refused: boolean; country: string | null },
    ): { page: string | null; placement: string | null; createdAt: Date } | null {
      const userAgent = req.headers["user-agent"];
      const seen = classifyHit(req.method, isAutomatedRequest({ userAgent, accept: req.headers.accept }));
      const kind = hit.refused ? refusedHit(seen) : seen;
      // req.ip honours TRUST_PROXY; the counter keeps only a keyed digest of it, in memory.
      if (counter.decide({ ip: req.ip, userAgent, target: `${redirectId}:${kind}` }) !== "record") return null;
      const referer = req.headers.referer;
      const origin = remember(origins, `${referer ?? ""}\n${String(query.pl ?? "")}`, () => hitOrigin(referer, siteOrigin, query.pl));
      const createdAt = opts.now();
      const accepted = writer.add({
        redirectId,
        slug,
        kind,
        page: origin.page,
        placement: origin.placement,
        matchId: hitMatchId(origin.placement, query.m),
        country: hit.country,
        createdAt,
      });
      if (!accepted) req.log.error({ slug }, "redirect hit dropped: writer buffer full");
      return accepted && kind === "click" ? { page: origin.page, placement: origin.placement, createdAt } : null;
    }

    /** The variants a consented experiment session is in at the click; nothing for any other visitor. */
    async function sessionVariants(req: FastifyRequest): Promise<{ session: string | null; variants: ClickVariant[] }> {
      const session = opts.experimentSessionOf?.(req.cookies) ?? null;
      if (!session || !opts.runningTests) return { session, variants: [] };
      return { session, variants: assignmentsFor(await opts.runningTests(), session).map((a) => ({ testId: a.testId, variantId: a.variantId })) };
    }

    /** Gives a counted click its id and queues its row; null when it cannot be kept (no id is then sent). */
    async function recordClick(req: FastifyRequest, slug: string, bookmakerId: number, country: string | null, hit: NonNullable<ReturnType<typeof recordHit>>) {
      const clickId = newClickId();
      const { session, variants } = await sessionVariants(req);
      const accepted = clickWriter.add({
        clickId,
        bookmakerId,
        slug,
        page: hit.page,
        placement: hit.placement,
        country,
        experimentSession: session,
        variants,
        createdAt: hit.createdAt,
      });
      if (!accepted) req.log.error({ slug }, "affiliate click dropped: writer buffer full");
      return accepted ? clickId : null;
    }

    async function go(req: FastifyRequest<{ Params: { slug?: string; "*"?: string } }>, reply: FastifyReply) {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
      // The wildcard routes exist only so that crafted paths (/go//evil.com, /go/a/b) get the 404 page too.
      const slug = req.params.slug;
      const resolved = isValidSlug(slug) ? await cache.get(slug) : null;
      if (!resolved) return notFound(req, reply);
      const query = (req.query ?? {}) as Record<string, unknown>;
      // The offers are worked out once per place and rule set (OfferPolicies): a map lookup here.
      const located = locate(req);
      const offers = policies.cached(located.code) ?? (await policies.forCode(located.code));
      const licensed = offers.isLicensed(resolved.bookmakerId);
      const country = visitorCountry(located.code);
      const counted = countClicks ? recordHit(req, slug!, resolved.redirectId, query, { refused: !licensed, country }) : null;
      // A refused click sent nobody to the bookmaker: it is no A/B conversion.
      if (!licensed) return notAvailable(req, reply);
      opts.experiments?.affiliateClick(req);
      const own = offers.targetUrl(resolved.bookmakerId);
      const rawQuery = req.url.slice(req.url.indexOf("?") + 1 || req.url.length);
      const location = remember(locations, `${resolved.target.href}\n${own ?? ""}\n${rawQuery}`, () =>
        redirectLocation(redirectTarget(resolved.target, own), query),
      );
      const cachedParam = templates.cached(resolved.bookmakerId);
      const param = cachedParam !== undefined ? cachedParam : await templates.paramOf(resolved.bookmakerId);
      const clickId = counted && carriesClickId(location, param) ? await recordClick(req, slug!, resolved.bookmakerId, country, counted) : null;
      return reply.redirect(withClickId(location, param, clickId), 302);
    }

    // A redirect has no body to compress or request body to inflate: leaving @fastify/compress's three hooks off the route saves them on every click.
    // (The rare not-found and not-available pages go out uncompressed for it.)
    const route = { config: { compress: false, decompress: false } } as const;
    app.get("/go/:slug", route, go);
    app.get("/go", route, go);
    app.get("/go/*", route, go);
  },
  { name: "go-redirect" },
);
