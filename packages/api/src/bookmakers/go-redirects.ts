import type { Db } from "@eb/db";
import type { ClickVariant } from "@eb/db/schema";
import { BatchWriter, isAutomatedRequest } from "../analytics";
import { assignmentsFor, type ObservedRequest, type RunningTest } from "../experiments";
import { locatedCountry, offerPoliciesOf, type Located, type OfferPolicies } from "../jurisdictions";
import type { Log } from "../platform";
import { carriesClickId, ClickIdTemplates, newClickId, recordAffiliateClicks, withClickId, type AffiliateClick } from "../revenue";
import { ClickCounter } from "./click-counter";
import { classifyHit, hitMatchId, hitOrigin, isValidSlug, redirectLocation, redirectTarget, refusedHit } from "./redirect-rules";
import { recordRedirectHits, RedirectCache, type RedirectHit } from "./redirects";

/**
 * The status of the not-available page. 451 (Unavailable For Legal Reasons, RFC 7725) says what
 * happened: the site may not send this visitor to that bookmaker because of the licensing rules of
 * their place. Unlike a 200 it tells link checkers, crawlers and monitoring that the link was
 * refused, and unlike a 403 or 404 it names the reason; browsers show the page as usual.
 */
export const NOT_AVAILABLE_STATUS = 451;

/** What /go reads of a request: the server's adapter fills it in from Fastify's. */
export type GoRequest = ObservedRequest & {
  /** The path's slug (undefined for /go and /go/a/b). */
  slug: string | undefined;
  /** The parsed query string, and the raw one (the key of the location memo). */
  query: Record<string, unknown>;
  rawQuery: string;
  /** The client address after TRUST_PROXY: the click counter keeps only a keyed digest of it, in memory. */
  ip: string;
  referer: string | undefined;
  /** Where the visitor is (jurisdictions' locator): decides the licence, the bookmaker's own URL and the click's country. */
  located: Located;
};

/** The answer to send: a redirect, the shared not-found render, or the not-available page at the /go path. */
export type GoAnswer = { kind: "redirect"; location: string } | { kind: "not-found" } | { kind: "not-available"; status: typeof NOT_AVAILABLE_STATUS };

export type GoDecision = {
  answer: GoAnswer;
  /** The hit queued for the batched write (null: not counted), and the counted click with its id (null: none). */
  recorded: { hit: RedirectHit | null; click: AffiliateClick | null };
  /** What could not be queued because a writer's buffer was full (the caller logs it with the request). */
  dropped: "hit" | "click" | null;
  /** Whether the click is the A/B tests' `conversion_rate` conversion: the visitor was sent to the bookmaker. */
  sentToBookmaker: boolean;
};

export type GoRedirectsOptions = {
  db: Db;
  siteUrl: string;
  now: () => Date;
  log: Log;
  /** AFFILIATE_TRACKING: false redirects without recording the hit. */
  countClicks?: boolean;
  /** How long a slug's target and the click id parameters are reused before they are read again. */
  cacheTtlMs?: number;
  flushIntervalMs?: number;
  /** The consented experiment session of a request's cookies (null without one), and the running tests. */
  experimentSessionOf?: (cookies: ObservedRequest["cookies"]) => string | null;
  runningTests?: () => Promise<RunningTest[]>;
};

const NOT_FOUND: GoDecision = { answer: { kind: "not-found" }, recorded: { hit: null, click: null }, dropped: null, sentToBookmaker: false };
/** Memo tables of repeated inputs: past this many keys they start again. */
const MEMO_KEYS = 5_000;

function remember<T>(map: Map<string, T>, key: string, make: () => T): T {
  let v = map.get(key);
  if (v === undefined) {
    if (map.size >= MEMO_KEYS) map.clear();
    v = make();
    map.set(key, v);
  }
  return v;
}

/**
 * The /go use case: which redirect a slug names, whether the visitor's place may be sent to its
 * bookmaker, whether the hit counts (once per visitor, bookmaker, kind and window, within the
 * address's budget), the click id it carries (new for a counted click, the same one for a repeat
 * inside the window) and the final location. The redirect is decided at once; the hit and the
 * click are queued for batched writes with the visitor's country, never the address.
 */
export class GoRedirects {
  private readonly targets: RedirectCache;
  private readonly policies: OfferPolicies;
  private readonly clickIdParams: ClickIdTemplates;
  private readonly counter: ClickCounter;
  private readonly hits: BatchWriter<RedirectHit>;
  private readonly clicks: BatchWriter<AffiliateClick>;
  private readonly siteOrigin: string;
  private readonly countClicks: boolean;
  // The same few target/query and referer/placement pairs repeat across thousands of clicks.
  private readonly locations = new Map<string, string>();
  private readonly origins = new Map<string, { page: string | null; placement: string | null }>();

