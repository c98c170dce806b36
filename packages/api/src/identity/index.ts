// identity/: who may use the back office. Sign-in (password, second factor, device cookies,
// throttles), sessions, factors and step-up, passwords, invitations and the admin team, and the
// admin procedures every back-office router is built from.

// What every back-office router builds on.
export { adminProcedure } from "./admin-access/admin-procedure";
export { authorizeAdmin, requireVerifiedFactor } from "./admin-access/authorize-admin";
export { adminLiveSnapshots } from "./admin-access/admin-live-snapshots";
export { requireStepUp } from "./factors/step-up";

// The routers (registered in the root admin-router.ts).
export { authAdminRouter } from "./auth-admin-router";
export { mfaAdminRouter } from "./mfa-admin-router";
export { accountsAdminRouter } from "./accounts-admin-router";

// What the server and the other domains use.
export { ADMIN_MUTATION_LIMIT, LOGIN_LIMIT, MFA_CODE_LIMIT, VERIFIED_ADMIN_MUTATION_LIMIT } from "./constants";
export { loadMfaKeys, type MfaKeys } from "./factors/mfa-keys";
// Sealed secrets (AES-256-GCM bound to a context): also the affiliate programmes' postback secrets.
export { decryptSecret, encryptSecret } from "./factors/secret-box";
export { usePasswordHashing } from "./passwords/password";
export { sessionCookieName } from "./sessions/session-cookie";
export { parseSessionEnded, SESSIONS_ENDED_CHANNEL, type SessionEnded } from "./sessions/session-ends";
export { sha256Hex } from "./sessions/tokens";
export { createUser, grantRole } from "./team/users";
export { pruneIdentityRecords } from "./retention";
export { adminExists, issueSetupLink } from "./team/setup-link";
