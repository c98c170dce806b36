import { initTRPC } from "@trpc/server";
import type { ApiContext } from "../context";
import type { MfaKeys } from "../auth/mfa-keys";
import type { SignedInAdmin } from "../auth/signed-in-admin";
import type { SiteFeatures } from "../system/site-features";
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
  admin?: SignedInAdmin;
};

const t = initTRPC.context<AdminRequestContext>().create({ errorFormatter: formatError });

export const createAdminRouter = t.router;
export const adminMiddleware = t.middleware;
export const createAdminCallerFactory = t.createCallerFactory;

/** Procedures usable before full authentication (sign-in, second-factor challenge, session state). */
export const authProcedure = t.procedure.use(({ next }) => rethrowDomainErrors(next()));