  constructor(private readonly opts: GoRedirectsOptions) {
    this.targets = new RedirectCache(opts.db, opts.cacheTtlMs ?? 5_000);
    this.policies = offerPoliciesOf(opts.db);
    this.clickIdParams = new ClickIdTemplates(opts.db, opts.cacheTtlMs ?? 5_000);
    this.counter = new ClickCounter({ now: () => opts.now().getTime() });
    const flushIntervalMs = opts.flushIntervalMs ?? 250;
    this.hits = new BatchWriter({ name: "redirect-hits", write: (rows) => recordRedirectHits(opts.db, rows), flushIntervalMs, log: opts.log });
    this.clicks = new BatchWriter({ name: "affiliate-clicks", write: (rows) => recordAffiliateClicks(opts.db, rows), flushIntervalMs, log: opts.log });
    this.siteOrigin = new URL(opts.siteUrl).origin;
    this.countClicks = opts.countClicks ?? true;
  }

  async decide(req: GoRequest): Promise<GoDecision> {
    const resolved = isValidSlug(req.slug) ? await this.targets.get(req.slug) : null;
    if (!resolved) return NOT_FOUND;
    const slug = req.slug!;
    // The offers are worked out once per place and rule set (OfferPolicies): a map lookup here.
    const place = req.located.code;
    const offers = this.policies.cached(place) ?? (await this.policies.forCode(place));
    const licensed = offers.isLicensed(resolved.bookmakerId);
    const country = locatedCountry(req.located);
    const seen = classifyHit(req.method, isAutomatedRequest({ userAgent: req.headers["user-agent"], accept: req.headers.accept }));
    const kind = licensed ? seen : refusedHit(seen);

    let location: string | null = null;
    let param: string | null = null;
    if (licensed) {
      const cached = this.clickIdParams.cached(resolved.bookmakerId);
      param = cached !== undefined ? cached : await this.clickIdParams.paramOf(resolved.bookmakerId);
      const own = offers.targetUrl(resolved.bookmakerId);
      location = remember(this.locations, `${resolved.target.href}\n${own ?? ""}\n${param ?? ""}\n${req.rawQuery}`, () =>
        redirectLocation(redirectTarget(resolved.target, own), req.query, param),
      );
    }
    // Only a browser's click sent to a tracking URL that can carry an id is given one.
    const givesId = kind === "click" && location !== null && carriesClickId(location, param);

    let hit: RedirectHit | null = null;
    let clickId: string | null = null;
    let dropped: GoDecision["dropped"] = null;
    if (this.countClicks) {
      const visit = this.counter.visit(
        { ip: req.ip, userAgent: req.headers["user-agent"], target: `${resolved.redirectId}:${kind}` },
        givesId ? newClickId : undefined,
      );
      clickId = visit.clickId;
      if (visit.decision === "record") {
        const origin = remember(this.origins, `${req.referer ?? ""}\n${String(req.query.pl ?? "")}`, () =>
          hitOrigin(req.referer, this.siteOrigin, req.query.pl),
        );
        hit = {
          redirectId: resolved.redirectId,
          slug,
          kind,
          page: origin.page,
          placement: origin.placement,
          matchId: hitMatchId(origin.placement, req.query.m),
          country,
          createdAt: this.opts.now(),
        };
        if (!this.hits.add(hit)) {
          hit = null;
          clickId = null;
          dropped = "hit";
        }
      }
    }
    const click = hit && clickId ? await this.queueClick(req, hit, resolved.bookmakerId, clickId) : null;
    if (hit && clickId && !click) {
      clickId = null;
      dropped = "click";
    }
    if (!licensed || location === null) {
      return { answer: { kind: "not-available", status: NOT_AVAILABLE_STATUS }, recorded: { hit, click: null }, dropped, sentToBookmaker: false };
    }
    return { answer: { kind: "redirect", location: withClickId(location, param, clickId) }, recorded: { hit, click }, dropped, sentToBookmaker: true };
  }

  /** Queues a counted click's row with its id; null when the writer's buffer is full (no id is then sent). */
  private async queueClick(req: GoRequest, hit: RedirectHit, bookmakerId: number, clickId: string): Promise<AffiliateClick | null> {
    const { session, variants } = await this.sessionVariants(req);
    const click: AffiliateClick = {
      clickId,
      bookmakerId,
      slug: hit.slug,
      page: hit.page,
      placement: hit.placement,
      country: hit.country ?? null,
      experimentSession: session,
      variants,
      createdAt: hit.createdAt,
    };
    return this.clicks.add(click) ? click : null;
  }

  /** The variants a consented experiment session is in at the click; nothing for any other visitor. */
  private async sessionVariants(req: GoRequest): Promise<{ session: string | null; variants: ClickVariant[] }> {
    const session = this.opts.experimentSessionOf?.(req.cookies) ?? null;
    if (!session || !this.opts.runningTests) return { session, variants: [] };
    const tests = await this.opts.runningTests();
    return { session, variants: assignmentsFor(tests, session).map((a) => ({ testId: a.testId, variantId: a.variantId })) };
  }

  /** An admin changed a slug, a target, a bookmaker's state or a licence: read targets again. */
  clearTargets(): void {
    this.targets.clear();
  }

  /** An admin changed a programme's click id parameter (saved with a "bookmakers" change). */
  clearClickIdParams(): void {
    this.clickIdParams.clear();
  }

  /** Writes every hit and click queued so far. */
  async flush(): Promise<void> {
    await this.hits.flush();
    await this.clicks.flush();
  }

  async close(): Promise<void> {
    await this.hits.close();
    await this.clicks.close();
  }
}
