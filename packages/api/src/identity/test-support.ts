import { randomBytes } from "node:crypto";
import pino from "pino";
import type { Db } from "@eb/db";
import { adminRouter } from "../admin-router";
import { type AdminRequestContext, type CookieOptions, createAdminCallerFactory, HOUR_MS } from "../platform";
import { deriveMfaKeys } from "./factors/mfa-keys";
import { sessionCookieName } from "./sessions/session-cookie";
import { timeStep, totpAt } from "./factors/totp";
import { createUser, grantRole } from "./team/users";
import type { SiteFeatures } from "../system/site-features";
import { SearchGuard } from "../search";
import { DEMO_PROVIDER, type EsportsProviderInfo } from "../debug/provider-info";
import { oddsCallLimits, type OddsFeedInfo } from "../odds/feed-info";
import { oddsFeedRows, type OddsFeedRow } from "../odds/create-odds-source";

export const testKeys = deriveMfaKeys(randomBytes(32));
const createCaller = createAdminCallerFactory(adminRouter);

/** A fake browser: a cookie jar, a client address and a clock the test moves. */
export class TestBrowser {
  cookies: Record<string, string | undefined> = {};
  lastCookieOptions: CookieOptions | undefined;
  siteFeatures: SiteFeatures = { analyticsTracking: true, affiliateTracking: true };
  /** The server's POSTBACK_SECRET_OVERLAP_SECONDS default (24 h), in ms; a test may shorten it. */
  postbackSecretOverlapMs = 24 * HOUR_MS;
  esportsProvider: EsportsProviderInfo = DEMO_PROVIDER;
  /** The demo world's odds feed, with the configuration's defaults. */
  oddsFeed: OddsFeedInfo = {
    name: "demo",
    keyConfigured: false,
    baseUrl: "https://api.the-odds-api.com",
    sportKeys: {},
    regions: "eu",
    limits: oddsCallLimits(30),
  };
  /** Every odds feed as the demo world runs them: none has a key, the demo prices are polled. */
  oddsFeeds: OddsFeedRow[] = oddsFeedRows({ apiKey: null, baseUrl: "https://api.the-odds-api.com", sportKeys: {}, regions: "eu", requestsPerHour: 30 }, true);
  constructor(
    readonly db: Db,
    readonly clock: { now: Date },
    readonly clientIp = "203.0.113.7",
  ) {}

  get token(): string | undefined {
    return this.cookies[sessionCookieName(false)];
  }

  context(): AdminRequestContext {
    return {
      db: this.db,
      now: () => this.clock.now,
      log: pino({ level: "silent" }),
      requestId: "test",
      clientIp: this.clientIp,
      userAgent: "vitest",
      headers: {},
      cookies: this.cookies,
      setCookie: (name, value, options) => {
        this.cookies[name] = value;
        this.lastCookieOptions = options;
      },
      clearCookie: (name) => {
        delete this.cookies[name];
      },
      secureCookies: false,
      searchGuard: new SearchGuard(),
      mfaKeys: testKeys,
      siteFeatures: this.siteFeatures,
      postbackSecretOverlapMs: this.postbackSecretOverlapMs,
      esportsProvider: this.esportsProvider,
      oddsFeed: this.oddsFeed,
      oddsFeeds: this.oddsFeeds,
    };
  }

  get api() {
    return createCaller(this.context());
  }
}

export function advance(clock: { now: Date }, ms: number): void {
  clock.now = new Date(clock.now.getTime() + ms);
}

/**
 * An admin account with a verified authenticator, signed in on a new browser (the state every
 * back-office procedure needs). The clock moves one TOTP step so the next code is fresh.
 */
export async function signedInAdmin(db: Db, clock: { now: Date }, email = "admin@example.com", password = "long enough password") {
  const user = await createUser(db, { email, password });
  await grantRole(db, user.id, "admin");
  const browser = new TestBrowser(db, clock);
  await browser.api.auth.signIn({ email, password });
  const { factorId, secret } = await browser.api.mfa.enroll({});
  const { recoveryCodes } = await browser.api.mfa.verifyEnrollment({ factorId, code: await totpAt(secret, timeStep(clock.now)) });
  advance(clock, 30_000);
  return { browser, userId: user.id, email, password, secret, factorId, recoveryCodes };
}
