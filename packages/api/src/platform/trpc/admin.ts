import { initTRPC } from "@trpc/server";
import type { ApiContext } from "../context";
import type { MfaKeys } from "../../identity/factors/mfa-keys";
import type { SignedInAdmin } from "./signed-in-admin";
import type { SiteFeatures } from "../../system/site-features";
import type { EsportsProviderInfo } from "../../debug/provider-info";
import type { SyncLink } from "../live/live-snapshots";
import type { ChangeSource } from "../live/change-feed";
import type { AnalyticsChange } from "../../analytics/live-channel";
import type { SessionEnded } from "../../identity/sessions/session-ends";
import { logCall } from "./call-log";
import { rethrowDomainErrors } from "./domain-errors";
import { formatError } from "./error-format";

/**
 * The back-office API's request context: the request plus the keys protecting second factors and
 * the site features the server runs with. `admin` is set only by the admin procedures, after they
 * have found a signed-in admin in the database.
 */
export type AdminRequestContext = ApiContext & {
  mfaKeys: MfaKeys;
  siteFeatures: SiteFeatures;
  /** The esports data provider the server runs with, for the Debug Tools card: never its token. */
  esportsProvider: EsportsProviderInfo;
  /** Live sync state (the server's LISTEN feed); absent where nothing listens (some unit tests). */
  sync?: SyncLink;
  /** Newly ingested analytics events, from every instance (the Real-Time panel). */
  analyticsChanges?: ChangeSource<AnalyticsChange>;
  /** Ended sessions and removed admin roles, from every instance: live streams end on them. */
  sessionEnds?: ChangeSource<SessionEnded>;
  admin?: SignedInAdmin;
};

const t = initTRPC.context<AdminRequestContext>().create({
  errorFormatter: formatError,
  // Live streams (server-sent events): a ping keeps proxies from closing a quiet stream, and the
  // client reconnects (resuming with a fresh snapshot) when it hears nothing for a while.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
});

export const createAdminRouter = t.router;
export const adminMiddleware = t.middleware;
export const createAdminCallerFactory = t.createCallerFactory;

/** Procedures usable before full authentication (sign-in, second-factor challenge, session state). */
export const authProcedure = t.procedure
  .use(({ ctx, path, type, next }) => logCall(ctx, path, type, (call) => next({ ctx: { call } })))
  .use(({ next }) => rethrowDomainErrors(next()));
