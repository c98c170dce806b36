import { randomBytes } from "node:crypto";
import type { Db } from "@eb/db";
import type { ClickVariant } from "@eb/db/schema";
import { BatchWriter, isAutomatedRequest } from "../analytics";
import { assignmentsFor, type ObservedRequest, type RunningTest } from "../experiments";
import { locatedCountry, offerPoliciesOf, onBreak, type Located, type OfferPolicies } from "../jurisdictions";
import { MINUTE_MS, SECOND_MS, type Log } from "../platform";
import { carriesClickId, ClickIdTemplates, newClickId, withClickId, type AffiliateClick } from "../revenue";
import { CLICK_BUDGET_PER_MINUTE, CLICK_WINDOW_MS, ClickCounter } from "./click-counter";
import { writeGoVisits, type GoVisitRow } from "./go-visit-writes";
import { classifyHit, hitMatchId, hitOrigin, isValidSlug, redirectLocation, redirectTarget, refusedHit } from "./redirect-rules";
import { RedirectCache, type RedirectHit } from "./redirects";
import { MAX_ALIASES_PER_CLICK, pruneSharedCounting } from "./shared-click-counting";

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
  /** The client address after TRUST_PROXY: only keyed digests of it are kept (in memory, and for a minute or two in the shared tables). */
  ip: string;
  referer: string | undefined;
  /** Where the visitor is (jurisdictions' locator): decides the licence, the bookmaker's own URL and the click's country. */
  located: Located;
};

/** The answer to send: a redirect, the shared not-found render, or the not-available page at the /go path. */
export type GoAnswer = { kind: "redirect"; location: string } | { kind: "not-found" } | { kind: "not-available"; status: typeof NOT_AVAILABLE_STATUS };

export type GoDecision = {
  answer: GoAnswer;
  /** The hit queued for the batched write (null: not counted here), and its click with its id (null: none). The write settles them against the other instances. */
  recorded: { hit: RedirectHit | null; click: AffiliateClick | null };
  /** "hit" when the hit (with its click, queued together) could not be queued because the writer's buffer was full (the caller logs it). */
  dropped: "hit" | null;
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
  /**
   * The key the instances share for the visitor fingerprints (MfaKeys.goVisitorKey), so that a
   * visitor and an address are counted once across instances; absent, one drawn for this process.
   */
  visitorKey?: Buffer;
  /** The consented experiment session of a request's cookies (null without one), and the running tests. */
  experimentSessionOf?: (cookies: ObservedRequest["cookies"]) => string | null;
  runningTests?: () => Promise<RunningTest[]>;
};

/** How often an instance that wrote visits lately deletes the shared rows past their time, and for how long after its last write. */
const PRUNE_EVERY_MS = 10 * SECOND_MS;
const PRUNE_AFTER_WRITE_MS = 3 * MINUTE_MS;

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
  private readonly visits: BatchWriter<GoVisitRow>;
  private readonly pruneTimer: NodeJS.Timeout;
  /**
   * Real time until which this instance prunes the shared rows: a while after it wrote some, and
   * after it starts (rows left by instances that stopped go even if no traffic comes).
   */
  private pruneUntil = Date.now() + PRUNE_AFTER_WRITE_MS;
  private readonly siteOrigin: string;
  private readonly countClicks: boolean;
  // The same few target/query and referer/placement pairs repeat across thousands of clicks.
  private readonly locations = new Map<string, string>();
  private readonly origins = new Map<string, { page: string | null; placement: string | null }>();

  constructor(private readonly opts: GoRedirectsOptions) {
    this.targets = new RedirectCache(opts.db, opts.cacheTtlMs ?? 5_000);
    this.policies = offerPoliciesOf(opts.db);
    this.clickIdParams = new ClickIdTemplates(opts.db, opts.cacheTtlMs ?? 5_000);
    this.counter = new ClickCounter({ now: () => opts.now().getTime(), sharedKey: opts.visitorKey ?? randomBytes(32) });
    const limits = { windowMs: CLICK_WINDOW_MS, budgetPerMinute: CLICK_BUDGET_PER_MINUTE, maxAliasesPerClick: MAX_ALIASES_PER_CLICK };
    this.visits = new BatchWriter({
      name: "go-visits",
      write: async (rows) => {
        await writeGoVisits(opts.db, rows, limits);
        this.pruneUntil = Date.now() + PRUNE_AFTER_WRITE_MS;
      },
      flushIntervalMs: opts.flushIntervalMs ?? 250,
      log: opts.log,
    });
    // The shared rows are at most a minute or two old: each instance prunes while it writes (and a
    // while after), so they go within seconds of their time even when the traffic stops.
    this.pruneTimer = setInterval(() => void this.pruneShared(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
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
    // A visitor taking a break is sent to no bookmaker (the not-available page, counted as refused).
    const licensed = offers.isLicensed(resolved.bookmakerId) && !onBreak(req.cookies, this.opts.now());
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
    let click: AffiliateClick | null = null;
    let clickId: string | null = null;
    let dropped: GoDecision["dropped"] = null;
    if (this.countClicks) {
      const visit = this.counter.visit(
        { ip: req.ip, userAgent: req.headers["user-agent"], target: `${resolved.redirectId}:${kind}` },
        givesId ? newClickId : undefined,
      );
      clickId = visit.clickId;
      if (visit.decision === "record" && visit.fingerprint) {
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
        click = clickId ? await this.clickOf(req, hit, resolved.bookmakerId, clickId) : null;
        // One row for the hit and its click: the batch's write counts or drops them together.
        if (!this.visits.add({ hit, click, shared: { fingerprint: visit.fingerprint, at: hit.createdAt, clickId } })) {
          hit = null;
          click = null;
          clickId = null;
          dropped = "hit";
        }
      }
    }
    if (!licensed || location === null) {
      return { answer: { kind: "not-available", status: NOT_AVAILABLE_STATUS }, recorded: { hit, click: null }, dropped, sentToBookmaker: false };
    }
    return { answer: { kind: "redirect", location: withClickId(location, param, clickId) }, recorded: { hit, click }, dropped, sentToBookmaker: true };
  }

  /** A recorded click's row with its id, where it was and the consented session's variants. */
  private async clickOf(req: GoRequest, hit: RedirectHit, bookmakerId: number, clickId: string): Promise<AffiliateClick> {
    const { session, variants } = await this.sessionVariants(req);
    return {
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
    await this.visits.flush();
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.visits.close();
  }

  private async pruneShared(): Promise<void> {
    if (Date.now() >= this.pruneUntil) return;
    try {
      await pruneSharedCounting(this.opts.db, this.opts.now());
    } catch (err) {
      this.opts.log.error({ err }, "pruning the shared click counting rows failed");
    }
  }
}
